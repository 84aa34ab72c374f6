import type { TourOrderDetails } from '../../../contract';
import { toPersianDigits } from '../../../domain';
import { TOUR_PRICE_KIND_LABELS } from '../../../domain/tours';
import { OrderTravellers } from '../../booking/parts/OrderTravellers';
import { orderTravellerName } from '../../booking/parts/OrderTravellers';

/** The travellers of a tour order, each with how they are priced. */
export function TourTravellerList({ order }: { order: Pick<TourOrderDetails, 'passengers'> }) {
  return <OrderTravellers travellers={order.passengers} kindOf={(p) => TOUR_PRICE_KIND_LABELS[p.priceKind]} />;
}

/** «اتاق ۱: سارا احمدی، علی رضایی» lines of an order. */
export const orderRoomsFa = (order: Pick<TourOrderDetails, 'rooms' | 'passengers'>) =>
  order.rooms.map((r, i) => `اتاق ${toPersianDigits(i + 1)}: ${r.travellers.map((t) => (order.passengers[t] ? orderTravellerName(order.passengers[t]) : '')).join('، ')}`);

/** «۲ بزرگسال، ۱ کودک» of an order. */
export function orderPartyFa(order: Pick<TourOrderDetails, 'passengers'>) {
  const count = (t: number) => order.passengers.filter((p) => p.passengerType === t).length;
  return ([[count(1), 'بزرگسال'], [count(2), 'کودک'], [count(3), 'نوزاد']] as const).filter(([n]) => n > 0).map(([n, w]) => `${toPersianDigits(n)} ${w}`).join('، ');
}
