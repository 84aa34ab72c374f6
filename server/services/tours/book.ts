import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { PassengerInput } from '../../../src/contract';
import type { TourBookRequest, TourOrderDetails, TourQuoteLine } from '../../../src/contract/tours';
import { formatNumber } from '../../../src/domain/numbers';
import { orderEvents, orders, tourOrderPassengers, tourOrders } from '../../db/schema';
import { BadRequest, badField, type FieldErrors } from '../../http/envelope';
import type { TourSupplier } from '../../inventory/tours/supplier';
import { addMonths } from '../../rules/age';
import { checkPassenger, type CleanPassenger } from '../../rules/passenger';
import { canonicalMobile } from '../../rules/phone';
import { tehranToday } from '../../time/calendar';
import { HOLD_MINUTES } from '../flight-reservation/seats';
import { asDb, type Booking } from '../orders/booking';
import type { OrderRow } from '../orders/store';
import { bookOnce } from '../orders/once';
import { placesLeft, takePlaces } from './places';
import { add, checkDeparture, checkParty, checkRooms, placesOf, priceLines, totalOf, typesOf, unitPrice, type Chosen, type PriceKind } from './rules';

export interface TourBookDeps {
  b: Booking;
  supplier: TourSupplier;
}

export const FULL = 'ظرفیت این تاریخ حرکت تکمیل است؛ تاریخ یا تور دیگری را امتحان کنید.';

/** The departure day's start in Tehran: the policy's days count back from it. */
export const departsAtOf = (date: string) => new Date(`${date}T00:00:00+03:30`);

interface Plan {
  userId: string;
  body: TourBookRequest;
  chosen: Chosen;
  travellers: CleanPassenger[];
  kinds: PriceKind[];
  places: number;
  lines: TourQuoteLine[];
  total: number;
  mobile: string;
}

async function checkBody(d: TourBookDeps, body: TourBookRequest): Promise<Omit<Plan, 'userId' | 'body'>> {
  const errors: FieldErrors = {};
  const today = tehranToday(d.b.now());
  const chosen = await checkDeparture(d.supplier, body, today, errors);
  const ageOn = chosen?.departure.departureDate ?? today;
  const abroad = chosen ? chosen.tour.countryCode !== 'IR' : false;
  const rules = { today, ageOn, ...(abroad && chosen ? { passportValidUntil: addMonths(chosen.departure.returnDate, 6) } : {}) };
  const clean = body.passengers.map((p, i) => checkPassenger({ ...p, id: undefined } as unknown as PassengerInput, `passengers[${i}]`, rules, errors));
  // Counted by what the travellers are on the departure day; an unreadable birth date counts as an adult (its own message says what is wrong).
  const types = typesOf(body.passengers, today, ageOn, undefined);
  checkParty(types, errors);
  const kinds = checkRooms(types, body.rooms, errors);
  const mobile = canonicalMobile(body.contact.mobile);
  if (!mobile) add(errors, 'contact.mobile', 'شماره موبایل معتبر نیست.');
  if (Object.keys(errors).length > 0 || !chosen || !kinds || !mobile) throw new BadRequest(errors);
  const lines = priceLines(chosen.hotel, kinds);
  return { chosen, travellers: clean as CleanPassenger[], kinds, places: placesOf(types), lines, total: totalOf(lines), mobile };
}

/**
 * Book: checks the request, prices it again and, in one transaction, creates the order (Reserved,
 * held HOLD_MINUTES), its tour part and travellers, and takes one place per traveller but infants
 * in the departure; a departure that filled meanwhile rolls all of it back.
 */
export function bookTour(d: TourBookDeps, userId: string, body: TourBookRequest): Promise<OrderRow> {
  return bookOnce(d.b.db, userId, body.clientRequestId, 'Tour', () => bookNew(d, userId, body));
}

async function bookNew(d: TourBookDeps, userId: string, body: TourBookRequest): Promise<OrderRow> {
  const { b } = d;
  const checked = await checkBody(d, body);
  const left = await placesLeft(b.db, d.supplier, checked.chosen.departure.id);
  if (left < checked.places) throw badField('departureId', left <= 0 ? FULL : `در این تاریخ حرکت فقط ${formatNumber(left)} جا مانده است.`);
  if (checked.total !== body.expectedPrice) {
    throw badField('expectedPrice', `قیمت این تور تغییر کرده است؛ مبلغ تازه ${formatNumber(checked.total)} ریال است. مبلغ را بررسی و دوباره رزرو کنید.`);
  }
  return insertBooking(d, { userId, body, ...checked });
}

async function insertBooking(d: TourBookDeps, p: Plan): Promise<OrderRow> {
  const { b } = d;
  const { userId, body, chosen, total } = p;
  const { tour, departure, hotel } = chosen;
  const orderId = randomUUID();
  const capacity = await d.supplier.capacity(departure.id);
  const tourPart: TourOrderDetails['tour'] = {
    id: tour.id, slug: tour.slug, titleFa: tour.titleFa, destinationFa: tour.destinationFa, photo: tour.photo,
    includesFa: tour.includesFa, documentsFa: tour.documentsFa, visaDestination: tour.visaDestination,
  };
  const { hotels: _h, placesLeft: _p, fromPrice: _f, ...departurePart } = departure;
  const { prices: _prices, ...hotelPart } = hotel;
  const rooms = body.rooms.map((r) => ({ travellers: [...r.travellers], withoutBed: [...(r.withoutBed ?? [])] }));
  return b.db.transaction(async (t) => {
    const tx = asDb(t);
    const [order] = await tx.insert(orders).values({
      id: orderId, userId, product: 'Tour', status: 'Reserved', channel: body.chanel ?? 'WebSite', clientRequestId: body.clientRequestId ?? null,
      baseAmount: total, discountAmount: 0, payableAmount: total, title: tour.titleFa, passengerCount: p.travellers.length,
      departureTime: departure.departureDate, contactMobile: p.mobile, contactEmail: body.contact.email?.trim().toLowerCase() || null,
      reservedAt: sql`now()`, holdExpiresAt: sql`now() + make_interval(mins => ${HOLD_MINUTES})`,
    }).returning();
    await tx.insert(orderEvents).values({ orderId, status: 'Reserved', note: 'جای شما در تور تا پایان مهلت پرداخت نگه داشته شد.' });
    await tx.insert(tourOrders).values({
      orderId, packageId: tour.id, departureId: departure.id, tour: tourPart, departure: departurePart, hotel: hotelPart,
      rooms, lines: p.lines, cancellation: tour.cancellation, departsAt: departsAtOf(departure.departureDate),
    });
    await tx.insert(tourOrderPassengers).values(p.travellers.map((person, idx) => ({
      id: randomUUID(), orderId, idx, passengerType: person.passengerType, person, priceKind: p.kinds[idx]!, price: unitPrice(hotel, p.kinds[idx]!),
    })));
    const changes = await takePlaces(tx, orderId, departure.id, p.places, capacity, 'Held');
    // Another booking took the last places since the check above: nothing of this one stays.
    if (!changes) throw badField('departureId', FULL);
    await b.live.publish(tx, { kind: 'order', userId, orderId, status: 'Reserved' });
    await b.live.publish(tx, { kind: 'seats', changes });
    return order!;
  });
}
