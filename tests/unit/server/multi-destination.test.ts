import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import type { OrderDetails } from '../../../src/contract';
import { rows } from '../../../server/db/rows';
import { orderParts, ownedOrder } from '../../../server/services/orders/store';
import { ticketHtml } from '../../../server/services/tickets/html';
import { storeKinds } from './test-database';
import { adult, day, issue, search, submit } from './booking-helpers';
import { Inbox, post, signIn, useServer } from './server-fixture';

/** A multi-destination trip (TripType 3) booked, paid and ticketed as one order. */
describe.each(storeKinds())('a multi-destination order on %s', (kind) => {
  const inbox = new Inbox();
  const f = useServer(kind, { otpSender: inbox, sweepIntervalMs: 0 });
  const q = <T>(query: ReturnType<typeof sql>) => rows<T>(f.database.db, query);

  it('books THR → IST → DXB as one order: seats held on both flights, one ticket per passenger, the ticket lists each flight', async () => {
    const auth = await signIn(f.app, inbox, '09167770001');
    const userId = decodeJwt(auth.authorization.slice(7)).sub!;
    const found = await search(f.app, { flightType: 3, adults: 2, segments: [
      { origin: 'IKA', destination: 'IST', departureDate: day(20) },
      { origin: 'IST', destination: 'DXB', departureDate: day(24) },
    ] });
    expect(found.search.productType).toBe('InternationalFlight');
    const trip = found.proposals.find((p) => p.Seat >= 2)!;
    // Istanbul is a city: either of its airports.
    expect(trip.FlightGroups.map((g) => `${g.Origin}-${g.Destination}`.replace('SAW', 'IST'))).toEqual(['IKA-IST', 'IST-DXB']);

    const passengers = [adult({ nationality: 'IR', passportNumber: 'K12345678', passportExpiryDate: day(700) }), adult({ nationality: 'IR', passportNumber: 'K12345679', passportExpiryDate: day(700) })];
    const created = await submit(f.app, auth, { proposal: { requestId: found.requestId, proposalId: trip.ProposalId }, passengers });
    expect(created.statusCode, created.body.slice(0, 400)).toBe(200);
    const order: OrderDetails = created.json().data;
    expect(order.segments).toHaveLength(1);
    expect(order.segments[0]!.proposal.FlightGroups).toHaveLength(2);
    expect(order.payableAmount).toBe(trip.TotalPrice);

    const reserved = await post(f.app, '/api/flight-reservation/Reserve/ReserveFlightOrder', { orderId: order.id }, auth);
    expect(reserved.statusCode, reserved.body.slice(0, 300)).toBe(200);
    const held = await q<{ offer_key: string; seats: number }>(sql`select offer_key, seats from seat_holds where order_id = ${order.id} order by offer_key`);
    expect(held.map((h) => h.offer_key).sort()).toEqual(trip.ProposalId.split('_').sort());
    expect(held.every((h) => Number(h.seats) === 2)).toBe(true);

    const issued = await issue(f.app, f.database.db, auth, userId, reserved.json().data);
    expect(issued.status).toBe('Issued');
    expect(issued.items).toHaveLength(2);
    expect(issued.items.every((i) => i.ticketNumber)).toBe(true);

    const page = ticketHtml(await ownedOrder(f.database.db, userId, order.id), await orderParts(f.database.db, order.id));
    expect(page).toContain('سفر چندمسیره');
    expect(page).toContain('پرواز ۲');
    for (const code of ['IKA', 'DXB']) expect(page).toContain(code);
  });

  it('refuses a multi-destination search with one segment or five, in Persian', async () => {
    for (const count of [1, 5]) {
      const segments = Array.from({ length: count }, (_, i) => ({ origin: i % 2 ? 'MHD' : 'THR', destination: i % 2 ? 'THR' : 'MHD', departureDate: day(10 + i) }));
      const res = await post(f.app, '/api/flight-catalog/FlightCatalog/Available', { flightType: 3, segments });
      expect(res.statusCode).toBe(400);
      expect(res.json().meta.errors.segments[0]).toMatch(count === 1 ? /سفر چندمسیره ۲ تا ۴ مسیر/ : /حداکثر ۴/);
    }
  });
});
