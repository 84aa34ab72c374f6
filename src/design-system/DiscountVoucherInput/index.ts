export { DiscountVoucherInput, normalizeVoucherCode } from './DiscountVoucherInput';
export type { DiscountVoucherInputProps } from './DiscountVoucherInput';
