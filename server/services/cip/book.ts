import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { CipBookRequest, CipOrderDetails, CipPartyCounts, CipQuoteLine } from '../../../src/contract/cip';
import type { PassengerInput } from '../../../src/contract';
import { formatNumber, normalizeDigits } from '../../../src/domain/numbers';
import { cipOrderPassengers, cipOrders, orderEvents, orders } from '../../db/schema';
import { BadRequest, badField, type FieldErrors } from '../../http/envelope';
import type { CipSupplier } from '../../inventory/cip/supplier';
import type { Reference } from '../../reference';
import { addMonths } from '../../rules/age';
import { passengerTypeOn } from '../../rules/age';
import { checkPassenger, personDate, type CleanPassenger } from '../../rules/passenger';
import { canonicalMobile } from '../../rules/phone';
import { tehranToday } from '../../time/calendar';
import { localIso } from '../../time/zones';
import { HOLD_MINUTES } from '../flight-reservation/seats';
import { asDb, type Booking } from '../orders/booking';
import type { OrderRow } from '../orders/store';
import { bookOnce } from '../orders/once';
import { placesLeft, takePlaces } from './places';
import { airportMap } from './quote';
import { add, checkExtras, checkParty, checkService, KIND_FA, priceLines, totalOf, type PricedExtra, type ServiceTime } from './rules';

export interface CipBookDeps {
  b: Booking;
  supplier: CipSupplier;
  ref: Reference;
}

export const FULL = 'سالن CIP در این ساعت ظرفیت خالی ندارد؛ ساعت یا فرودگاه دیگری را امتحان کنید.';
const FLIGHT_ORDER_PRODUCTS = ['DomesticFlight', 'InternationalFlight'];

/** A checked and priced booking, ready to write. */
interface Plan {
  userId: string;
  body: CipBookRequest;
  service: ServiceTime;
  travellers: CleanPassenger[];
  lines: CipQuoteLine[];
  extras: PricedExtra[];
  prices: number[];
  total: number;
  mobile: string;
  airlineNameFa: string;
  flightNumber: string;
  otherAirport: string | null;
  flightOrderId: string | null;
}

/** The flight: an airline we know, a number of 1–4 digits with maybe a letter, the other end if given. */
function checkFlight(d: CipBookDeps, body: CipBookRequest, airport: string | undefined, errors: FieldErrors) {
  const code = normalizeDigits(body.flight.airlineCode.trim()).toUpperCase();
  const airline = d.ref.airlineByCode.get(code);
  if (!airline) add(errors, 'flight.airlineCode', code ? `شرکت هواپیمایی با کد ${code} شناخته نشد.` : 'شرکت هواپیمایی را انتخاب کنید.');
  let number = normalizeDigits(body.flight.flightNumber.trim()).toUpperCase();
  // «IR 452» is flight 452 of IR.
  if (code && number.startsWith(code)) number = number.slice(code.length).trim();
  if (!/^\d{1,4}[A-Z]?$/.test(number)) add(errors, 'flight.flightNumber', 'شماره پرواز باید ۱ تا ۴ رقم باشد و شاید یک حرف پس از آن (مثل 452 یا 1234A).');
  const other = body.flight.otherAirport ? body.flight.otherAirport.trim().toUpperCase() : null;
  if (other && !d.ref.airportByIata.has(other)) add(errors, 'flight.otherAirport', `فرودگاه ${other} شناخته نشد.`);
  else if (other && other === airport) add(errors, 'flight.otherAirport', 'مبدأ یا مقصد پرواز نمی‌تواند همین فرودگاه باشد.');
  return { airlineNameFa: airline?.nameFa ?? '', flightNumber: number, otherAirport: other };
}

/** International: the airport or the other end is outside Iran; travellers then need a passport valid 6 months on. */
function international(d: CipBookDeps, airportCountry: string, other: string | null): boolean {
  if (airportCountry !== 'IR') return true;
  if (!other) return false;
  const row = d.ref.airportByIata.get(other);
  return row ? d.ref.cityById.get(row.cityId)?.countryCode !== 'IR' : false;
}

