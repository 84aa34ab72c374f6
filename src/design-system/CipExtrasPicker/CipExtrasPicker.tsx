import { ActionIcon, Checkbox, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { CipExtraChoice, CipExtraPrice } from '../../domain/cip/cip-price';
import { extraUnits } from '../../domain/cip/cip-price';
import { CIP_ITEM_NOUNS, cipUnitWords } from '../../domain/cip/cip-words';
import { toPersianDigits } from '../../domain/numbers';
import { PriceText } from '../PriceText';
import classes from './CipExtrasPicker.module.css';

/** An extra as the picker offers it: the tariff's fields and its description. */
export interface CipExtraOption extends CipExtraPrice {
  descriptionFa: string;
}

export interface CipExtrasPickerProps {
  /** The airport's extras, in the order to offer them. */
  extras: readonly CipExtraOption[];
  /** The extras asked for; a per-item extra with its count. */
  value: readonly CipExtraChoice[];
  onChange: (value: CipExtraChoice[]) => void;
  /** Travellers in the party: a per-person extra's price counts them. @default 1 */
  travellers?: number;
  /** Heading of the group. @default 'خدمات اضافه' */
  label?: ReactNode;
  /** @default false */
  disabled?: boolean;
  error?: ReactNode;
}

/**
 * The extras beside the lounge, each ticked on or off with its price and how it is counted; a
 * per-item extra (bags, guests) gets − and + for how many, up to its most. Prices under each
 * extra are for this party (a per-person extra times the travellers).
 */
export function CipExtrasPicker({ extras, value, onChange, travellers = 1, label = 'خدمات اضافه', disabled = false, error }: CipExtrasPickerProps) {
  const chosen = (id: CipExtraOption['extra']) => value.find((c) => c.extra === id);
  const set = (id: CipExtraOption['extra'], next: CipExtraChoice | null) => {
    const others = value.filter((c) => c.extra !== id);
    // Kept in the offer's order, so the URL and the price lines read the same way every time.
    const all = next ? [...others, next] : others;
    onChange(extras.flatMap((e) => all.filter((c) => c.extra === e.extra)));
  };
  const party = { adults: travellers, children: 0, infants: 0 };

  return (
    <fieldset className={classes.root} disabled={disabled} aria-invalid={error ? true : undefined}>
      <legend className={classes.legend}>{label}</legend>
      <ul className={classes.list}>
        {extras.map((e) => {
          const choice = chosen(e.extra);
          const count = choice ? extraUnits(e, choice, party) : 0;
          const noun = CIP_ITEM_NOUNS[e.extra] ?? 'مورد';
          return (
            <li key={e.extra} className={classes.item} data-checked={choice ? true : undefined}>
              <Checkbox
                // 24 px: a touch target WCAG 2.2 accepts without counting on the space around it.
                size="md"
                checked={Boolean(choice)}
                onChange={(event) => set(e.extra, event.currentTarget.checked ? { extra: e.extra, ...(e.unit === 'per-item' ? { count: 1 } : {}) } : null)}
                label={<Text fw={600} size="sm" component="span">{e.titleFa}</Text>}
                description={e.descriptionFa}
                disabled={disabled}
                classNames={{ body: classes.checkbox }}
              />
              <div className={classes.side}>
                <PriceText amount={e.price} size="sm" />
                <Text size="xs" c="dimmed">{cipUnitWords(e.extra, e.unit)}</Text>
                {choice && e.unit === 'per-item' && e.maxCount > 1 && (
                  <div className={classes.stepper} role="group" aria-label={`تعداد ${e.titleFa}`}>
                    <ActionIcon variant="default" size="md" radius="xl" aria-label={`یک ${noun} کمتر`}
                      disabled={disabled || count <= 1} onClick={() => set(e.extra, { extra: e.extra, count: count - 1 })}>
                      <IconMinus size={14} aria-hidden />
                    </ActionIcon>
                    <Text component="output" size="sm" fw={700} className={classes.count} aria-live="polite">
                      {toPersianDigits(count)} {noun}
                    </Text>
                    <ActionIcon variant="default" size="md" radius="xl" aria-label={`یک ${noun} بیشتر`}
                      disabled={disabled || count >= e.maxCount} onClick={() => set(e.extra, { extra: e.extra, count: count + 1 })}>
                      <IconPlus size={14} aria-hidden />
                    </ActionIcon>
                  </div>
                )}
                {choice && count > 1 && (
                  <Text size="xs" className={classes.sum}>
                    جمع: <PriceText amount={e.price * count} size="xs" />
                  </Text>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {error && <Text size="sm" c="red.8" mt="xs" role="alert">{error}</Text>}
    </fieldset>
  );
}
