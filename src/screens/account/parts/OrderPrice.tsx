import type { HotelOrderDetails, OrderDetails, VisaOrderDetails } from '../../../contract';
import { PriceBreakdown } from '../../../design-system';
import { fareRowsOf } from '../../booking/parts/price-rows';
import { roomLinesOf } from '../../hotels/booking/parts/hotel-order-view';
import { fareRows as visaFareRows } from '../../visa/VisaOrderParts';

export type PricedOrder =
  | { kind: 'flight'; order: OrderDetails }
  | { kind: 'visa'; order: VisaOrderDetails }
  | { kind: 'hotel'; order: HotelOrderDetails };

/**
 * An order's money as the confirm page shows it: fares per passenger, base, taxes, discount and
 * the payable total, each under its own label (the order's baseAmount already holds the taxes).
 */
export function OrderPrice({ priced }: { priced: PricedOrder }) {
  const { order } = priced;
  if (priced.kind === 'hotel') {
    return <PriceBreakdown lines={roomLinesOf(priced.order)} discount={order.discountAmount} total={order.payableAmount} />;
  }
  const { rows, taxes } = priced.kind === 'flight' ? fareRowsOf(priced.order) : { rows: visaFareRows(priced.order), taxes: 0 };
  return <PriceBreakdown passengers={rows} taxes={taxes} discount={order.discountAmount} total={order.payableAmount} />;
}
