export { CipVoucherCard } from './CipVoucherCard';
export type { CipVoucherCardProps } from './CipVoucherCard';
export type { CipVoucherData, CipVoucherTraveller } from './types';
