import type { TourOrderDetails } from '../../../contract';
import type { TourVoucherData } from '../../../design-system';
import { TOUR_PRICE_KIND_LABELS } from '../../../domain/tours';
import { voucherStateOf } from '../../booking/parts/booked-product';
import { orderTravellerName } from '../../booking/parts/OrderTravellers';

/** The order as the voucher card shows it. */
export function tourVoucherOf(order: TourOrderDetails): TourVoucherData {
  return {
    orderNumber: order.number,
    confirmationCode: order.confirmationCode,
    state: voucherStateOf(order.status),
    statusFa: order.statusFa,
    titleFa: order.tour.titleFa,
    destinationFa: order.tour.destinationFa,
    departureDate: order.departure.departureDate,
    returnDate: order.departure.returnDate,
    nights: order.departure.nights,
    airlineFa: order.departure.airlineNameFa,
    airlineCode: order.departure.airlineCode,
    hotelFa: order.hotel.hotelNameFa,
    stars: order.hotel.stars,
    boardFa: order.hotel.boardFa,
    rooms: order.rooms.map((r, i) => ({ key: String(i), travellers: r.travellers.map((t) => (order.passengers[t] ? orderTravellerName(order.passengers[t]) : '')) })),
    travellers: order.passengers.map((p) => ({
      key: p.id,
      nameFa: orderTravellerName(p),
      nameEn: `${p.firstNameEn} ${p.lastNameEn}`.toUpperCase(),
      kindFa: TOUR_PRICE_KIND_LABELS[p.priceKind],
    })),
    includesFa: order.tour.includesFa,
    documentsFa: order.tour.documentsFa,
    cancellationFa: order.cancellationFa,
  };
}
