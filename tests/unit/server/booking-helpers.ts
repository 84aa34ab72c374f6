import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AvailableResponse, OrderDetails, PassengerInput, Proposal } from '../../../src/contract';
import { addDays, tehranToday } from '../../../server/time/calendar';
import type { Db } from '../../../server/db';
import { Wallet } from '../../../server/services/wallet/ledger';
import { nationalCode, post } from './server-fixture';

export const today = tehranToday(new Date());
export const day = (n: number) => addDays(today, n);
/** A birth date `years` years (and `days` days) before a day. */
export const bornBefore = (date: string, years: number, days = 0) => addDays(`${Number(date.slice(0, 4)) - years}${date.slice(4)}`, -days);

let seq = 0;
/** A fresh Iranian adult with a valid national code. */
export function adult(extra: Partial<PassengerInput> = {}): PassengerInput {
  seq += 1;
  return {
    firstNameFa: 'علی', lastNameFa: 'رضایی', firstNameEn: 'Ali', lastNameEn: 'Rezaei', gender: 'Male', birthDate: '1988-03-02',
    nationalCode: nationalCode(String(100_000_000 + seq * 7919 + Math.floor(Math.random() * 1000)).slice(0, 9)), ...extra,
  };
}

export async function search(app: FastifyInstance, body: object): Promise<AvailableResponse> {
  const res = await post(app, '/api/flight-catalog/FlightCatalog/Available', body);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.json().data;
}

/** A one-way search and a proposal with enough seats for the party (system fare unless asked otherwise). */
export async function oneWay(app: FastifyInstance, opts: { origin?: string; destination?: string; days?: number; adults?: number; children?: number; infants?: number; pick?: (p: Proposal) => boolean } = {}) {
  const party = { adults: opts.adults ?? 1, children: opts.children ?? 0, infants: opts.infants ?? 0 };
  const result = await search(app, { ...party, segments: [{ origin: opts.origin ?? 'THR', destination: opts.destination ?? 'MHD', departureDate: day(opts.days ?? 12) }] });
  const pick = opts.pick ?? ((p: Proposal) => !p.IsCharter);
  const proposal = result.proposals.find((p) => p.Seat >= party.adults + party.children && pick(p));
  if (!proposal) throw new Error('no proposal with seats');
  return { search: result, proposal, ref: { requestId: result.requestId, proposalId: proposal.ProposalId } };
}

/** Submits an order; answers the response (check its status yourself). */
export function submit(app: FastifyInstance, auth: Record<string, string>, body: object) {
  return post(app, '/api/flight-reservation/Submit/SubmitFlightOrder', { contact: { mobile: '09121234567' }, ...body }, auth);
}

/** A one-way, one-adult order, reserved (or only created). */
export async function bookedOrder(app: FastifyInstance, auth: Record<string, string>, opts: { reserve?: boolean; days?: number; destination?: string; pick?: (p: Proposal) => boolean } = {}): Promise<OrderDetails> {
  const trip = await oneWay(app, { days: opts.days ?? 12, destination: opts.destination ?? 'MHD', ...(opts.pick ? { pick: opts.pick } : {}) });
  const res = await submit(app, auth, { proposal: trip.ref, passengers: [adult()] });
  expect(res.statusCode, res.body.slice(0, 400)).toBe(200);
  const order: OrderDetails = res.json().data;
  if (opts.reserve === false) return order;
  const reserved = await post(app, '/api/flight-reservation/Reserve/ReserveFlightOrder', { orderId: order.id }, auth);
  expect(reserved.statusCode, reserved.body.slice(0, 400)).toBe(200);
  return reserved.json().data;
}

/** Credits a user's wallet directly (as a charge), for tests that need money in it. */
export async function fund(db: Db, userId: string, amount: number): Promise<void> {
  await db.transaction((tx) => new Wallet(db).credit(tx as unknown as Db, { userId, amount, kind: 'Charge', description: 'شارژ آزمایشی', key: `test:${Math.random()}` }));
}

/** Reserves, pays from the wallet (funding it first) and answers the issued order. */
export async function issue(app: FastifyInstance, db: Db, auth: Record<string, string>, userId: string, order: OrderDetails): Promise<OrderDetails> {
  if (order.status === 'Created') expect((await post(app, '/api/flight-reservation/Reserve/ReserveFlightOrder', { orderId: order.id }, auth)).statusCode).toBe(200);
  await fund(db, userId, order.payableAmount);
  const paid = await post(app, '/api/wallet/wallet/ConfirmOrder', { orderId: order.id }, auth);
  expect(paid.statusCode, paid.body.slice(0, 300)).toBe(200);
  return (await app.inject({ method: 'GET', url: `/api/orders/Order/GetCurrentUserOrderDetails/${order.id}`, headers: auth })).json().data;
}
