export { baseFareOf, payableTotal, PriceBreakdown } from './PriceBreakdown';
export type { PassengerFareRow, PriceBreakdownProps } from './PriceBreakdown';
