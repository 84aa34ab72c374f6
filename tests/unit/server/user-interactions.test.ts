import { describe, expect, it } from 'vitest';
import type { OtpSender } from '../../../server/services/account/sender';
import { addDays, tehranToday } from '../../../server/time/calendar';
import { storeKinds } from './test-database';
import { errorsOf, expectClientError, JUNK_BODIES, post, useServer } from './server-fixture';

const base = '/api/user-interactions/FlightUserInteractions';
const AVAILABLE = '/api/flight-catalog/FlightCatalog/Available';
const day = (n: number) => addDays(tehranToday(new Date()), n);

describe.each(storeKinds())('user-interactions on %s', (kind) => {
  const codes = new Map<string, string>();
  const sender: OtpSender = { send: async (phone, code) => void codes.set(phone, code) };
  const f = useServer(kind, { otpSender: sender });

  async function signIn(phone: string) {
    await post(f.app, '/account/otp/create', { phoneNumber: phone });
    const res = await f.app.inject({ method: 'POST', url: '/account/connect/token', payload: `grant_type=otp&phone_number=${phone}&code=${codes.get(phone)}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    return { authorization: `Bearer ${res.json().access_token}` };
  }

  it("records a signed-in user's searches (not anonymous ones), newest first, and hides one on DeActive", async () => {
    const sara = await signIn('09350000001');
    const ali = await signIn('09350000002');
    await post(f.app, AVAILABLE, { segments: [{ origin: 'THR', destination: 'MHD', departureDate: day(3) }] });
    const first = await post(f.app, AVAILABLE, { segments: [{ origin: 'THR', destination: 'MHD', departureDate: day(3) }] }, sara);
    expect(first.statusCode).toBe(200);
    const trip = await post(f.app, AVAILABLE, { flightType: 2, segments: [{ origin: 'THR', destination: 'IST', departureDate: day(10) }, { origin: 'IST', destination: 'THR', departureDate: day(15) }] }, sara);
    expect(trip.statusCode).toBe(200);
    await post(f.app, AVAILABLE, { segments: [{ origin: 'SYZ', destination: 'KIH', departureDate: day(4) }] }, ali);

    const list = async (headers: Record<string, string>) => {
      const res = await post(f.app, `${base}/GetFlightSearchHistories?timestamp=1`, {}, headers);
      expect(res.statusCode).toBe(200);
      return res.json().data;
    };
    const history = await list(sara);
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({ origin: 'THR', originFa: 'تهران', destination: 'IST', destinationFa: 'استانبول', departureDate: day(10), returningDate: day(15), requestId: trip.json().data.requestId });
    expect(history[1]).toMatchObject({ origin: 'THR', destination: 'MHD', destinationFa: 'مشهد', returningDate: null, requestId: first.json().data.requestId });
    expect(history[1].search.segments[0].departureDate).toBe(day(3));

    // The same search again moves to the top instead of repeating.
    await post(f.app, AVAILABLE, { segments: [{ origin: 'THR', destination: 'MHD', departureDate: day(3) }] }, sara);
    const again = await list(sara);
    expect(again.map((h: { destination: string }) => h.destination)).toEqual(['MHD', 'IST']);

    expect((await list(ali)).map((h: { origin: string }) => h.origin)).toEqual(['SYZ']);
    const res = await post(f.app, `${base}/DeActive`, { id: again[0].id }, ali);
    expect(res.statusCode).toBe(404);
    expect(res.json().data).toBeNull();
    expect((await post(f.app, `${base}/DeActive`, { id: again[0].id }, sara)).json()).toEqual({ data: true, meta: {} });
    expect((await list(sara)).map((h: { destination: string }) => h.destination)).toEqual(['IST']);
  });

  it('answers 401 without a token and 400 for a bad id', async () => {
    for (const url of [`${base}/GetFlightSearchHistories`, `${base}/DeActive`]) {
      expect((await post(f.app, url, {})).statusCode).toBe(401);
      expect((await post(f.app, url, {}, { authorization: 'Bearer nope' })).statusCode).toBe(401);
    }
    const me = await signIn('09350000003');
    expect(errorsOf(await post(f.app, `${base}/DeActive`, {}, me)).id).toEqual(['شناسه را وارد کنید.']);
    expect(errorsOf(await post(f.app, `${base}/DeActive`, { id: 'abc' }, me)).id).toEqual(['شناسه باید عدد صحیح باشد.']);
    expect(errorsOf(await post(f.app, `${base}/DeActive`, { id: 1e12 }, me)).id).toBeDefined();
    expect(errorsOf(await post(f.app, `${base}/DeActive`, { id: -1 }, me)).id).toBeDefined();
    expect((await f.app.inject({ method: 'POST', url: `${base}/GetFlightSearchHistories`, headers: me })).statusCode).toBe(200);
    for (const url of [`${base}/GetFlightSearchHistories`, `${base}/DeActive`]) {
      for (const junk of JUNK_BODIES) expectClientError(await post(f.app, url, junk.payload, { 'content-type': junk.contentType, ...me }), url);
    }
  });
});
