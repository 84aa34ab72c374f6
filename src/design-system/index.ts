export { theme } from './theme';
export { CurrencyIcon } from './CurrencyIcon';
export type { Currency, CurrencyIconProps } from './CurrencyIcon';
export { PriceText } from './PriceText';
export type { PriceTextProps } from './PriceText';
export { showToast, TOAST_DURATION_MS, TOAST_LIMIT } from './toast';
export type { ToastTone } from './toast';
export { ThemeProvider } from './ThemeProvider';
