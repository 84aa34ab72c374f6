import { useState, type CSSProperties } from 'react';
import classes from './AirlineLogo.module.css';

/** Badge backgrounds that carry white text at ≥ 5:1 (Mantine shade 9), picked by the airline code. */
const BADGE_COLORS = ['blue', 'teal', 'grape', 'red', 'indigo', 'cyan', 'violet', 'pink'] as const;

/** The same code always gets the same colour, so a badge is recognisable across cards. */
export function badgeColor(code: string): (typeof BADGE_COLORS)[number] {
  let hash = 0;
  for (const ch of code.toUpperCase()) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return BADGE_COLORS[hash % BADGE_COLORS.length]!;
}

export interface AirlineLogoProps {
  /** Airline code as Iranian sites use it ("W5", "IR"); shown in the badge when there is no logo. */
  code: string;
  /** Persian airline name, the image's alternative text. */
  name: string;
  /** Logo image; without one (or when it fails to load) a coloured badge with the code is drawn. */
  logoUrl?: string;
  /** Width and height in px. @default 32 */
  size?: number;
}

/** An airline's logo, or a coloured badge with its code when no logo is known. */
export function AirlineLogo({ code, name, logoUrl, size = 32 }: AirlineLogoProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const style = { '--airline-logo-size': `${size / 16}rem` } as CSSProperties;

  if (logoUrl && failedUrl !== logoUrl) {
    return (
      <img
        className={classes.root}
        style={style}
        src={logoUrl}
        alt={name}
        width={size}
        height={size}
        loading="lazy"
        onError={() => setFailedUrl(logoUrl)}
      />
    );
  }
  return (
    <span
      className={classes.root}
      style={{ ...style, backgroundColor: `var(--mantine-color-${badgeColor(code)}-9)` }}
      role="img"
      aria-label={name}
      data-fallback
    >
      <span aria-hidden>{code.slice(0, 3)}</span>
    </span>
  );
}
