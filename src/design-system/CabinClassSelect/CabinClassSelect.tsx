import { NativeSelect } from '@mantine/core';
import { IconArmchair } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Cabin, CABIN_LABELS } from '../../domain/enums';
import classes from './CabinClassSelect.module.css';

/** Economy, business, first: SPEC §3's order, cheapest first. */
export const CABIN_OPTIONS: readonly Cabin[] = [Cabin.Economy, Cabin.Business, Cabin.First];

export interface CabinClassSelectProps {
  /** The chosen cabin. */
  value: Cabin;
  /** Called with the cabin the traveller picks. */
  onChange: (value: Cabin) => void;
  /** Which cabins to offer. @default CABIN_OPTIONS (all three) */
  options?: readonly Cabin[];
  /** Visible label. @default 'کلاس پرواز' */
  label?: ReactNode;
  /** @default false */
  disabled?: boolean;
  className?: string;
}

/**
 * The cabin class with the domain's Persian labels, as the phone's own select: three short
 * choices need no custom dropdown, and the native one is the best touch target there is.
 */
export function CabinClassSelect({ value, onChange, options = CABIN_OPTIONS, label = 'کلاس پرواز', disabled = false, className }: CabinClassSelectProps) {
  return (
    <NativeSelect
      size="md"
      label={label}
      className={className}
      classNames={{ input: classes.input }}
      data-cabin={value}
      leftSection={<IconArmchair size={18} aria-hidden />}
      value={String(value)}
      disabled={disabled}
      onChange={(event) => onChange(Number(event.currentTarget.value) as Cabin)}
      data={options.map((cabin) => ({ value: String(cabin), label: CABIN_LABELS[cabin] }))}
    />
  );
}
