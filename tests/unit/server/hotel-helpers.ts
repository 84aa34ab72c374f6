import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { HotelBookRequest, HotelDestinationsResponse, HotelDetailResponse, HotelGuestInput, HotelOrderDetails, HotelRoomOffer } from '../../../src/contract';
import type { Hotel } from '../../../server/inventory/hotels/supplier';
import { ReferenceHotelSupplier } from '../../../server/inventory/hotels/reference-supplier';
import type { Db } from '../../../server/db';
import { loadReference } from '../../../server/reference';
import { day } from './booking-helpers';
import { get, nationalCode, post } from './server-fixture';

export const H = '/api/hotel-reservation/HotelReservation';
const CATALOG = '/api/hotel-catalog/HotelCatalog';

let seq = 0;
/** An Iranian lead guest with a valid national code. */
export function guest(extra: Partial<HotelGuestInput> = {}): HotelGuestInput {
  seq += 1;
  return {
    firstNameFa: 'مریم', lastNameFa: 'احمدی', firstNameEn: 'Maryam', lastNameEn: 'Ahmadi', gender: 'Female',
    nationalCode: nationalCode(String(200_000_000 + seq * 7919 + Math.floor(Math.random() * 1000)).slice(0, 9)), ...extra,
  };
}

/** The reference catalogue's hotels of a city, to pick one by its facts (policy, room types). */
export async function cityHotels(app: FastifyInstance, db: Db, cityFa = 'مشهد'): Promise<Hotel[]> {
  const res = await get(app, `${CATALOG}/GetDestinations?q=${encodeURIComponent(cityFa)}`);
  const cityId = (res.json().data as HotelDestinationsResponse).cities[0]!.cityId;
  const all = await new ReferenceHotelSupplier(await loadReference(db)).allHotels();
  return all.filter((h) => h.cityId === cityId);
}

export interface Stay {
  hotelId: number;
  checkIn: string;
  checkOut: string;
  rooms: { adults: number; childAges?: number[] }[];
}

export async function hotelPage(app: FastifyInstance, stay: Stay): Promise<HotelDetailResponse> {
  const res = await post(app, `${CATALOG}/GetHotel`, stay);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.json().data;
}

/** The cheapest available offer for each room of the stay, and the Book body that takes them. */
export async function offerFor(app: FastifyInstance, stay: Stay): Promise<{ page: HotelDetailResponse; offers: HotelRoomOffer[]; body: HotelBookRequest }> {
  const page = await hotelPage(app, stay);
  const offers = page.rooms.map((list) => list.find((o) => o.roomsLeft >= stay.rooms.length));
  if (offers.some((o) => !o)) throw new Error(`no offer left at hotel ${stay.hotelId}`);
  const body: HotelBookRequest = {
    hotelId: stay.hotelId, checkIn: stay.checkIn, checkOut: stay.checkOut,
    rooms: stay.rooms.map((r, i) => ({ adults: r.adults, childAges: r.childAges ?? [], offerKey: offers[i]!.key, leadGuest: guest() })),
    contact: { mobile: '09121234567', email: 'guest@example.com' },
    expectedPrice: offers.reduce((s, o) => s + o!.price, 0),
  };
  return { page, offers: offers as HotelRoomOffer[], body };
}

/** A hotel of the city matching `pick` with rooms for a stay `from` days ahead, `nights` long. */
export async function stayAt(app: FastifyInstance, hotels: Hotel[], pick: (h: Hotel) => boolean, from: number, nights = 2, rooms: Stay['rooms'] = [{ adults: 2 }]) {
  for (const h of hotels.filter(pick)) {
    const stay: Stay = { hotelId: h.id, checkIn: day(from), checkOut: day(from + nights), rooms };
    const page = await hotelPage(app, stay);
    if (page.rooms.every((list) => list.some((o) => o.roomsLeft >= rooms.length))) return { hotel: h, stay };
  }
  throw new Error('no hotel fits');
}

export async function book(app: FastifyInstance, auth: Record<string, string>, body: unknown) {
  return post(app, `${H}/Book`, body, auth);
}

export async function booked(app: FastifyInstance, auth: Record<string, string>, body: HotelBookRequest): Promise<HotelOrderDetails> {
  const res = await book(app, auth, body);
  expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
  return res.json().data;
}

export async function details(app: FastifyInstance, auth: Record<string, string>, id: string): Promise<HotelOrderDetails> {
  const res = await get(app, `${H}/GetHotelOrderDetails/${id}`, auth);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.json().data;
}
