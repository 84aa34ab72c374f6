import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { CipAirport, CipBookRequest, CipOrderDetails, CipPassengerInput, CipQuote, CipQuoteRequest } from '../../../src/contract';
import { addDays } from '../../../server/time/calendar';
import { localIso } from '../../../server/time/zones';
import { bornBefore } from './booking-helpers';
import { get, nationalCode, post } from './server-fixture';

export const C = '/api/cip/Cip';
export const CR = '/api/cip/CipReservation';

/** Today on an airport's clock, and a day `n` days on. */
export const localDay = (timeZone: string, n = 0) => addDays(localIso(Date.now(), timeZone).slice(0, 10), n);

let seq = 0;
/** A traveller born `years` years before the flight day (an adult by default), Iranian with a valid national code. */
export function traveller(flightDate: string, years = 30, extra: Partial<CipPassengerInput> = {}): CipPassengerInput {
  seq += 1;
  return {
    firstNameFa: 'سارا', lastNameFa: 'کریمی', firstNameEn: 'Sara', lastNameEn: 'Karimi', gender: 'Female', birthDate: bornBefore(flightDate, years, 10),
    nationalCode: nationalCode(String(300_000_000 + seq * 7919 + Math.floor(Math.random() * 1000)).slice(0, 9)), ...extra,
  };
}

export async function airports(app: FastifyInstance): Promise<CipAirport[]> {
  const res = await get(app, `${C}/GetAirports`);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

export async function quote(app: FastifyInstance, body: CipQuoteRequest): Promise<CipQuote> {
  const res = await post(app, `${C}/Quote`, body);
  expect(res.statusCode, res.body.slice(0, 400)).toBe(200);
  return res.json().data;
}

export interface Trip {
  airport?: string;
  kind?: CipBookRequest['kind'];
  days?: number;
  time?: string;
  /** Ages in years of the travellers; one adult by default. */
  ages?: number[];
  extras?: CipBookRequest['extras'];
  /** The flight's other end; abroad, travellers carry passports. */
  other?: string;
}

/** A Book body priced by Quote (expectedPrice from it). */
export async function bookBody(app: FastifyInstance, t: Trip = {}): Promise<CipBookRequest> {
  const airport = t.airport ?? 'IKA';
  const zone = (await airports(app)).find((a) => a.code === airport)!.timeZone;
  const date = localDay(zone, t.days ?? 30);
  const time = t.time ?? '10:30';
  const ages = t.ages ?? [30];
  const passport = (i: number) => (t.other && t.other !== 'MHD' ? { passportNumber: `P${String(10_000_000 + i + Math.floor(Math.random() * 80_000_000))}`, passportExpiryDate: addDays(date, 400) } : {});
  const passengers = ages.map((a, i) => traveller(date, a, passport(i)));
  const party = {
    adults: ages.filter((a) => a >= 12).length, children: ages.filter((a) => a >= 2 && a < 12).length, infants: ages.filter((a) => a < 2).length,
  };
  const q = await quote(app, { airport, kind: t.kind ?? 'Departure', date, time, passengers: party, extras: t.extras ?? [] });
  return {
    airport, kind: t.kind ?? 'Departure', flight: { airlineCode: 'IR', flightNumber: '721', date, time, otherAirport: t.other ?? null },
    passengers, extras: t.extras ?? [], contact: { mobile: '09121234567', email: 'vip@example.com' }, expectedPrice: q.total,
  };
}

export function book(app: FastifyInstance, auth: Record<string, string>, body: unknown) {
  return post(app, `${CR}/Book`, body, auth);
}

export async function booked(app: FastifyInstance, auth: Record<string, string>, body: CipBookRequest): Promise<CipOrderDetails> {
  const res = await book(app, auth, body);
  expect(res.statusCode, res.body.slice(0, 600)).toBe(200);
  return res.json().data;
}

export async function details(app: FastifyInstance, auth: Record<string, string>, id: string): Promise<CipOrderDetails> {
  const res = await get(app, `${CR}/GetCipOrderDetails/${id}`, auth);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.json().data;
}
