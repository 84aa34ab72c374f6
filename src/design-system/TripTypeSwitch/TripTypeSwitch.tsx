import { Chip, SegmentedControl } from '@mantine/core';
import { TRIP_TYPE_LABELS, TripType } from '../../domain/enums';
import classes from './TripTypeSwitch.module.css';

/** SPEC §3's three trip types, in their order. */
export const ALL_TRIP_TYPES: readonly TripType[] = [TripType.OneWay, TripType.RoundTrip, TripType.MultiDestination];
/** Domestic search offers no multi-destination trip. */
export const DOMESTIC_TRIP_TYPES: readonly TripType[] = [TripType.OneWay, TripType.RoundTrip];

export interface TripTypeSwitchProps {
  /** The chosen trip type. */
  value: TripType;
  /** Called with the trip type the traveller picks (never with the current one). */
  onChange: (value: TripType) => void;
  /** Which trip types to offer, in order. @default ALL_TRIP_TYPES (one-way, round trip, multi-destination) */
  options?: readonly TripType[];
  /** `segmented` (one control with a sliding thumb) or `chips` (radio chips). @default 'segmented' */
  variant?: 'segmented' | 'chips';
  /** Names the radio group for screen readers. @default 'نوع سفر' */
  label?: string;
  /** @default false */
  disabled?: boolean;
  className?: string;
}

/** One-way, round trip or multi-destination, as one radio group with Persian labels from the domain. */
export function TripTypeSwitch(props: TripTypeSwitchProps) {
  const { value, onChange, options = ALL_TRIP_TYPES, variant = 'segmented', label = 'نوع سفر', disabled = false, className } = props;
  const pick = (text: string) => {
    const next = Number(text) as TripType;
    if (next !== value) onChange(next);
  };
  const rootClass = [classes.root, className].filter(Boolean).join(' ');

  if (variant === 'chips') {
    return (
      <div role="radiogroup" aria-label={label} className={rootClass} data-variant="chips">
        <Chip.Group multiple={false} value={String(value)} onChange={pick}>
          {options.map((option) => (
            <Chip key={option} value={String(option)} size="md" disabled={disabled} className={classes.chip}>
              {TRIP_TYPE_LABELS[option]}
            </Chip>
          ))}
        </Chip.Group>
      </div>
    );
  }
  return (
    <SegmentedControl
      aria-label={label}
      className={rootClass}
      classNames={{ label: classes.segment }}
      data-variant="segmented"
      size="md"
      radius="xl"
      value={String(value)}
      onChange={pick}
      disabled={disabled}
      data={options.map((option) => ({ value: String(option), label: TRIP_TYPE_LABELS[option] }))}
    />
  );
}
