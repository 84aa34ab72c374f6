import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { NormalizedSearch, PassengerType, Proposal, SubmitFlightOrderRequest } from '../../../src/contract';
import { PASSENGER_KIND_LABELS } from '../../../src/domain/enums';
import { toPersianDigits } from '../../../src/domain/numbers';
import type { Db } from '../../db';
import { orderEvents, orderItems, orderPassengers, orderSegments, orders, passengers as savedPassengers } from '../../db/schema';
import { BadRequest, badField, HttpError, type FieldErrors } from '../../http/envelope';
import { addMonths } from '../../rules/age';
import { checkPassenger, type CleanPassenger } from '../../rules/passenger';
import { canonicalMobile } from '../../rules/phone';
import type { Catalog } from '../flight-catalog/catalog';
import type { OrderRow } from '../orders/store';
import { isRefundable } from './fare-rules';
import { PASSENGER_NOT_FOUND } from './passengers';
import { findTrip, type ChosenTrip, type TripRefs } from './proposals';
import { seatsFor, type SeatInventory } from './seats';
import { isUniqueViolation } from '../../db/unique';

/** Sales close this long before departure: the airline needs the passenger list. */
export const SALES_CLOSE_MINUTES = 60;

export interface SubmitDeps {
  db: Db;
  catalog: Catalog;
  seats: SeatInventory;
  now: () => Date;
  /** Called inside the order's transaction (the reseller market links its request here). */
  onCreated?: (tx: Db, order: OrderRow, body: SubmitFlightOrderRequest) => Promise<OrderRow | undefined>;
}

const fa = toPersianDigits;

/** The chosen flights in either form the body may use, with the field each id came from. */
function tripOf(body: SubmitFlightOrderRequest): { refs: TripRefs; field: (name: keyof TripRefs) => string } {
  if (body.proposal) return { refs: body.proposal, field: (n) => `proposal.${n}` };
  const [out, back] = body.proposals ?? [];
  if (!out) throw badField('proposal', 'پرواز را انتخاب کنید.');
  if ((body.proposals?.length ?? 0) > 2) throw badField('proposals', 'حداکثر دو پرواز (رفت و برگشت) در یک سفارش.');
  const names: Record<keyof TripRefs, string> = {
    requestId: 'proposals[0].requestId', proposalId: 'proposals[0].proposalId',
    returningRequestId: 'proposals[1].requestId', returningProposalId: 'proposals[1].proposalId',
  };
  return { refs: { requestId: out.requestId, proposalId: out.proposalId, returningRequestId: back?.requestId, returningProposalId: back?.proposalId }, field: (n) => names[n] };
}

const partyText = (adults: number, children: number, infants: number) =>
  [[adults, 1], [children, 2], [infants, 3]].filter(([n]) => n! > 0).map(([n, k]) => `${fa(n!)} ${PASSENGER_KIND_LABELS[k as PassengerType]}`).join('، ');

/** Checks every traveller against the trip (ages on the first flight's date, passports abroad) and the search's party. */
function checkParty(body: SubmitFlightOrderRequest, trip: ChosenTrip, today: string): CleanPassenger[] {
  const { search, chosen } = trip;
  const groups = chosen.flatMap((c) => c.proposal.FlightGroups);
  const firstDay = groups[0]!.DepartureTime.slice(0, 10);
  const lastDay = groups.at(-1)!.DepartureTime.slice(0, 10);
  const international = search.productType === 'InternationalFlight';
  const errors: FieldErrors = {};
  const clean = body.passengers.map((p, i) => checkPassenger(p, `passengers[${i}]`, { today, ageOn: firstDay, ...(international ? { passportValidUntil: addMonths(lastDay, 6) } : {}) }, errors));
  const seen = new Map<string, number>();
  clean.forEach((p, i) => {
    const key = p && (p.nationalCode ? `nc:${p.nationalCode}` : `pp:${p.nationality}:${p.passportNumber}`);
    if (!key) return;
    if (seen.has(key)) (errors[`passengers[${i}]`] ??= []).push(`این مسافر همان مسافر ردیف ${fa(seen.get(key)! + 1)} است.`);
    else seen.set(key, i);
  });
  if (Object.keys(errors).length > 0) throw new BadRequest(errors);
  const people = clean as CleanPassenger[];
  const count = (k: PassengerType) => people.filter((p) => p.passengerType === k).length;
  const [adults, children, infants] = [count(1), count(2), count(3)];
  if (infants > adults) throw badField('passengers', 'تعداد نوزادان نباید از بزرگسالان بیشتر باشد؛ هر نوزاد همراه یک بزرگسال است.');
  if (adults !== search.adults || children !== search.children || infants !== search.infants) {
    throw badField('passengers', `این پرواز برای ${partyText(search.adults, search.children, search.infants)} قیمت‌گذاری شده است، اما مسافران (به سن روز پرواز) ${partyText(adults, children, infants) || 'هیچ'} هستند؛ تعداد مسافران را در جست‌وجو درست کنید.`);
  }
  return people;
}

