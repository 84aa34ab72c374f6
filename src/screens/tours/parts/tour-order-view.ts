import type { OrderStatus, TourOrderDetails, TourPassengerInput } from '../../../contract';
import { visibleFields, type PassengerFormValue, type TourVoucherData, type VoucherState } from '../../../design-system';
import type { PassengerKind } from '../../../domain';
import { TOUR_PRICE_KIND_LABELS } from '../../../domain/tours';
import { personInputOf } from '../../booking/parts/passenger-input';
import { tourTravellerName } from './tour-view';

/** The traveller form's value as the Book call's passenger: a flight passenger's fields, birth date included. */
export function tourTravellerInputOf(value: PassengerFormValue, kind: PassengerKind, international: boolean, passengerId?: string): TourPassengerInput {
  const input: TourPassengerInput = { passengerType: kind, ...personInputOf(value, visibleFields(value, international)), birthDate: value.birthDate ?? '' };
  if (passengerId) input.passengerId = passengerId;
  return input;
}

const VOUCHER_STATE: Partial<Record<OrderStatus, VoucherState>> = {
  Issued: 'issued', Paid: 'pending', Cancelled: 'cancelled', Expired: 'cancelled', Refunded: 'refunded',
  RefundRequested: 'issued', PartiallyRefunded: 'issued',
};

/** The order as the voucher card shows it. */
export function tourVoucherOf(order: TourOrderDetails): TourVoucherData {
  return {
    orderNumber: order.number,
    confirmationCode: order.confirmationCode,
    state: VOUCHER_STATE[order.status] ?? 'pending',
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
    rooms: order.rooms.map((r, i) => ({ key: String(i), travellers: r.travellers.map((t) => (order.passengers[t] ? tourTravellerName(order.passengers[t]) : '')) })),
    travellers: order.passengers.map((p) => ({
      key: p.id,
      nameFa: tourTravellerName(p),
      nameEn: `${p.firstNameEn} ${p.lastNameEn}`.toUpperCase(),
      kindFa: TOUR_PRICE_KIND_LABELS[p.priceKind],
    })),
    includesFa: order.tour.includesFa,
    documentsFa: order.tour.documentsFa,
    cancellationFa: order.cancellationFa,
  };
}
