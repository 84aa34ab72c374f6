import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { storeKinds } from './test-database';
import { adult, bookedOrder, issue, oneWay, search, submit, day } from './booking-helpers';
import { errorsOf, expectClientError, Inbox, JUNK_BODIES, post, signIn, useServer } from './server-fixture';

const S = '/api/resellers/SafarMarket/SafarMarket';

describe.each(storeKinds())('SafarMarket reseller on %s', (kind) => {
  const inbox = new Inbox();
  const f = useServer(kind, { otpSender: inbox, sweepIntervalMs: 0 });
  let phone = 0;
  const user = () => signIn(f.app, inbox, `0919${String(8_000_000 + ++phone).padStart(7, '0')}`);
  const land = (body: object, auth: Record<string, string> = {}) => post(f.app, `${S}/GetSafarMarketRequestByProposalId?timestamp=1`, body, auth);

  it('lands a traveller with a proposal, continues at passenger entry, and marks the order as SafarMarket (5)', async () => {
    const trip = await oneWay(f.app, { days: 14 });
    const anonymous = await land({ ...trip.ref, returningRequestId: '', returningProposalId: '' });
    expect(anonymous.statusCode, anonymous.body).toBe(200);
    const visit = anonymous.json().data;
    expect(visit).toMatchObject({ clientIdentifier: 5, requestId: trip.ref.requestId, proposalId: trip.ref.proposalId, returningRequestId: null, orderId: null, nextPath: '/add-passenger/' });
    expect(visit.steps.map((s: { step: string }) => s.step)).toEqual(['Landing']);
    expect(visit.flightDetails.items[0].proposal.ProposalId).toBe(trip.ref.proposalId);
    expect(visit.flightDetails.items[0].seatsLeft).toBeGreaterThan(0);
    expect(visit.search.adults).toBe(1);
    expect((await land(trip.ref)).json().data.id).not.toBe(visit.id);

    const me = await user();
    const mine = (await land(trip.ref, me)).json().data;
    expect((await land(trip.ref, me)).json().data.id).toBe(mine.id);
    const step = await post(f.app, `${S}/CallStep`, { data: { safarMarketRequestId: mine.id, step: 'PassengerInfo' } }, me);
    expect(step.json().data.steps.map((s: { step: string }) => s.step)).toEqual(['Landing', 'PassengerInfo']);
    await post(f.app, `${S}/CallStep`, { data: { safarMarketRequestId: mine.id, step: 'PassengerInfo' } }, me);

    const res = await submit(f.app, me, { proposal: trip.ref, passengers: [adult()], safarMarketRequestId: mine.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.clientIdentifier).toBe(5);
    const byOrder = await post(f.app, `${S}/GetSafarMarketRequestByOrderId`, { orderId: res.json().data.id }, me);
    expect(byOrder.statusCode, byOrder.body).toBe(200);
    expect(byOrder.json().data).toMatchObject({ id: mine.id, orderId: res.json().data.id });
    expect(byOrder.json().data.steps.map((s: { step: string }) => s.step)).toEqual(['Landing', 'PassengerInfo', 'Submit']);
    const paid = await post(f.app, `${S}/CallStep`, { data: { safarMarketRequestId: mine.id, step: 'Payment', orderId: res.json().data.id } }, me);
    expect(paid.json().data.steps.at(-1)).toMatchObject({ step: 'Payment', orderId: res.json().data.id });

    // An anonymous visit is claimed by whoever orders from it first.
    const claimed = await submit(f.app, me, { proposal: trip.ref, passengers: [adult()], safarMarketRequestId: visit.id });
    expect(claimed.json().data.clientIdentifier).toBe(5);
    const other = await user();
    expect(errorsOf(await submit(f.app, other, { proposal: trip.ref, passengers: [adult()], safarMarketRequestId: visit.id })).safarMarketRequestId).toEqual(['این درخواست سفرمارکت پیدا نشد.']);
    expect((await post(f.app, `${S}/CallStep`, { data: { safarMarketRequestId: visit.id, step: 'Confirm' } }, other)).statusCode).toBe(404);
    expect((await post(f.app, `${S}/GetSafarMarketRequestByOrderId`, { orderId: res.json().data.id }, other)).statusCode).toBe(404);
    const plain = await bookedOrder(f.app, me, { reserve: false, days: 15 });
    expect(plain.clientIdentifier).toBeNull();
    expect((await post(f.app, `${S}/GetSafarMarketRequestByOrderId`, { orderId: plain.id }, me)).statusCode).toBe(404);
    const elsewhere = await oneWay(f.app, { days: 16 });
    expect(errorsOf(await submit(f.app, me, { proposal: elsewhere.ref, passengers: [adult()], safarMarketRequestId: mine.id })).safarMarketRequestId).toEqual(['این درخواست سفرمارکت برای پرواز دیگری است.']);
  });

  it('takes round trips, and answers 400 for flights that are gone and 401 where a user is needed', async () => {
    const rt = await search(f.app, { flightType: 2, segments: [{ origin: 'THR', destination: 'KIH', departureDate: day(18) }, { origin: 'KIH', destination: 'THR', departureDate: day(21) }] });
    const out = rt.proposals.find((p) => !p.isReturning && p.Seat > 0)!;
    const back = rt.proposals.find((p) => p.isReturning && p.Seat > 0)!;
    const res = await land({ requestId: rt.requestId, proposalId: out.ProposalId, returningRequestId: rt.returningRequestId, returningProposalId: back.ProposalId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.flightDetails.items).toHaveLength(2);
    expect(res.json().data.returningProposalId).toBe(back.ProposalId);
    expect(errorsOf(await land({ requestId: rt.requestId, proposalId: 'gone' })).proposalId).toBeDefined();
    expect(errorsOf(await land({ requestId: 'x', proposalId: 'y' })).requestId).toBeDefined();
    expect(errorsOf(await post(f.app, `${S}/CallStep`, { data: { safarMarketRequestId: crypto.randomUUID(), step: 'Dance' } })) ['data.step']).toBeDefined();
    expect((await post(f.app, `${S}/CallStep`, { data: { safarMarketRequestId: crypto.randomUUID(), step: 'Landing' } })).statusCode).toBe(404);
    expect((await post(f.app, `${S}/GetSafarMarketRequestByOrderId`, { orderId: crypto.randomUUID() })).statusCode).toBe(401);
    const me = await user();
    for (const url of ['GetSafarMarketRequestByProposalId', 'GetSafarMarketRequestByOrderId', 'CallStep']) {
      for (const junk of JUNK_BODIES) expectClientError(await post(f.app, `${S}/${url}`, junk.payload, { 'content-type': junk.contentType, ...me }), url);
    }
  });

  it('takes steps by order id alone, and sends an order the market has back to where it continues', async () => {
    const me = await user();
    const userId = String(decodeJwt(me.authorization.slice(7)).sub);
    const trip = await oneWay(f.app, { days: 17 });
    const visit = (await land(trip.ref, me)).json().data;
    const created = await submit(f.app, me, { proposal: trip.ref, passengers: [adult()], safarMarketRequestId: visit.id });
    expect(created.statusCode, created.body).toBe(200);
    const order = created.json().data;
    const byOrder = () => post(f.app, `${S}/GetSafarMarketRequestByOrderId`, { orderId: order.id }, me);
    expect((await byOrder()).json().data).toMatchObject({ id: visit.id, orderId: order.id, nextPath: `/confirm/?orderId=${order.id}` });

    // The confirm and payment pages know the order only.
    const confirm = await post(f.app, `${S}/CallStep`, { data: { step: 'Confirm', orderId: order.id.toUpperCase() } }, me);
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(confirm.json().data).toMatchObject({ id: visit.id });
    expect(confirm.json().data.steps.at(-1)).toMatchObject({ step: 'Confirm', orderId: order.id });
    await issue(f.app, f.database.db, me, userId, order);
    for (const step of ['Payment', 'Issue']) expect((await post(f.app, `${S}/CallStep`, { data: { step, orderId: order.id } }, me)).statusCode).toBe(200);
    const after = (await byOrder()).json().data;
    expect(after.steps.map((x: { step: string }) => x.step)).toEqual(['Landing', 'Submit', 'Confirm', 'Payment', 'Issue']);
    expect(after.nextPath).toBe(`/payment/${order.id}/`);

    // An old order's request is still answered when its flight is no longer on sale.
    await f.database.db.execute(sql`update reseller_requests set proposal_id = 'gone' where id = ${visit.id}`);
    const old = await byOrder();
    expect(old.statusCode, old.body).toBe(200);
    expect(old.json().data).toMatchObject({ id: visit.id, search: null, flightDetails: null, nextPath: `/payment/${order.id}/` });

    // Not from the market, someone else's, or no id at all.
    const plain = await bookedOrder(f.app, me, { reserve: false, days: 18 });
    expect((await post(f.app, `${S}/CallStep`, { data: { step: 'Confirm', orderId: plain.id } }, me)).statusCode).toBe(404);
    expect((await post(f.app, `${S}/CallStep`, { data: { step: 'Confirm', orderId: order.id } }, await user())).statusCode).toBe(404);
    expect(errorsOf(await post(f.app, `${S}/CallStep`, { data: { step: 'Confirm' } }, me))['data.safarMarketRequestId']).toEqual(['شناسه سفرمارکت یا شناسه سفارش را بفرستید.']);
    const other = (await land((await oneWay(f.app, { days: 19 })).ref, me)).json().data;
    expect(errorsOf(await post(f.app, `${S}/CallStep`, { data: { safarMarketRequestId: other.id, step: 'Confirm', orderId: order.id } }, me))['data.orderId']).toBeDefined();
    expect(errorsOf(await post(f.app, `${S}/CallStep`, { data: { step: 'Confirm', orderId: 'nope' } }, me))['data.orderId']).toEqual(['شناسه سفارش معتبر نیست.']);
  });
});
