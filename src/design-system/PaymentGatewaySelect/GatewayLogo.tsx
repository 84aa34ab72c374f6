import type { CSSProperties } from 'react';
import type { PaymentGateway } from './PaymentGatewaySelect';
import classes from './PaymentGatewaySelect.module.css';

/** The bank's logo, or a coloured badge with its short name; decorative (the name is printed beside it). */
export function GatewayLogo({ gateway }: { gateway: PaymentGateway }) {
  if (gateway.logoUrl) {
    return <img className={classes.logo} src={gateway.logoUrl} alt="" width={40} height={40} />;
  }
  const short = gateway.shortName ?? gateway.name.replace(/^بانک\s+/, '').split(/\s+/)[0]!.slice(0, 4);
  const style = { '--gateway-color': `var(--mantine-color-${gateway.color ?? 'brand'}-9)` } as CSSProperties;
  return (
    <span className={classes.logo} style={style} data-fallback aria-hidden>
      {short}
    </span>
  );
}
