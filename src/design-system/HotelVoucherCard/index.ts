export { HotelVoucherCard } from './HotelVoucherCard';
export type { HotelVoucherCardProps } from './HotelVoucherCard';
export type { HotelVoucherData, VoucherRoom, VoucherState } from './types';
