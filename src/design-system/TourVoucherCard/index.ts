export { TourVoucherCard } from './TourVoucherCard';
export type { TourVoucherCardProps } from './TourVoucherCard';
export type { TourVoucherData, TourVoucherTraveller } from './types';
