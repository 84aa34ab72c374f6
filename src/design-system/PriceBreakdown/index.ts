export { baseFareOf, payableTotal, PriceBreakdown } from './PriceBreakdown';
export type { PassengerFareRow, PriceBreakdownProps, PriceLine } from './PriceBreakdown';