function titleOf(search: NormalizedSearch, proposals: Proposal[]): string {
  const groups = proposals.flatMap((p) => p.FlightGroups);
  const first = groups[0]!;
  if (search.flightType === 2) return `${first.OriginFa} به ${first.DestinationFa} (رفت و برگشت)`;
  if (groups.length > 1) return [first.OriginFa, ...groups.map((g) => g.DestinationFa)].join(' ← ');
  return `${first.OriginFa} به ${first.DestinationFa}`;
}

/** SubmitFlightOrder: a new order in status Created, priced again from the server's own inventory. */
export async function submitFlightOrder(deps: SubmitDeps, userId: string, body: SubmitFlightOrderRequest): Promise<OrderRow> {
  if (body.clientRequestId) {
    const [existing] = await deps.db.select().from(orders).where(and(eq(orders.userId, userId), eq(orders.clientRequestId, body.clientRequestId)));
    if (existing) return existing;
  }
  const { refs, field } = tripOf(body);
  const trip = await findTrip(deps.catalog, refs, field, true);
  const today = deps.catalog.today();
  const people = checkParty(body, trip, today);
  const mobile = canonicalMobile(body.contact.mobile);
  if (!mobile) throw badField('contact.mobile', 'شماره موبایل معتبر نیست.');

  const now = deps.now().getTime();
  for (const [i, { proposal }] of trip.chosen.entries()) {
    const at = field(i === 0 ? 'proposalId' : 'returningProposalId');
    if (Date.parse(proposal.FlightGroups[0]!.DepartureTime) - now < SALES_CLOSE_MINUTES * 60_000) throw badField(at, 'فروش این پرواز بسته شده است؛ پرواز دیگری انتخاب کنید.');
    const left = await deps.seats.proposalSeats(proposal, trip.search, today);
    if (left < seatsFor(trip.search)) throw badField(at, left === 0 ? 'ظرفیت این پرواز تکمیل شده است.' : `فقط ${fa(left)} صندلی در این پرواز مانده است.`);
  }
  for (const [i, p] of body.passengers.entries()) {
    if (!p.id) continue;
    const [own] = await deps.db.select({ id: savedPassengers.id }).from(savedPassengers).where(and(eq(savedPassengers.id, p.id), eq(savedPassengers.userId, userId)));
    if (!own) throw new HttpError(404, `${PASSENGER_NOT_FOUND} (ردیف ${fa(i + 1)})`);
  }

  const orderId = randomUUID();
  const segments = trip.chosen.map((c, idx) => ({ id: randomUUID(), idx, c }));
  const pax = people.map((p, idx) => ({ id: randomUUID(), idx, p, savedId: body.passengers[idx]!.id ?? null }));
  const items = segments.flatMap((s) => pax.map((x) => {
    const price = s.c.proposal.Prices.find((r) => r.PassengerType === x.p.passengerType)!;
    return { id: randomUUID(), orderId, segmentId: s.id, passengerId: x.id, baseFare: price.BaseFare, tax: price.Tax, price: price.UnitPrice };
  }));
  const base = items.reduce((sum, i) => sum + i.price, 0);
  const proposals = trip.chosen.map((c) => c.proposal);

  try {
    return await deps.db.transaction(async (tx) => {
      const [order] = await tx.insert(orders).values({
        id: orderId, userId, product: trip.search.productType, status: 'Created', channel: body.chanel ?? 'WebSite',
        clientRequestId: body.clientRequestId ?? null, baseAmount: base, discountAmount: 0, payableAmount: base,
        title: titleOf(trip.search, proposals), passengerCount: people.length, departureTime: proposals[0]!.FlightGroups[0]!.DepartureTime,
        contactMobile: mobile, contactEmail: body.contact.email?.trim().toLowerCase() || null, search: trip.search,
      }).returning();
      await tx.insert(orderSegments).values(segments.map((s) => ({
        id: s.id, orderId, idx: s.idx, requestId: s.c.requestId, proposalId: s.c.proposal.ProposalId, isReturning: s.c.proposal.isReturning,
        proposal: s.c.proposal, departureAt: new Date(s.c.proposal.FlightGroups[0]!.DepartureTime), isCharter: s.c.proposal.IsCharter,
        refundable: isRefundable(s.c.proposal),
      })));
      await tx.insert(orderPassengers).values(pax.map((x) => {
        const { passengerType, passportIssuingCountry, ...rest } = x.p;
        return { id: x.id, orderId, idx: x.idx, passengerType, savedPassengerId: x.savedId, passportIssuingCountry, ...rest };
      }));
      await tx.insert(orderItems).values(items);
      await tx.insert(orderEvents).values({ orderId, status: 'Created' });
      return (await deps.onCreated?.(tx as unknown as Db, order!, body)) ?? order!;
    });
  } catch (error) {
    // Two submits with one clientRequestId raced: the unique index kept one; answer it.
    if (isUniqueViolation(error) && body.clientRequestId) {
      const [existing] = await deps.db.select().from(orders).where(and(eq(orders.userId, userId), eq(orders.clientRequestId, body.clientRequestId)));
      if (existing) return existing;
    }
    throw error;
  }
}
