import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { TourBookRequest, TourOrderDetails, TourPackage, TourPassengerInput, TourQuote, TourQuoteRequest, TourRoomInput } from '../../../src/contract';
import { addDays } from '../../../server/time/calendar';
import { bornBefore } from './booking-helpers';
import { get, nationalCode, post } from './server-fixture';

export const T = '/api/tours/Tour';
export const TR = '/api/tours/TourReservation';

let seq = 0;
/** A traveller `years` old on the departure day, Iranian; abroad with a passport valid long after. */
export function traveller(departureDate: string, years = 30, abroad = false, extra: Partial<TourPassengerInput> = {}): TourPassengerInput {
  seq += 1;
  return {
    firstNameFa: 'سارا', lastNameFa: 'کریمی', firstNameEn: 'Sara', lastNameEn: 'Karimi', gender: 'Female', birthDate: bornBefore(departureDate, years, 10),
    nationalCode: nationalCode(String(400_000_000 + seq * 7919 + Math.floor(Math.random() * 1000)).slice(0, 9)),
    ...(abroad ? { passportNumber: `P${String(10_000_000 + seq + Math.floor(Math.random() * 80_000_000))}`, passportExpiryDate: addDays(departureDate, 900) } : {}),
    ...extra,
  };
}

export async function tours(app: FastifyInstance): Promise<TourPackage[]> {
  const res = await get(app, `${T}/GetTours`);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

export async function quote(app: FastifyInstance, body: TourQuoteRequest): Promise<TourQuote> {
  const res = await post(app, `${T}/Quote`, body);
  expect(res.statusCode, res.body.slice(0, 400)).toBe(200);
  return res.json().data;
}

export interface Trip {
  slug?: string;
  /** Which coming departure (0 the first). */
  week?: number;
  /** Hotel option index. */
  hotel?: number;
  ages?: number[];
  rooms?: TourRoomInput[];
}

/** A Book body priced by Quote. */
export async function bookBody(app: FastifyInstance, t: Trip = {}): Promise<TourBookRequest> {
  const tour = (await tours(app)).find((p) => p.slug === (t.slug ?? 'kish-3-nights'))!;
  const departure = tour.departures[t.week ?? 2]!;
  const ages = t.ages ?? [30, 30];
  const abroad = tour.countryCode !== 'IR';
  const passengers = ages.map((a) => traveller(departure.departureDate, a, abroad));
  const rooms = t.rooms ?? [{ travellers: ages.map((_, i) => i) }];
  const body = { departureId: departure.id, hotelOptionId: departure.hotels[t.hotel ?? 0]!.id, rooms };
  const q = await quote(app, { ...body, passengers: passengers.map((p) => ({ birthDate: p.birthDate })) });
  return { ...body, passengers, contact: { mobile: '09121234567', email: 'tour@example.com' }, expectedPrice: q.total };
}

export const book = (app: FastifyInstance, auth: Record<string, string>, body: unknown) => post(app, `${TR}/Book`, body, auth);

export async function booked(app: FastifyInstance, auth: Record<string, string>, body: TourBookRequest): Promise<TourOrderDetails> {
  const res = await book(app, auth, body);
  expect(res.statusCode, res.body.slice(0, 600)).toBe(200);
  return res.json().data;
}

export async function details(app: FastifyInstance, auth: Record<string, string>, id: string): Promise<TourOrderDetails> {
  const res = await get(app, `${TR}/GetTourOrderDetails/${id}`, auth);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.json().data;
}
