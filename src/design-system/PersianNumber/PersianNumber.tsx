import { Text, type TextProps } from '@mantine/core';
import { formatNumber, normalizeDigits, toPersianDigits } from '../../domain/numbers';
import classes from './PersianNumber.module.css';

export interface PersianNumberProps extends Omit<TextProps, 'children' | 'span' | 'value'> {
  /** A number, or digits in any script ("12", "۱۲"). With separators, negative or non-numeric prints ۰ (SPEC §2). */
  value: number | string | null | undefined;
  /** Group thousands ("۲٬۴۵۰٬۰۰۰"). Turn off for codes, years and flight numbers: digits print as given ("۱۴۰۵"). @default true */
  separators?: boolean;
}

/** Any number in Persian digits; the machine-readable value stays on <data value>. */
export function PersianNumber({ value, separators = true, ...others }: PersianNumberProps) {
  const text = separators ? formatNumber(value) : toPersianDigits(normalizeDigits(String(value ?? '')).trim() || '0');
  const machine = typeof value === 'string' ? normalizeDigits(value.trim()) : String(value ?? '');
  return (
    <Text component="data" value={machine} className={classes.root} data-separators={separators || undefined} {...others}>
      {text}
    </Text>
  );
}
