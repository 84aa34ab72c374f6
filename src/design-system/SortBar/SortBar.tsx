import { Box, Chip, NativeSelect, Text } from '@mantine/core';
import { IconArrowsSort } from '@tabler/icons-react';
import { SORT_OPTION_LABELS, SortOption } from '../../domain/enums';
import { toPersianDigits } from '../../domain/numbers';
import classes from './SortBar.module.css';

/** Cheapest (the default sort) first; the rest as travellers reach for them. */
export const SORT_BAR_OPTIONS: readonly SortOption[] = [
  SortOption.Cheapest,
  SortOption.Earliest,
  SortOption.Latest,
  SortOption.Fastest,
  SortOption.MostExpensive,
  SortOption.Promotions,
];

export interface SortBarProps {
  /** The current sort. */
  value: SortOption;
  /** Called with the sort the traveller picks. */
  onChange: (value: SortOption) => void;
  /** Which sorts to offer, in order. @default SORT_BAR_OPTIONS (all six of SPEC §5) */
  options?: readonly SortOption[];
  /**
   * `chips` (a row of radio chips), `select` (one native select, for phones), or `auto`: chips
   * from the tablet breakpoint (576 px) up and the select below it, by CSS alone. @default 'auto'
   */
  layout?: 'auto' | 'chips' | 'select';
  /** Number of flights shown, printed beside the sorts; omitted when not given. */
  resultCount?: number;
}

const LABEL = 'مرتب‌سازی';

/** The six sorts of SPEC §5 with Persian labels: chips on wide screens, a select on phones. */
export function SortBar({ value, onChange, options = SORT_BAR_OPTIONS, layout = 'auto', resultCount }: SortBarProps) {
  const pick = (text: string) => {
    const next = Number(text) as SortOption;
    if (next !== value) onChange(next);
  };
  const count = resultCount !== undefined && (
    <Text size="sm" c="dimmed" className={classes.count} aria-live="polite">
      {toPersianDigits(resultCount)} پرواز
    </Text>
  );

  return (
    <div className={classes.root} data-layout={layout}>
      {layout !== 'select' && (
        <Box
          visibleFrom={layout === 'auto' ? 'xs' : undefined}
          className={classes.chips}
          role="radiogroup"
          aria-label={LABEL}
        >
          <Text size="sm" fw={500} className={classes.label} aria-hidden>
            <IconArrowsSort size={18} />
            {LABEL}:
          </Text>
          <Chip.Group multiple={false} value={String(value)} onChange={pick}>
            {options.map((option) => (
              <Chip key={option} value={String(option)} size="md" className={classes.chip}>
                {SORT_OPTION_LABELS[option]}
              </Chip>
            ))}
          </Chip.Group>
        </Box>
      )}
      {layout !== 'chips' && (
        <Box hiddenFrom={layout === 'auto' ? 'xs' : undefined} className={classes.select}>
          <NativeSelect
            size="md"
            label={LABEL}
            leftSection={<IconArrowsSort size={18} aria-hidden />}
            value={String(value)}
            onChange={(event) => pick(event.currentTarget.value)}
            data={options.map((option) => ({ value: String(option), label: SORT_OPTION_LABELS[option] }))}
          />
        </Box>
      )}
      {count}
    </div>
  );
}
