/**
 * The CIP booking link: the service, the flight, the party and the extras, from the product page's
 * form to the booking step (which parses it with parseCipBookingUrl). The product page reads the
 * same query to prefill its form (readCipPrefill), so a flight's payment page can offer CIP for
 * that flight with one link.
 *
 *   /cip/book/?airport=IKA&kind=departure&date=<Jalali>&time=08:30&adults=2&children=0&infants=0
 *             &airline=IR&flight=451&extras=porter:2,greeter[&to=MHD][&order=<flight order id>]
 *
 * Dates are Jalali in the URL (SPEC: a year under 2000 is Jalali) and ISO in the values; times are
 * HH:MM on the airport's clock; `extras` lists extras by id, a per-item extra with `:count`.
 */
import { compareIsoDates, type IsoDate } from '../calendar-days';
import { MAX_PASSENGERS } from '../constants';
import { formatJalaliForUrl, parseAnyCalendarDate } from '../jalali';
import { normalizeDigits, toPersianDigits } from '../numbers';
import type { Checked, FieldError } from '../result';
import type { CipExtraChoice, CipPartyCounts } from './cip-price';
import { CIP_BOOK_PATH, CIP_KIND_PARAM, CIP_PAGE_PATH, cipKindOfParam, isCipExtraId, type CipKind } from './cip-words';
import { isClockTime } from './meet-at';

export interface CipBookingLink {
  /** IATA, upper case. */
  readonly airport: string;
  readonly kind: CipKind;
  /** The flight's day on the airport's calendar. */
  readonly date: IsoDate;
  /** HH:MM: departure, or landing for an arrival. */
  readonly time: string;
  readonly party: CipPartyCounts;
  /** IATA airline code, upper case. */
  readonly airline: string;
  /** Digits, maybe a letter: «451», «5060A». */
  readonly flight: string;
  readonly extras: readonly CipExtraChoice[];
  /** The flight's other end (IATA), when known. */
  readonly otherAirport?: string;
  /** The flight order this service is offered from. */
  readonly flightOrderId?: string;
}

const IATA = /^[A-Z]{3}$/;
const AIRLINE = /^[A-Z0-9]{2}$/;
const FLIGHT = /^[0-9]{1,4}[A-Z]?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const COUNT = /^\d{1,2}$/;

const clean = (text: string | null) => normalizeDigits((text ?? '').trim());
const upper = (text: string | null) => clean(text).toUpperCase();

export const isIataCode = (text: string) => IATA.test(text);
export const isAirlineCode = (text: string) => AIRLINE.test(text);
/** A flight number as typed («۴۵۱», «IR451» with its airline's code in front) in its URL form, or null. */
export function normalizeFlightNumber(text: string, airline = ''): string | null {
  let value = upper(text).replace(/\s+/g, '');
  if (airline && value.startsWith(airline) && value.length > airline.length) value = value.slice(airline.length);
  value = value.replace(/^0+(?=\d)/, '');
  return FLIGHT.test(value) ? value : null;
}

/** The extras as the URL writes them: `porter:2,greeter`. */
export function writeExtrasParam(extras: readonly CipExtraChoice[]): string {
  return extras.map((e) => (e.count !== undefined && e.count !== 1 ? `${e.extra}:${e.count}` : e.extra)).join(',');
}

/** `porter:2,greeter` as choices, or null when any part is not one; empty is none. */
export function readExtrasParam(text: string): CipExtraChoice[] | null {
  if (text.trim() === '') return [];
  const out: CipExtraChoice[] = [];
  for (const part of text.split(',')) {
    const [id = '', count, ...rest] = normalizeDigits(part.trim()).split(':');
    if (!isCipExtraId(id) || rest.length > 0 || out.some((e) => e.extra === id)) return null;
    if (count === undefined) out.push({ extra: id });
    else if (COUNT.test(count) && Number(count) >= 1) out.push({ extra: id, count: Number(count) });
    else return null;
  }
  return out;
}

