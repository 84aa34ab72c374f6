import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { storeKinds } from './test-database';
import { adult, day, oneWay, search, submit } from './booking-helpers';
import { countQueries, Inbox, post, signIn, useServer } from './server-fixture';

// The results list shows the seats a traveller here can still buy, not only the supplier's count.
describe.each(storeKinds())('seats in search results on %s', (kind) => {
  const inbox = new Inbox();
  const f = useServer(kind, { otpSender: inbox, sweepIntervalMs: 0 });
  const AVAILABLE = '/api/flight-catalog/FlightCatalog/Available';

  it('a search counts seats held and sold here, down to a sold-out flight', async () => {
    const me = await signIn(f.app, inbox, '09101234567');
    const trip = await oneWay(f.app, { days: 40, pick: (p) => p.Seat <= 9 });
    const body = { adults: 1, children: 0, infants: 0, segments: [{ origin: 'THR', destination: 'MHD', departureDate: day(40) }] };
    const seatsOf = async () => (await search(f.app, body)).proposals.find((p) => p.ProposalId === trip.ref.proposalId)?.Seat;
    const before = await seatsOf();
    expect(before).toBe(trip.proposal.Seat);

    const order = (await submit(f.app, me, { proposal: trip.ref, passengers: [adult()] })).json().data;
    await post(f.app, '/api/flight-reservation/Reserve/ReserveFlightOrder', { orderId: order.id }, me);
    expect(await seatsOf()).toBe(before! - 1);
    // A browser gets the same answer (the held seat counted) compressed, once per encoding.
    const plain = await post(f.app, AVAILABLE, body);
    const br = await post(f.app, AVAILABLE, body, { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await post(f.app, AVAILABLE, body, { 'accept-encoding': 'gzip' });
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', vary: expect.stringMatching(/accept-encoding/i) });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const proposalOf = (json: string) => (JSON.parse(json) as { data: { proposals: { ProposalId: string; Seat: number }[] } })
      .data.proposals.find((p) => p.ProposalId === trip.ref.proposalId);
    expect(proposalOf(brotliDecompressSync(br.rawPayload).toString())?.Seat).toBe(before! - 1);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);

    // The rest held too: the flight is listed with no seats (marked sold out), and can't be ordered.
    const rest = before! - 1;
    if (rest > 0) {
      const big = await oneWay(f.app, { days: 40, adults: rest, pick: (p) => p.ProposalId === trip.ref.proposalId });
      const all = (await submit(f.app, me, { proposal: big.ref, passengers: Array.from({ length: rest }, () => adult()) })).json().data;
      expect((await post(f.app, '/api/flight-reservation/Reserve/ReserveFlightOrder', { orderId: all.id }, me)).statusCode).toBe(200);
    }
    expect(await seatsOf()).toBe(0);
    const late = await submit(f.app, me, { proposal: trip.ref, passengers: [adult()] });
    expect(late.statusCode).toBe(400);
  });

  it('searching again and again reads the seats taken here at most once a second, not once per search', async () => {
    const body = { adults: 1, children: 0, infants: 0, segments: [{ origin: 'THR', destination: 'MHD', departureDate: day(41) }] };
    await search(f.app, body);
    const { queries, seconds } = await countQueries(f.database, async () => {
      for (let i = 0; i < 50; i++) await search(f.app, body);
    });
    // One read of the seats-taken snapshot per second begun, at most.
    expect(queries).toBeLessThanOrEqual(seconds + 1);
  });
});
