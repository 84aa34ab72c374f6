import { ActionIcon, Paper, Text, Title } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { MAX_PASSENGERS, toPersianDigits } from '../../../domain';
import { partyTotal, type TourParty } from '../../../domain/tours';
import classes from './tours.module.css';

const ROWS: readonly { key: keyof TourParty; label: string; hint: string; min: number }[] = [
  { key: 'adults', label: 'بزرگسال', hint: '۱۲ سال و بیشتر', min: 1 },
  { key: 'childrenWithBed', label: 'کودک با تخت', hint: '۲ تا ۱۲ سال', min: 0 },
  { key: 'childrenWithoutBed', label: 'کودک بدون تخت', hint: '۲ تا ۱۲ سال، در تخت والدین', min: 0 },
  { key: 'infants', label: 'نوزاد', hint: 'زیر ۲ سال', min: 0 },
];

/** The tour party: adults, children with and without a bed, infants; nine at most, no more infants than adults. */
export function PartyPicker({ value, onChange }: { value: TourParty; onChange: (party: TourParty) => void }) {
  const total = partyTotal(value);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="tour-party">
      <Title order={2} size="h5" id="tour-party" mb={4}>مسافران</Title>
      {ROWS.map((row) => {
        const n = value[row.key];
        const canAdd = total < MAX_PASSENGERS && (row.key !== 'infants' || n < value.adults);
        const canRemove = n > row.min && (row.key !== 'adults' || n - 1 >= value.infants);
        return (
          <div key={row.key} className={classes.counter}>
            <div>
              <Text size="sm" fw={500} id={`party-${row.key}`}>{row.label}</Text>
              <Text size="xs" c="dimmed">{row.hint}</Text>
            </div>
            <div className={classes.stepper} role="group" aria-labelledby={`party-${row.key}`}>
              <ActionIcon variant="default" radius="xl" aria-label={`یک ${row.label} بیشتر`} disabled={!canAdd}
                onClick={() => onChange({ ...value, [row.key]: n + 1 })}><IconPlus size={16} aria-hidden /></ActionIcon>
              <Text fw={700} miw={20} ta="center" aria-live="polite">{toPersianDigits(n)}</Text>
              <ActionIcon variant="default" radius="xl" aria-label={`یک ${row.label} کمتر`} disabled={!canRemove}
                onClick={() => onChange({ ...value, [row.key]: n - 1 })}><IconMinus size={16} aria-hidden /></ActionIcon>
            </div>
          </div>
        );
      })}
    </Paper>
  );
}
