/** GetHotel's answer: one hotel's facts and every room type × board it offers each room of the party. */
import type { HotelDetailResponse, HotelFacts, HotelRoomOffer, NormalizedStay } from '../../../src/contract';
import { toPersianDigits } from '../../../src/domain/numbers';
import type { CancellationPolicy, HotelStay, RoomOffer } from '../../inventory/hotels/supplier';
import type { Reference } from '../../reference';
import type { SlugIndex } from './slugs';
import { cancelsFree, districtSlug, freeCancellationUntil, hotelResult } from './results';

const fa = toPersianDigits;

export function cancellationText(policy: CancellationPolicy): string {
  if (!policy.refundable) return 'این رزرو قابل لغو نیست و هزینه آن بازگردانده نمی‌شود.';
  return `لغو رایگان تا ${fa(policy.freeUntilDaysBefore)} روز پیش از ورود؛ پس از آن ${fa(policy.penaltyPercent)} درصد مبلغ اقامت کسر می‌شود.`;
}

function roomOffer(o: RoomOffer, stay: NormalizedStay, today: string): HotelRoomOffer {
  return {
    key: o.key,
    roomTypeId: o.roomTypeId,
    board: o.board,
    nights: o.nights.map((n) => ({ date: n.date, price: n.price, roomsLeft: n.roomsLeft })),
    price: o.price,
    pricePerNight: Math.round(o.price / stay.nights),
    ...(o.localPrice ? { localPrice: o.localPrice } : {}),
    roomsLeft: o.roomsLeft,
    freeCancellation: cancelsFree(o.cancellation, stay.checkIn, today),
    freeCancellationUntil: freeCancellationUntil(o.cancellation, stay.checkIn),
    cancellationFa: cancellationText(o.cancellation),
  };
}

export function hotelFacts(ref: Reference, { hotel: h }: HotelStay, slugs: SlugIndex): HotelFacts {
  return {
    hotelId: h.id,
    nameFa: h.nameFa,
    nameEn: h.nameEn,
    stars: h.stars,
    kind: h.kind,
    cityId: h.cityId,
    cityNameFa: ref.cityById.get(h.cityId)?.nameFa ?? '',
    districtFa: h.districtFa,
    district: districtSlug(h.districtFa),
    addressFa: h.addressFa,
    latitude: h.latitude,
    longitude: h.longitude,
    amenities: h.amenities,
    checkInTime: h.checkInTime,
    checkOutTime: h.checkOutTime,
    guestScore: h.reviewCount > 0 ? h.guestScore : null,
    reviewCount: h.reviewCount,
    photos: h.photos,
    roomTypes: h.rooms.map((r) => ({ id: r.id, nameFa: r.nameFa, bedsFa: r.bedsFa, sizeM2: r.sizeM2, capacity: r.capacity })),
    boards: h.boards,
    cancellation: h.cancellation,
    ...(h.currency ? { currency: h.currency } : {}),
    slug: slugs.hotelSlug.get(h.id)!,
    citySlug: slugs.citySlug.get(h.cityId) ?? '',
  };
}

/** Offers cheapest first; sold-out ones after the rest, so the page lists what can be booked on top. */
const byBookableThenPrice = (a: HotelRoomOffer, b: HotelRoomOffer) => Number(a.roomsLeft <= 0) - Number(b.roomsLeft <= 0) || a.price - b.price;

export function hotelDetail(ref: Reference, hotelStay: HotelStay, stay: NormalizedStay, today: string, slugs: SlugIndex): HotelDetailResponse {
  const result = hotelResult(hotelStay, stay.checkIn, stay.nights, today);
  const cheapest = result && { ...result, slug: slugs.hotelSlug.get(result.hotelId)! };
  return {
    stay,
    hotel: hotelFacts(ref, hotelStay, slugs),
    rooms: hotelStay.rooms.map((offers) => offers.map((o) => roomOffer(o, stay, today)).sort(byBookableThenPrice)),
    cheapest: cheapest && cheapest.roomsLeft > 0 ? cheapest : null,
  };
}