/** What the product page's form may start from: every part of the query that reads, the rest left out. */
export type CipPrefill = { -readonly [K in keyof CipBookingLink]?: CipBookingLink[K] };

/** The query of a (partial) booking, in a fixed order. */
export function writeCipQuery(link: CipPrefill): string {
  const q: string[] = [];
  if (link.airport) q.push(`airport=${link.airport}`);
  if (link.kind) q.push(`kind=${CIP_KIND_PARAM[link.kind]}`);
  if (link.date) q.push(`date=${formatJalaliForUrl(link.date)}`);
  if (link.time) q.push(`time=${encodeURIComponent(link.time)}`);
  if (link.party) q.push(`adults=${link.party.adults}`, `children=${link.party.children}`, `infants=${link.party.infants}`);
  if (link.airline) q.push(`airline=${link.airline}`);
  if (link.flight) q.push(`flight=${link.flight}`);
  if (link.extras && link.extras.length > 0) q.push(`extras=${writeExtrasParam(link.extras).replaceAll(':', '%3A')}`);
  if (link.otherAirport) q.push(`to=${link.otherAirport}`);
  if (link.flightOrderId) q.push(`order=${link.flightOrderId}`);
  return q.join('&');
}

/** The booking step's link. Expects a complete booking. */
export const buildCipBookingUrl = (link: CipBookingLink): string => `${CIP_BOOK_PATH}?${writeCipQuery(link)}`;

/** The product page, its form prefilled with what is known (a flight's CIP offer). */
export function buildCipPageUrl(prefill: CipPrefill): string {
  const query = writeCipQuery(prefill);
  return query ? `${CIP_PAGE_PATH}?${query}` : CIP_PAGE_PATH;
}

function readParty(params: URLSearchParams, errors: FieldError[] | null): CipPartyCounts | null {
  const read = (key: string, fallback: number) => {
    const text = clean(params.get(key));
    if (text === '') return fallback;
    return COUNT.test(text) ? Number(text) : NaN;
  };
  const party = { adults: read('adults', 1), children: read('children', 0), infants: read('infants', 0) };
  const problem = partyProblem(party);
  if (problem) {
    errors?.push({ field: 'passengers', message: problem });
    return null;
  }
  return party;
}

/** Why a party cannot be served, in Persian, or null: at least one adult, no more infants than adults, nine at most. */
export function partyProblem(party: CipPartyCounts): string | null {
  const { adults, children, infants } = party;
  if (![adults, children, infants].every((n) => Number.isInteger(n) && n >= 0)) return 'تعداد مسافران در نشانی خوانا نیست.';
  if (adults < 1) return 'دست‌کم یک بزرگسال لازم است.';
  if (infants > adults) return 'تعداد نوزاد نمی‌تواند از بزرگسال بیشتر باشد.';
  if (adults + children + infants > MAX_PASSENGERS) return `حداکثر ${toPersianDigits(MAX_PASSENGERS)} مسافر در یک رزرو.`;
  return null;
}

/**
 * A booking link's query as a CipBookingLink, or its problems in Persian. Checks the shape (and,
 * given `today`, that the day has not passed); whether the airport offers that service and has room
 * is the server's answer.
 */
