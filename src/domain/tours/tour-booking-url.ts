/**
 * The tour booking link: a departure, one of its hotel options, the party and its rooms, from the
 * tour's page to the booking step (which parses it with parseTourBookingUrl):
 *
 *   /tour/book/?departure=<id>&hotel=<id>&adults=2&children=1&infants=0&rooms=2a1b
 *
 * `children` counts children with and without a bed; `rooms` says who sleeps where, a room a part
 * separated by commas, each part counts with a letter: a adults, b children with a bed, n children
 * without a bed, i infants (`2a1b,1a1n`). Without `rooms`, the children have beds and the party
 * takes defaultRooms.
 */
import { normalizeDigits } from '../numbers';
import type { Checked, FieldError } from '../result';
import { defaultRooms, partyOfRooms, roomsProblem, tourPartyProblem, type TourParty, type TourRoom } from './tour-rooms';
import { TOUR_BOOK_PATH } from './tour-words';

export interface TourBookingLink {
  departureId: string;
  hotelId: string;
  party: TourParty;
  rooms: TourRoom[];
}

/** Supplier ids: the reference operator writes a departure as `<slug>~<date>`, a hotel option as `h<id>`. */
const ID = /^[A-Za-z0-9_.~-]{1,100}$/;
const COUNT = /^\d{1,2}$/;
const ROOM = /^(?:(\d)a)(?:(\d)b)?(?:(\d)n)?(?:(\d)i)?$/;

const clean = (text: string | null) => normalizeDigits((text ?? '').trim());

export function writeRoomsParam(rooms: readonly TourRoom[]): string {
  return rooms.map((r) => `${r.adults}a${r.childrenWithBed ? `${r.childrenWithBed}b` : ''}${r.childrenWithoutBed ? `${r.childrenWithoutBed}n` : ''}${r.infants ? `${r.infants}i` : ''}`).join(',');
}

/** `2a1b,1a1n` as rooms, or null when a part does not read. */
export function readRoomsParam(text: string): TourRoom[] | null {
  const parts = clean(text).toLowerCase().split(',').filter(Boolean);
  if (parts.length === 0 || parts.length > 9) return null;
  const rooms: TourRoom[] = [];
  for (const part of parts) {
    const m = ROOM.exec(part.trim());
    if (!m) return null;
    rooms.push({ adults: Number(m[1]), childrenWithBed: Number(m[2] ?? 0), childrenWithoutBed: Number(m[3] ?? 0), infants: Number(m[4] ?? 0) });
  }
  return rooms;
}

/** The booking step's link. */
export function buildTourBookingUrl(link: TourBookingLink): string {
  const p = link.party;
  return `${TOUR_BOOK_PATH}?departure=${encodeURIComponent(link.departureId)}&hotel=${encodeURIComponent(link.hotelId)}`
    + `&adults=${p.adults}&children=${p.childrenWithBed + p.childrenWithoutBed}&infants=${p.infants}&rooms=${writeRoomsParam(link.rooms)}`;
}

/** A booking link's query, or its problems in Persian; whether the departure and hotel exist and have room is the server's answer. */
export function parseTourBookingUrl(search: string | URLSearchParams): Checked<TourBookingLink> {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const errors: FieldError[] = [];
  const fail = (field: string, message: string) => errors.push({ field, message });
  const departureId = clean(params.get('departure'));
  if (!ID.test(departureId)) fail('departure', 'تاریخ حرکت تور در نشانی مشخص نیست.');
  const hotelId = clean(params.get('hotel'));
  if (!ID.test(hotelId)) fail('hotel', 'هتل تور در نشانی مشخص نیست.');
  const count = (key: string, fallback: number) => {
    const text = clean(params.get(key));
    if (text === '') return fallback;
    return COUNT.test(text) ? Number(text) : NaN;
  };
  const adults = count('adults', 1);
  const children = count('children', 0);
  const infants = count('infants', 0);
  let rooms: TourRoom[] | null = null;
  let party: TourParty | null = null;
  if (![adults, children, infants].every(Number.isFinite)) {
    fail('passengers', 'تعداد مسافران در نشانی خوانا نیست.');
  } else if (params.get('rooms')) {
    rooms = readRoomsParam(params.get('rooms') ?? '');
    if (!rooms) fail('rooms', 'چینش اتاق‌ها در نشانی خوانا نیست.');
    else {
      party = partyOfRooms(rooms);
      if (party.adults !== adults || party.childrenWithBed + party.childrenWithoutBed !== children || party.infants !== infants) {
        fail('rooms', 'چینش اتاق‌ها با تعداد مسافران نمی‌خواند.');
      } else {
        const problem = roomsProblem(party, rooms);
        if (problem) fail('rooms', problem);
      }
    }
  } else {
    party = { adults, childrenWithBed: children, childrenWithoutBed: 0, infants };
    const problem = tourPartyProblem(party);
    rooms = problem ? null : defaultRooms(party);
    if (problem || !rooms) fail('passengers', problem ?? 'این تعداد مسافر را نمی‌توان در اتاق‌ها جا داد.');
  }
  if (errors.length > 0 || !rooms || !party) return { ok: false, errors };
  return { ok: true, value: { departureId, hotelId, party, rooms } };
}
