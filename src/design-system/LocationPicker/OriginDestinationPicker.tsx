import { ActionIcon } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { LocationPicker, type LocationScope } from './LocationPicker';
import type { LocationValue, Place } from './places';
import classes from './LocationPicker.module.css';

export interface RouteValue {
  origin: LocationValue | null;
  destination: LocationValue | null;
}

export interface OriginDestinationPickerProps {
  /** Origin and destination. */
  value: RouteValue;
  /** Called with both ends whenever one changes or they are swapped. */
  onChange: (value: RouteValue) => void;
  places: readonly Place[];
  /** @default 'domestic' */
  scope?: LocationScope;
  originError?: ReactNode;
  destinationError?: ReactNode;
  /** @default false */
  disabled?: boolean;
  className?: string;
}

/** Origin and destination pickers with a swap button between them; side by side when wide, stacked when narrow. */
export function OriginDestinationPicker(props: OriginDestinationPickerProps) {
  const { value, onChange, places, scope = 'domestic', originError, destinationError, disabled = false, className } = props;
  const empty = !value.origin && !value.destination;
  return (
    <div className={[classes.pair, className].filter(Boolean).join(' ')}>
      <div className={classes.pairInner}>
        <LocationPicker
          kind="origin"
          places={places}
          scope={scope}
          value={value.origin}
          error={originError}
          disabled={disabled}
          className={classes.pairField}
          onChange={(origin) => onChange({ ...value, origin })}
        />
        <ActionIcon
          variant="default"
          size={40}
          radius="xl"
          className={classes.swap}
          aria-label="جابه‌جایی مبدأ و مقصد"
          disabled={disabled || empty}
          onClick={() => onChange({ origin: value.destination, destination: value.origin })}
        >
          <IconArrowsExchange size={20} aria-hidden />
        </ActionIcon>
        <LocationPicker
          kind="destination"
          places={places}
          scope={scope}
          value={value.destination}
          error={destinationError}
          disabled={disabled}
          className={classes.pairField}
          onChange={(destination) => onChange({ ...value, destination })}
        />
      </div>
    </div>
  );
}