export function parseCipBookingUrl(search: string | URLSearchParams, options: { today?: IsoDate } = {}): Checked<CipBookingLink> {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const errors: FieldError[] = [];
  const fail = (field: string, message: string) => errors.push({ field, message });

  const airport = upper(params.get('airport'));
  if (!IATA.test(airport)) fail('airport', 'فرودگاه در نشانی مشخص نیست.');
  const kind = cipKindOfParam(clean(params.get('kind')));
  if (!kind) fail('kind', 'نوع خدمت (خروجی، ورودی یا ترانزیت) در نشانی خوانا نیست.');
  const day = parseAnyCalendarDate(clean(params.get('date')));
  if (!day) fail('date', 'تاریخ پرواز در نشانی خوانا نیست.');
  else if (options.today && compareIsoDates(day.iso, options.today) < 0) fail('date', 'تاریخ پرواز گذشته است.');
  const time = clean(params.get('time'));
  if (!isClockTime(time)) fail('time', 'ساعت پرواز در نشانی خوانا نیست.');
  const party = readParty(params, errors);
  const airline = upper(params.get('airline'));
  if (!AIRLINE.test(airline)) fail('airline', 'کد ایرلاین در نشانی خوانا نیست.');
  const flight = normalizeFlightNumber(params.get('flight') ?? '', AIRLINE.test(airline) ? airline : '');
  if (!flight) fail('flight', 'شماره پرواز در نشانی خوانا نیست.');
  const extras = readExtrasParam(params.get('extras') ?? '');
  if (!extras) fail('extras', 'خدمات اضافه در نشانی خوانا نیستند.');
  const to = upper(params.get('to'));
  if (to && !IATA.test(to)) fail('to', 'فرودگاه مقصد یا مبدأ پرواز در نشانی خوانا نیست.');
  const order = clean(params.get('order'));
  if (order && !UUID.test(order)) fail('order', 'سفارش پرواز در نشانی خوانا نیست.');

  if (errors.length > 0 || !kind || !day || !party || !flight || !extras) return { ok: false, errors };
  return {
    ok: true,
    value: {
      airport, kind, date: day.iso, time, party, airline, flight, extras,
      ...(to ? { otherAirport: to } : {}),
      ...(order ? { flightOrderId: order.toLowerCase() } : {}),
    },
  };
}

/** The parts of a query that read, for the product page's form (a wrong part is simply not prefilled). */
export function readCipPrefill(search: string | URLSearchParams): CipPrefill {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const out: CipPrefill = {};
  const airport = upper(params.get('airport'));
  if (IATA.test(airport)) out.airport = airport;
  const kind = cipKindOfParam(clean(params.get('kind')));
  if (kind) out.kind = kind;
  const day = parseAnyCalendarDate(clean(params.get('date')));
  if (day) out.date = day.iso;
  const time = clean(params.get('time'));
  if (isClockTime(time)) out.time = time;
  if (['adults', 'children', 'infants'].some((k) => params.has(k))) {
    const party = readParty(params, null);
    if (party) out.party = party;
  }
  const airline = upper(params.get('airline'));
  if (AIRLINE.test(airline)) out.airline = airline;
  const flight = normalizeFlightNumber(params.get('flight') ?? '', out.airline ?? '');
  if (flight) out.flight = flight;
  const extras = readExtrasParam(params.get('extras') ?? '');
  if (extras && extras.length > 0) out.extras = extras;
  const to = upper(params.get('to'));
  if (IATA.test(to)) out.otherAirport = to;
  const order = clean(params.get('order'));
  if (UUID.test(order)) out.flightOrderId = order.toLowerCase();
  return out;
}

/** A booking link's problems in one form's words: which fields the form still needs. */
export function cipFormErrors(prefill: CipPrefill, today: IsoDate): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!prefill.airport) errors.airport = 'فرودگاه را انتخاب کنید.';
  if (!prefill.kind) errors.kind = 'نوع خدمت را انتخاب کنید.';
  if (!prefill.date) errors.date = 'تاریخ پرواز را انتخاب کنید.';
  else if (compareIsoDates(prefill.date, today) < 0) errors.date = 'تاریخ پرواز گذشته است.';
  if (!prefill.time) errors.time = 'ساعت پرواز را به شکل ۰۸:۳۰ وارد کنید.';
  if (!prefill.airline) errors.airline = 'ایرلاین را انتخاب کنید.';
  if (!prefill.flight) errors.flight = 'شماره پرواز را وارد کنید (مثلاً ۴۵۱).';
  const party = prefill.party ? partyProblem(prefill.party) : null;
  if (party) errors.passengers = party;
  return errors;
}
