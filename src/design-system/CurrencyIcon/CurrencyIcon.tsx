import { VisuallyHidden } from '@mantine/core';
import classes from './CurrencyIcon.module.css';

export type Currency = 'rial' | 'dirham';

const GLYPH: Record<Currency, string> = { rial: '﷼', dirham: 'د.إ' };
const NAME: Record<Currency, string> = { rial: 'ریال', dirham: 'درهم' };

export interface CurrencyIconProps {
  /** Which currency sign to draw. @default 'rial' */
  currency?: Currency;
}

/** The rial or dirham sign (SPEC §9); screen readers hear the currency's Persian name. */
export function CurrencyIcon({ currency = 'rial' }: CurrencyIconProps) {
  return (
    <>
      <span className={classes.glyph} data-currency={currency} aria-hidden>
        {GLYPH[currency]}
      </span>
      <VisuallyHidden>{NAME[currency]}</VisuallyHidden>
    </>
  );
}
