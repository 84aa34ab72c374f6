import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { HotelBookRequest, HotelOrderHotel, NormalizedStay } from '../../../src/contract';
import { formatNumber, toPersianDigits } from '../../../src/domain/numbers';
import { hotelOrderRooms, hotelOrders, orderEvents, orders } from '../../db/schema';
import { BadRequest, badField, type FieldErrors } from '../../http/envelope';
import type { Hotel, HotelStay, HotelSupplier, RoomOffer } from '../../inventory/hotels/supplier';
import type { Reference } from '../../reference';
import { checkGuest, type CleanGuest } from '../../rules/passenger';
import { canonicalMobile } from '../../rules/phone';
import { tehranToday } from '../../time/calendar';
import { gregorianDate } from '../flight-catalog/search';
import { HOLD_MINUTES } from '../flight-reservation/seats';
import { resolveStay, type ResolvedStay } from '../hotel-catalog/stay';
import { asDb, type Booking } from '../orders/booking';
import type { OrderRow } from '../orders/store';
import { bookOnce } from '../orders/once';
import { takeRooms, type RoomNeed } from './rooms';

export interface HotelBookDeps {
  b: Booking;
  /** Rooms left counting our own bookings (RoomsLeftSupplier). */
  hotels: HotelSupplier;
  ref: Reference;
}

const fa = toPersianDigits;
export const SOLD_OUT = 'این اتاق برای این تاریخ‌ها تمام شده است؛ اتاق دیگری انتخاب کنید.';

function merge(into: FieldErrors, from: FieldErrors) {
  for (const [field, messages] of Object.entries(from)) (into[field] ??= []).push(...messages);
}

/** Dates, rooms and guests together, so one 400 names every problem. */
async function checkBody(d: HotelBookDeps, body: HotelBookRequest, today: string) {
  const errors: FieldErrors = {};
  let resolved: ResolvedStay | undefined;
  try {
    resolved = await resolveStay(d.ref, d.hotels, {
      hotelId: body.hotelId, checkIn: body.checkIn, checkOut: body.checkOut, isJalali: body.isJalali ?? false,
      rooms: body.rooms.map((r) => ({ adults: r.adults, childAges: r.childAges ?? [] })),
    }, today);
  } catch (error) {
    if (!(error instanceof BadRequest)) throw error;
    merge(errors, error.errors);
  }
  const checkOut = resolved?.stay.checkOut ?? gregorianDate(body.checkOut, body.isJalali) ?? today;
  const guests = body.rooms.map((r, i) => checkGuest(r.leadGuest, `rooms[${i}].leadGuest`, { today, checkOut }, errors));
  const mobile = canonicalMobile(body.contact.mobile);
  if (!mobile) (errors['contact.mobile'] ??= []).push('شماره موبایل معتبر نیست.');
  if (Object.keys(errors).length > 0 || !resolved || !mobile) throw new BadRequest(errors);
  return { resolved, guests: guests as CleanGuest[], mobile };
}

/** Each room's offer, as the hotel page offered it for this stay and this room's party. */
function chooseOffers(hotelStay: HotelStay, body: HotelBookRequest): RoomOffer[] {
  const errors: FieldErrors = {};
  const offers = body.rooms.map((r, i) => {
    const offer = hotelStay.rooms[i]?.find((o) => o.key === r.offerKey);
    if (!offer) {
      const otherRoom = hotelStay.rooms.findIndex((list) => list.some((o) => o.key === r.offerKey));
      errors[`rooms[${i}].offerKey`] = [otherRoom >= 0
        ? `این اتاق برای مسافران اتاق ${fa(i + 1)} جا ندارد؛ اتاقی متناسب با تعداد مسافران انتخاب کنید.`
        : 'این اتاق از این هتل و برای این تاریخ‌ها نیست؛ صفحه هتل را دوباره باز کنید و اتاق را انتخاب کنید.'];
    }
    return offer!;
  });
  if (Object.keys(errors).length > 0) throw new BadRequest(errors);
  return offers;
}

/** Rooms of one type asked by several rooms of the party share its stock: one need per type and night. */
function roomNeeds(offers: RoomOffer[]): RoomNeed[] {
  const needs = new Map<string, RoomNeed>();
  for (const o of offers) {
    for (const n of o.nights) {
      const key = `${o.roomTypeId}|${n.date}`;
      const need = needs.get(key) ?? { roomTypeId: o.roomTypeId, night: n.date, rooms: 0, capacity: n.roomsLeft };
      need.rooms += 1;
      needs.set(key, need);
    }
  }
  return [...needs.values()];
}

/** Every room whose type has too few rooms on some night, before anything is written. */
function checkRoomsLeft(offers: RoomOffer[], needs: RoomNeed[]) {
  const errors: FieldErrors = {};
  offers.forEach((o, i) => {
    const short = needs.filter((n) => n.roomTypeId === o.roomTypeId && n.capacity < n.rooms);
    if (short.length === 0) return;
    const fewest = Math.min(...short.map((n) => n.capacity));
    errors[`rooms[${i}].offerKey`] = [fewest <= 0 ? SOLD_OUT : `از این اتاق برای این تاریخ‌ها فقط ${fa(fewest)} اتاق مانده است.`];
  });
  if (Object.keys(errors).length > 0) throw new BadRequest(errors);
}

