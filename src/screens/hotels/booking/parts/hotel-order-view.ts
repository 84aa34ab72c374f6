import type { HotelGuestInput, HotelOrderDetails, HotelOrderRoom } from '../../../../contract';
import {
  EMPTY_PASSENGER, visibleFields, type HotelVoucherData, type PassengerFormValue, type PriceLine,
} from '../../../../design-system';
import { toPersianDigits } from '../../../../domain';
import { BOARD_LABELS } from '../../../../domain/hotels';
import { voucherStateOf } from '../../../booking/parts/booked-product';
import { personInputOf } from '../../../booking/parts/passenger-input';

/** A hotel photo key (`hotels/<id>/<n>`) as the image service's address, sized for a thumbnail. */
export const hotelPhotoUrl = (key: string) => `/images/${key}.jpg?rmode=crop&width=240&height=180`;

/** The guest form's value as the API's lead guest: a passenger's fields without a birth date. */
export function guestInputOf(value: PassengerFormValue, passengerId?: string): HotelGuestInput {
  const input: HotelGuestInput = personInputOf(value, visibleFields(value, false, true));
  if (passengerId) input.passengerId = passengerId;
  return input;
}

export const EMPTY_GUEST: PassengerFormValue = EMPTY_PASSENGER;

/**
 * «اتاق ۱: دوتخته دبل، با صبحانه، ۳ شب». Commas, not «·», between the parts: beside Persian
 * digits a middle dot reads as a zero.
 */
export function roomLabel(index: number, room: Pick<HotelOrderRoom, 'roomNameFa' | 'board'>, nights: number): string {
  const name = room.roomNameFa.replace(/^اتاق\s+/, '');
  return `اتاق ${toPersianDigits(index + 1)}: ${name}، ${BOARD_LABELS[room.board]}، ${toPersianDigits(nights)} شب`;
}

/** The order's rooms as price lines for the breakdown. */
export const roomLinesOf = (order: Pick<HotelOrderDetails, 'rooms' | 'stay'>): PriceLine[] =>
  order.rooms.map((room, i) => ({ key: room.id, label: roomLabel(i, room, order.stay.nights), amount: room.price }));

/** The order as the voucher card shows it. */
export function voucherOf(order: HotelOrderDetails): HotelVoucherData {
  const { hotel } = order;
  const photo = hotel.photos[0];
  return {
    orderNumber: order.number,
    confirmationNumber: order.confirmationNumber,
    state: voucherStateOf(order.status),
    statusFa: order.statusFa,
    hotelNameFa: hotel.nameFa,
    hotelNameEn: hotel.nameEn,
    stars: hotel.stars,
    cityFa: hotel.cityNameFa,
    addressFa: hotel.addressFa,
    ...(photo ? { photoUrl: hotelPhotoUrl(photo) } : {}),
    checkIn: order.stay.checkIn,
    checkOut: order.stay.checkOut,
    nights: order.stay.nights,
    checkInTime: hotel.checkInTime,
    checkOutTime: hotel.checkOutTime,
    rooms: order.rooms.map((room) => ({
      key: room.id,
      nameFa: room.roomNameFa,
      bedsFa: room.bedsFa,
      board: room.board,
      adults: room.adults,
      childAges: room.childAges,
      guestFa: [room.leadGuest.firstNameFa, room.leadGuest.lastNameFa].filter(Boolean).join(' ') || `${room.leadGuest.firstNameEn} ${room.leadGuest.lastNameEn}`,
      guestEn: `${room.leadGuest.firstNameEn} ${room.leadGuest.lastNameEn}`.toUpperCase(),
      price: room.price,
    })),
    cancellationFa: order.cancellationFa,
    specialRequests: order.specialRequests,
  };
}

/** Where a hotel order is looked at after it is booked. */
export const hotelConfirmPath = (orderId: string) => `/hotels/confirm/${encodeURIComponent(orderId)}/`;
export const hotelVoucherPath = (orderId: string) => `/hotels/voucher/${encodeURIComponent(orderId)}/`;
