import { Box, Chip, NativeSelect, Text } from '@mantine/core';
import { IconArrowsSort } from '@tabler/icons-react';
import { toPersianDigits } from '../../domain/numbers';
import classes from './SortBar.module.css';

/** A sort's value: a flight SortOption (number) or a hotel sort word (string). */
export type SortValue = string | number;

export interface SortBarBaseProps<V extends SortValue> {
  /** The current sort. */
  value: V;
  /** Called with the sort the traveller picks (never with the current one). */
  onChange: (value: V) => void;
  /** Which sorts to offer, in order. */
  options: readonly V[];
  /** Each sort's Persian label. */
  labels: Readonly<Record<V, string>>;
  /**
   * `chips` (a row of radio chips), `select` (one native select, for phones), or `auto`: chips
   * from the tablet breakpoint (576 px) up and the select below it, by CSS alone. @default 'auto'
   */
  layout?: 'auto' | 'chips' | 'select';
  /** Number of results shown, printed beside the sorts; omitted when not given. */
  resultCount?: number;
  /** What the results are, after their count: «پرواز», «هتل». */
  resultNoun: string;
}

const LABEL = 'مرتب‌سازی';

/** Sorts with Persian labels: chips on wide screens, a select on phones, and the result count. */
export function SortBarBase<V extends SortValue>({ value, onChange, options, labels, layout = 'auto', resultCount, resultNoun }: SortBarBaseProps<V>) {
  const pick = (text: string) => {
    const next = options.find((option) => String(option) === text);
    if (next !== undefined && next !== value) onChange(next);
  };
  const count = resultCount !== undefined && (
    <Text size="sm" c="dimmed" className={classes.count} aria-live="polite">
      {toPersianDigits(resultCount)} {resultNoun}
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
                {labels[option]}
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
            data={options.map((option) => ({ value: String(option), label: labels[option] }))}
          />
        </Box>
      )}
      {count}
    </div>
  );
}
