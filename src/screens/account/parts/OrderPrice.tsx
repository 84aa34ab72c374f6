import type { CipOrderDetails, HotelOrderDetails, OrderDetails, TourOrderDetails, VisaOrderDetails } from '../../../contract';
import { PriceBreakdown } from '../../../design-system';
import { countedLinesOf } from '../../booking/parts/counted-lines';
import { fareRowsOf } from '../../booking/parts/price-rows';
import { roomLinesOf } from '../../hotels/booking/parts/hotel-order-view';
import { fareRows as visaFareRows } from '../../visa/VisaOrderParts';

export type PricedOrder =
  | { kind: 'flight'; order: OrderDetails }
  | { kind: 'visa'; order: VisaOrderDetails }
  | { kind: 'hotel'; order: HotelOrderDetails }
  | { kind: 'cip'; order: CipOrderDetails }
  | { kind: 'tour'; order: TourOrderDetails };

/**
 * An order's money as the confirm page shows it: fares per passenger, base, taxes, discount and
 * the payable total, each under its own label (the order's baseAmount already holds the taxes).
 */
export function OrderPrice({ priced }: { priced: PricedOrder }) {
  const { order } = priced;
  if (priced.kind === 'hotel') {
    return <PriceBreakdown lines={roomLinesOf(priced.order)} discount={order.discountAmount} total={order.payableAmount} />;
  }
  if (priced.kind === 'cip' || priced.kind === 'tour') {
    return <PriceBreakdown lines={countedLinesOf(priced.order.lines)} discount={order.discountAmount} total={order.payableAmount} />;
  }
  const { rows, taxes } = priced.kind === 'flight' ? fareRowsOf(priced.order) : { rows: visaFareRows(priced.order), taxes: 0 };
  return <PriceBreakdown passengers={rows} taxes={taxes} discount={order.discountAmount} total={order.payableAmount} />;
}
