/**
 * Money display. Amounts are integer rials everywhere (API, database, stores); the unit shown
 * is one setting, rial or toman (1 toman = 10 rials), see REFERENCE "Money".
 */
import { formatNumber, normalizeDigits } from './numbers';

export type MoneyUnit = 'rial' | 'toman';

/** SPEC §9 shows the rial icon. */
export const DEFAULT_MONEY_UNIT: MoneyUnit = 'rial';

export const MONEY_UNIT_LABELS: Readonly<Record<MoneyUnit, string>> = { rial: 'ریال', toman: 'تومان' };

const RIALS_PER_UNIT: Readonly<Record<MoneyUnit, number>> = { rial: 1, toman: 10 };

/** The amount in the display unit; toman rounds half up, to a whole toman. */
export function rialsToUnit(rials: number, unit: MoneyUnit): number {
  return Math.round(rials / RIALS_PER_UNIT[unit]);
}

export function unitToRials(amount: number, unit: MoneyUnit): number {
  return Math.round(amount * RIALS_PER_UNIT[unit]);
}

export interface FormattedMoney {
  /** "۱۲٬۰۰۰" */
  readonly amount: string;
  /** "تومان" */
  readonly unitLabel: string;
  /** "۱۲٬۰۰۰ تومان" */
  readonly text: string;
}

/** Integer rials in the display unit, Persian digits and separators; negative or non-numeric prints ۰. */
export function formatMoney(rials: unknown, unit: MoneyUnit = DEFAULT_MONEY_UNIT): FormattedMoney {
  const value = typeof rials === 'string' ? Number(normalizeDigits(rials.trim())) : rials;
  const n = typeof value === 'number' && Number.isFinite(value) && value > 0 ? rialsToUnit(value, unit) : 0;
  const amount = formatNumber(n);
  const unitLabel = MONEY_UNIT_LABELS[unit];
  return { amount, unitLabel, text: `${amount} ${unitLabel}` };
}
