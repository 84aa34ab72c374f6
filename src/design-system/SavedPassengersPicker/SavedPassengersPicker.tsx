import { Button, Checkbox, Text, Title } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PASSENGER_KIND_LABELS, type PassengerKind } from '../../domain/enums';
import { toPersianDigits } from '../../domain/numbers';
import classes from './SavedPassengersPicker.module.css';

/** A saved passenger as the picker shows it; the screen maps the API's Passenger to this. */
export interface SavedPassenger {
  id: string;
  /** The kind by age on this flight's date (the screen decides, not today's age). */
  kind: PassengerKind;
  /** "سارا محمدی"; null for a foreigner. */
  nameFa?: string | null;
  /** "Sara Mohammadi". */
  nameEn: string;
  /** Latin digits; shown in Persian digits. */
  nationalCode?: string | null;
  passportNumber?: string | null;
}

export interface SavedPassengersPickerProps {
  /** The user's saved passengers (GetCurrentUserPassengers). */
  passengers: readonly SavedPassenger[];
  /** Only passengers of this kind are offered; all when omitted. */
  kind?: PassengerKind;
  /** Ids already chosen for this booking. */
  selectedIds: readonly string[];
  /** A card was ticked or unticked. */
  onToggle: (passenger: SavedPassenger, selected: boolean) => void;
  /** "مسافر جدید": the screen opens an empty PassengerForm. */
  onAddNew?: () => void;
  /** How many can be chosen (the search's count of this kind); further cards are disabled. @default Infinity */
  max?: number;
  /** @default 'انتخاب از مسافران قبلی' */
  title?: ReactNode;
}

function identity(p: SavedPassenger): ReactNode {
  if (p.nationalCode) return <>کد ملی <bdi>{toPersianDigits(p.nationalCode)}</bdi></>;
  if (p.passportNumber) return <>گذرنامه <bdi dir="ltr">{p.passportNumber}</bdi></>;
  return null;
}

/** The user's saved passengers as checkable cards, filtered by kind, with "مسافر جدید". */
export function SavedPassengersPicker({
  passengers, kind, selectedIds, onToggle, onAddNew, max = Number.POSITIVE_INFINITY, title = 'انتخاب از مسافران قبلی',
}: SavedPassengersPickerProps) {
  const titleId = useId();
  const shown = kind === undefined ? passengers : passengers.filter((p) => p.kind === kind);
  const chosen = shown.filter((p) => selectedIds.includes(p.id)).length;
  const full = chosen >= max;

  return (
    <section className={classes.root} aria-labelledby={titleId} data-full={full || undefined}>
      <div className={classes.header}>
        <Title order={3} size="h6" id={titleId}>
          {title}
          {kind !== undefined && ` (${PASSENGER_KIND_LABELS[kind]})`}
        </Title>
        {Number.isFinite(max) && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {toPersianDigits(chosen)} از {toPersianDigits(max)} انتخاب شده
          </Text>
        )}
        {onAddNew && (
          <Button variant="light" size="sm" className={classes.addNew} leftSection={<IconUserPlus size={18} aria-hidden />} onClick={onAddNew}>
            مسافر جدید
          </Button>
        )}
      </div>
      {shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          {kind === undefined ? 'مسافر ذخیره‌شده‌ای ندارید.' : `مسافر ${PASSENGER_KIND_LABELS[kind]} ذخیره‌شده‌ای ندارید.`}
        </Text>
      ) : (
        <ul className={classes.list}>
          {shown.map((p) => {
            const selected = selectedIds.includes(p.id);
            return (
              <li key={p.id}>
                <Checkbox.Card
                  className={classes.card}
                  radius="md"
                  checked={selected}
                  disabled={!selected && full}
                  onClick={() => onToggle(p, !selected)}
                  data-selected={selected || undefined}
                >
                  <Checkbox.Indicator size="md" className={classes.indicator} disabled={!selected && full} />
                  <span className={classes.text}>
                    {/* A Latin name runs left to right in its own line, so a long one keeps its start and is cut at its end. */}
                    <Text component="span" fw={700} size="sm" className={classes.name} dir={p.nameFa ? undefined : 'ltr'}>{p.nameFa || p.nameEn}</Text>
                    {p.nameFa && <Text component="span" size="xs" c="dimmed" className={classes.latin} dir="ltr">{p.nameEn}</Text>}
                    <Text component="span" size="xs" c="dimmed">{identity(p)}</Text>
                  </span>
                </Checkbox.Card>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