/** Each traveller's share: their tariff and per-person extras, and an equal part (the rest to the first) of the others. */
function sharesOf(service: ServiceTime, travellers: CleanPassenger[], extras: PricedExtra[]): number[] {
  const perPerson = extras.filter((e) => service.airport.extras.find((t) => t.extra === e.extra)?.unit === 'per-person')
    .reduce((s, e) => s + service.airport.extras.find((t) => t.extra === e.extra)!.price, 0);
  const shared = extras.filter((e) => service.airport.extras.find((t) => t.extra === e.extra)?.unit !== 'per-person')
    .reduce((s, e) => s + service.airport.extras.find((t) => t.extra === e.extra)!.price * e.count, 0);
  const tariff = { 1: service.tariff.adult, 2: service.tariff.child, 3: service.tariff.infant } as const;
  const part = Math.floor(shared / travellers.length);
  return travellers.map((p, i) => tariff[p.passengerType] + perPerson + part + (i === 0 ? shared - part * travellers.length : 0));
}

async function checkBody(d: CipBookDeps, userId: string, body: CipBookRequest): Promise<Omit<Plan, 'userId' | 'body'>> {
  const errors: FieldErrors = {};
  const now = d.b.now();
  const service = checkService(await airportMap(d.supplier), { ...body, date: body.flight.date, time: body.flight.time }, now, { date: 'flight.date', time: 'flight.time' }, errors);
  const flight = checkFlight(d, body, service?.airport.code, errors);
  const today = tehranToday(now);
  const ageOn = service?.date ?? today;
  const abroad = service ? international(d, service.airport.countryCode, flight.otherAirport) : false;
  const clean = body.passengers.map((p, i) => checkPassenger({ ...p, id: undefined } as unknown as PassengerInput, `passengers[${i}]`,
    { today, ageOn, ...(abroad ? { passportValidUntil: addMonths(ageOn, 6) } : {}) }, errors));
  // Counted by what the travellers are on the flight day (their birth dates), even when another field of theirs is wrong;
  // an unreadable birth date counts as an adult (its own message says what is wrong).
  const party: CipPartyCounts = { adults: 0, children: 0, infants: 0 };
  for (const p of body.passengers) {
    const born = personDate(p.birthDate);
    const type = born && born <= today ? passengerTypeOn(born, ageOn) : 1;
    party[type === 1 ? 'adults' : type === 2 ? 'children' : 'infants'] += 1;
  }
  checkParty(party, 'passengers', errors);
  const extras = checkExtras(service?.airport, body.extras, body.passengers.length, errors);
  const mobile = canonicalMobile(body.contact.mobile);
  if (!mobile) add(errors, 'contact.mobile', 'شماره موبایل معتبر نیست.');
  let flightOrderId: string | null = null;
  if (body.flightOrderId) {
    const [own] = await d.b.db.select({ id: orders.id, product: orders.product }).from(orders).where(and(eq(orders.id, body.flightOrderId), eq(orders.userId, userId)));
    if (!own || !FLIGHT_ORDER_PRODUCTS.includes(own.product)) add(errors, 'flightOrderId', 'این سفارش پرواز در سفارش‌های شما نیست.');
    else flightOrderId = own.id;
  }
  if (Object.keys(errors).length > 0 || !service || !mobile) throw new BadRequest(errors);
  const travellers = clean as CleanPassenger[];
  const lines = priceLines(service.airport, service.tariff, party, extras);
  return { service, travellers, lines, extras, prices: sharesOf(service, travellers, extras), total: totalOf(lines), mobile, ...flight, flightOrderId };
}

/**
 * Book: checks the request, prices it again from the tariff and, in one transaction, creates the
 * order (Reserved, held HOLD_MINUTES like a flight), its CIP part and travellers, and takes one
 * lounge place per traveller in the hour; a slot that ran out meanwhile rolls all of it back.
 */
