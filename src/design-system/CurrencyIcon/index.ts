export { CurrencyIcon } from './CurrencyIcon';
export type { Currency, CurrencyIconProps } from './CurrencyIcon';
