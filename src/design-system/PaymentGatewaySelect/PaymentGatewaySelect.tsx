import { Radio, Text } from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { DEFAULT_GATEWAY_ID } from '../../domain/constants';
import { GatewayLogo } from './GatewayLogo';
import classes from './PaymentGatewaySelect.module.css';

/** A bank gateway as the picker shows it. */
export interface PaymentGateway {
  /** The gatewayId sent to /payment/Pay/Create. */
  id: number;
  /** Persian name: "بانک ملت". */
  name: string;
  /** Logo image (an inline SVG data: URL works offline); without one a coloured badge is drawn. */
  logoUrl?: string;
  /** A few letters for the badge: "ملت". @default the first word after «بانک», cut to 4 letters */
  shortName?: string;
  /** Badge colour, a Mantine colour name whose shade 9 carries white text. @default 'brand' */
  color?: string;
  /** A line under the name: "پرداخت با همه کارت‌های شتاب". */
  description?: ReactNode;
  /** Out of service: shown but not choosable. @default false */
  disabled?: boolean;
}

export interface PaymentGatewaySelectProps {
  gateways: readonly PaymentGateway[];
  /** The chosen gateway id (controlled). */
  value?: number | null;
  /** Initial choice when uncontrolled. @default DEFAULT_GATEWAY_ID (1, SPEC §9), or the first enabled gateway */
  defaultValue?: number;
  onChange?: (id: number) => void;
  /** Group label. @default 'انتخاب درگاه پرداخت' */
  label?: ReactNode;
  error?: ReactNode;
  /** The choice is locked (while the payment is being created): each gateway shows as it is, none can be chosen. @default false */
  disabled?: boolean;
}

/** Bank gateways as radio cards with logos; one is chosen from the start. */
export function PaymentGatewaySelect({ gateways, value, defaultValue, onChange, label = 'انتخاب درگاه پرداخت', error, disabled = false }: PaymentGatewaySelectProps) {
  const enabled = gateways.filter((g) => !g.disabled);
  const fallback = enabled.some((g) => g.id === DEFAULT_GATEWAY_ID) ? DEFAULT_GATEWAY_ID : enabled[0]?.id ?? null;
  const [chosen, setChosen] = useUncontrolled<number | null>({
    value, defaultValue: defaultValue ?? fallback, finalValue: null, onChange: (id) => id !== null && onChange?.(id),
  });

  return (
    <Radio.Group
      label={label}
      error={error}
      value={chosen === null ? null : String(chosen)}
      onChange={(next) => setChosen(Number(next))}
      classNames={{ label: classes.label }}
    >
      <div className={classes.list}>
        {gateways.map((g) => (
          <Radio.Card
            key={g.id}
            value={String(g.id)}
            disabled={g.disabled || disabled}
            radius="md"
            className={classes.card}
            data-checked={chosen === g.id || undefined}
            data-disabled={g.disabled || undefined}
          >
            <Radio.Indicator size="md" className={classes.indicator} disabled={g.disabled || disabled} />
            <GatewayLogo gateway={g} />
            <span className={classes.text}>
              <Text component="span" fw={700} size="sm">{g.name}</Text>
              {g.disabled ? (
                <Text component="span" size="xs" c="dimmed">موقتاً در دسترس نیست</Text>
              ) : (
                g.description && <Text component="span" size="xs" c="dimmed">{g.description}</Text>
              )}
            </span>
          </Radio.Card>
        ))}
      </div>
    </Radio.Group>
  );
}