export function bookCip(d: CipBookDeps, userId: string, body: CipBookRequest): Promise<OrderRow> {
  return bookOnce(d.b.db, userId, body.clientRequestId, 'Cip', () => bookNew(d, userId, body));
}

async function bookNew(d: CipBookDeps, userId: string, body: CipBookRequest): Promise<OrderRow> {
  const { b } = d;
  const checked = await checkBody(d, userId, body);
  const left = await placesLeft(b.db, d.supplier, checked.service.slot);
  if (left < checked.travellers.length) throw badField('flight.time', left <= 0 ? FULL : `در این ساعت فقط ${formatNumber(left)} جا در سالن CIP مانده است.`);
  if (checked.total !== body.expectedPrice) {
    throw badField('expectedPrice', `قیمت این خدمت تغییر کرده است؛ مبلغ تازه ${formatNumber(checked.total)} ریال است. مبلغ را بررسی و دوباره رزرو کنید.`);
  }
  return insertBooking(d, { userId, body, ...checked });
}

/** The order, its CIP part and travellers, and the lounge places, in one transaction; too few places rolls it all back. */
async function insertBooking(d: CipBookDeps, p: Plan): Promise<OrderRow> {
  const { b } = d;
  const { userId, body, service, total } = p;
  const { airport, tariff } = service;
  const orderId = randomUUID();
  const capacity = await d.supplier.capacity(service.slot);
  const flightTime = localIso(service.flightMs, airport.timeZone);
  const flight: CipOrderDetails['flight'] = {
    airlineCode: normalizeDigits(body.flight.airlineCode.trim()).toUpperCase(), flightNumber: p.flightNumber, date: service.date, time: service.time,
    otherAirport: p.otherAirport, airlineNameFa: p.airlineNameFa,
  };
  return b.db.transaction(async (t) => {
    const tx = asDb(t);
    const [order] = await tx.insert(orders).values({
      id: orderId, userId, product: 'Cip', status: 'Reserved', channel: body.chanel ?? 'WebSite', clientRequestId: body.clientRequestId ?? null,
      baseAmount: total, discountAmount: 0, payableAmount: total, title: `CIP فرودگاه ${airport.nameFa}، ${KIND_FA[tariff.kind]}`, passengerCount: p.travellers.length,
      departureTime: flightTime, contactMobile: p.mobile, contactEmail: body.contact.email?.trim().toLowerCase() || null,
      reservedAt: sql`now()`, holdExpiresAt: sql`now() + make_interval(mins => ${HOLD_MINUTES})`,
    }).returning();
    await tx.insert(orderEvents).values({ orderId, status: 'Reserved', note: 'جای شما در سالن CIP تا پایان مهلت پرداخت نگه داشته شد.' });
    await tx.insert(cipOrders).values({
      orderId, airportCode: airport.code, kind: tariff.kind,
      airport: { code: airport.code, nameFa: airport.nameFa, cityFa: airport.cityFa, timeZone: airport.timeZone, loungeFa: airport.loungeFa },
      flight, flightTime, meetAt: localIso(service.meetMs, airport.timeZone), serviceAt: new Date(service.meetMs), meetingPointFa: tariff.meetingPointFa,
      lines: p.lines, extras: p.extras, cancellation: airport.cancellation, flightOrderId: p.flightOrderId,
    });
    await tx.insert(cipOrderPassengers).values(p.travellers.map((person, idx) => ({
      id: randomUUID(), orderId, idx, passengerType: person.passengerType, person, price: p.prices[idx]!,
    })));
    const changes = await takePlaces(tx, orderId, service.slot, p.travellers.length, capacity, 'Held');
    // Another booking took the last places since the check above: nothing of this one stays.
    if (!changes) throw badField('flight.time', FULL);
    await b.live.publish(tx, { kind: 'order', userId, orderId, status: 'Reserved' });
    await b.live.publish(tx, { kind: 'seats', changes });
    return order!;
  });
}
