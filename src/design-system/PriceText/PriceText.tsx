import { Text, type TextProps } from '@mantine/core';
import { formatNumber } from '../../domain/numbers';
import { CurrencyIcon, type Currency } from '../CurrencyIcon';
import classes from './PriceText.module.css';

export interface PriceTextProps extends Omit<TextProps, 'children' | 'span'> {
  /** Whole amount in the currency's unit (integer rials for IRR). Negative or missing prints ۰. */
  amount: number | null | undefined;
  /** Currency sign shown after the number. @default 'rial' */
  currency?: Currency;
  /** Strikes the price through, for a fare before its discount. @default false */
  struck?: boolean;
}

/** A price in Persian digits with thousands separators and the currency sign. */
export function PriceText({ amount, currency = 'rial', struck = false, fw, ...others }: PriceTextProps) {
  return (
    <Text
      component="span"
      className={classes.root}
      data-struck={struck || undefined}
      fw={fw ?? (struck ? 400 : 700)}
      {...others}
    >
      {struck && <del className={classes.amount}>{formatNumber(amount)}</del>}
      {!struck && <span className={classes.amount}>{formatNumber(amount)}</span>}
      <CurrencyIcon currency={currency} />
    </Text>
  );
}