export function orderHotel(ref: Reference, h: Hotel): HotelOrderHotel {
  return {
    hotelId: h.id, nameFa: h.nameFa, nameEn: h.nameEn, stars: h.stars, kind: h.kind, cityId: h.cityId, cityNameFa: ref.cityById.get(h.cityId)?.nameFa ?? '',
    districtFa: h.districtFa, addressFa: h.addressFa, latitude: h.latitude, longitude: h.longitude, checkInTime: h.checkInTime, checkOutTime: h.checkOutTime, photos: h.photos,
  };
}

/**
 * Book: checks the request, prices it again from the supplier and, in one transaction, creates the
 * order (Reserved, held HOLD_MINUTES like a flight), its hotel part and rooms, and takes the room
 * nights; a night that ran out meanwhile rolls all of it back.
 */
export function bookHotel(d: HotelBookDeps, userId: string, body: HotelBookRequest): Promise<OrderRow> {
  return bookOnce(d.b.db, userId, body.clientRequestId, 'Hotel', () => bookNew(d, userId, body));
}

async function bookNew(d: HotelBookDeps, userId: string, body: HotelBookRequest): Promise<OrderRow> {
  const { b } = d;
  const today = tehranToday(b.now());
  const { resolved, guests, mobile } = await checkBody(d, body, today);
  const [hotelStay] = await d.hotels.hotels(resolved.query);
  if (!hotelStay) throw badField('hotelId', 'این هتل پیدا نشد.');
  const offers = chooseOffers(hotelStay, body);
  const needs = roomNeeds(offers);
  checkRoomsLeft(offers, needs);
  const total = offers.reduce((sum, o) => sum + o.price, 0);
  if (total !== body.expectedPrice) {
    throw badField('expectedPrice', `قیمت این اقامت تغییر کرده است؛ مبلغ تازه ${formatNumber(total)} ریال است. مبلغ را بررسی و دوباره رزرو کنید.`);
  }

  const plan: Plan = { userId, body, hotelStay, stay: resolved.stay, offers, needs, guests, mobile, total, hotel: orderHotel(d.ref, hotelStay.hotel) };
  return insertBooking(b, plan);
}

/** A checked and priced booking, ready to write. */
interface Plan {
  userId: string;
  body: HotelBookRequest;
  hotelStay: HotelStay;
  stay: NormalizedStay;
  offers: RoomOffer[];
  needs: RoomNeed[];
  guests: CleanGuest[];
  mobile: string;
  total: number;
  hotel: HotelOrderHotel;
}

/** The order, its hotel part and rooms, and the room nights, in one transaction; too few rooms rolls it all back. */
function insertBooking(b: Booking, p: Plan): Promise<OrderRow> {
  const { userId, body, stay, offers, hotel, total } = p;
  const orderId = randomUUID();
  const roomTypes = new Map(p.hotelStay.hotel.rooms.map((r) => [r.id, r]));
  const people = stay.rooms.reduce((sum, r) => sum + r.adults + r.childAges.length, 0);
  return b.db.transaction(async (t) => {
    const tx = asDb(t);
    const [order] = await tx.insert(orders).values({
      id: orderId, userId, product: 'Hotel', status: 'Reserved', channel: body.chanel ?? 'WebSite', clientRequestId: body.clientRequestId ?? null,
      baseAmount: total, discountAmount: 0, payableAmount: total, title: `${hotel.nameFa}، ${hotel.cityNameFa}`, passengerCount: people,
      departureTime: stay.checkIn, contactMobile: p.mobile, contactEmail: body.contact.email?.trim().toLowerCase() || null,
      reservedAt: sql`now()`, holdExpiresAt: sql`now() + make_interval(mins => ${HOLD_MINUTES})`,
    }).returning();
    await tx.insert(orderEvents).values({ orderId, status: 'Reserved', note: 'اتاق‌ها تا پایان مهلت پرداخت برای شما نگه داشته شد.' });
    await tx.insert(hotelOrders).values({
      orderId, hotelId: hotel.hotelId, hotel, checkIn: stay.checkIn, checkOut: stay.checkOut, stay, cancellation: p.hotelStay.hotel.cancellation,
      specialRequests: body.specialRequests?.trim() || null,
    });
    await tx.insert(hotelOrderRooms).values(offers.map((o, idx) => ({
      id: randomUUID(), orderId, idx, offerKey: o.key, roomTypeId: o.roomTypeId, roomNameFa: roomTypes.get(o.roomTypeId)?.nameFa ?? o.roomTypeId,
      bedsFa: roomTypes.get(o.roomTypeId)?.bedsFa ?? '', board: o.board, adults: stay.rooms[idx]!.adults, childAges: stay.rooms[idx]!.childAges,
      leadGuest: p.guests[idx]!, nights: o.nights.map((n) => ({ date: n.date, price: n.price, roomsLeft: n.roomsLeft })), price: o.price,
    })));
    const changes = await takeRooms(tx, orderId, hotel.hotelId, p.needs, 'Held');
    // Another booking took the last rooms since the check above: nothing of this one stays.
    if (!changes) throw badField('rooms[0].offerKey', SOLD_OUT);
    await b.live.publish(tx, { kind: 'order', userId, orderId, status: 'Reserved' });
    await b.live.publish(tx, { kind: 'seats', changes });
    return order!;
  });
}
