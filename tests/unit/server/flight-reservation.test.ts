import { describe, expect, it } from 'vitest';
import type { AvailableResponse, FareRules, Passenger, Proposal } from '../../../src/contract';
import { addDays, tehranToday } from '../../../server/time/calendar';
import { penaltyPercentAt } from '../../../server/services/flight-reservation/fare-rules';
import { storeKinds } from './test-database';
import { errorsOf, expectClientError, Inbox, JUNK_BODIES, nationalCode, post, signIn, useServer } from './server-fixture';

const base = '/api/flight-reservation';
const today = tehranToday(new Date());
const day = (n: number) => addDays(today, n);
const yearsAgo = (n: number, extraDays = 0) => addDays(`${Number(today.slice(0, 4)) - n}${today.slice(4)}`, extraDays);

export const ADULT = {
  firstNameFa: 'سارا', lastNameFa: 'احمدی', firstNameEn: 'Sara', lastNameEn: 'Ahmadi', gender: 'Female',
  birthDate: '1990-05-17', nationalCode: '0499370899',
};

describe.each(storeKinds())('flight-reservation passengers and flight details on %s', (kind) => {
  const inbox = new Inbox();
  const f = useServer(kind, { otpSender: inbox });
  const save = (passenger: unknown, auth: Record<string, string>) => post(f.app, `${base}/Passenger/AddOrUpdatePassenger?timestamp=1`, { passenger }, auth);
  const list = async (auth: Record<string, string>): Promise<Passenger[]> => {
    const res = await post(f.app, `${base}/Passenger/GetCurrentUserPassengers`, {}, auth);
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };

  it('saves, lists, updates and deletes passengers, each user seeing only their own', async () => {
    const sara = await signIn(f.app, inbox, '09120000101');
    const omid = await signIn(f.app, inbox, '09120000102');
    const res = await save({ ...ADULT, firstNameFa: 'سارا ', lastNameFa: 'كريمي', nationalCode: '۰۴۹۹۳۷۰۸۹۹', birthDate: '1369-02-27' }, sara);
    expect(res.statusCode, res.body).toBe(200);
    const saved: Passenger = res.json().data;
    expect(saved).toMatchObject({
      passengerType: 1, firstNameFa: 'سارا', lastNameFa: 'کریمی', firstNameEn: 'SARA', lastNameEn: 'AHMADI',
      nationalCode: '0499370899', birthDate: '1990-05-17', nationality: 'IR', passportNumber: null,
    });
    // The same national code again updates the entry instead of adding a twin.
    const again = await save({ ...ADULT, lastNameEn: 'Ahmadi-Rad' }, sara);
    expect(again.json().data.id).toBe(saved.id);
    expect((await list(sara)).map((p) => p.lastNameEn)).toEqual(['AHMADI-RAD']);

    const child = await save({ firstNameFa: 'نیما', lastNameFa: 'احمدی', firstNameEn: 'Nima', lastNameEn: 'Ahmadi', gender: 'Male', birthDate: yearsAgo(5), nationalCode: nationalCode('001234567'), passengerType: 2 }, sara);
    expect(child.statusCode, child.body).toBe(200);
    const foreigner = await save({ firstNameEn: 'John', lastNameEn: 'Smith', gender: 'Male', birthDate: '1980-01-01', nationality: 'gb', passportNumber: 'ab1234567', passportExpiryDate: day(900) }, sara);
    expect(foreigner.statusCode, foreigner.body).toBe(200);
    expect(foreigner.json().data).toMatchObject({ nationality: 'GB', passportNumber: 'AB1234567', passportIssuingCountry: 'GB', nationalCode: null, firstNameFa: null });
    expect(await list(sara)).toHaveLength(3);
    expect(await list(omid)).toEqual([]);

    // Someone else's passenger: 404 for update and delete; the owner's stays.
    expect((await save({ ...ADULT, id: saved.id }, omid)).statusCode).toBe(404);
    const del = (id: string, auth: Record<string, string>) => f.app.inject({ method: 'DELETE', url: `${base}/Passenger/DeletePassenger/${id}?timestamp=2`, headers: auth });
    const denied = await del(saved.id, omid);
    expect(denied.statusCode).toBe(404);
    expect(denied.json()).toEqual({ data: null, meta: { message: 'این مسافر در فهرست مسافران شما نیست.' } });
    expect(await list(sara)).toHaveLength(3);
    expect((await del(saved.id, sara)).json()).toEqual({ data: true, meta: {} });
    expect((await del(saved.id, sara)).statusCode).toBe(404);
    expect(errorsOf(await del('not-a-uuid', sara)).id).toEqual(['شناسه معتبر نیست.']);
    expect(await list(sara)).toHaveLength(2);
  });

  it('rejects bad travellers with Persian messages on the field that is wrong', async () => {
    const me = await signIn(f.app, inbox, '09120000103');
    const errors = errorsOf(await save({ ...ADULT, nationalCode: '1234567890', firstNameFa: 'Sara', firstNameEn: 'سارا', birthDate: day(3) }, me));
    expect(errors['passenger.nationalCode']).toEqual(['کد ملی نامعتبر است.']);
    expect(errors['passenger.firstNameFa']).toEqual(['فقط حروف فارسی مجاز است.']);
    expect(errors['passenger.firstNameEn']).toEqual(['فقط حروف انگلیسی مجاز است.']);
    expect(errors['passenger.birthDate']).toEqual(['تاریخ تولد نمی‌تواند در آینده باشد.']);
    // Kind and birth date must agree.
    const infantAsAdult = errorsOf(await save({ ...ADULT, birthDate: yearsAgo(1), passengerType: 1 }, me));
    expect(infantAsAdult['passenger.birthDate']![0]).toMatch(/نوزاد است، نه بزرگسال/);
    const adultAsChild = errorsOf(await save({ ...ADULT, passengerType: 2 }, me));
    expect(adultAsChild['passenger.birthDate']![0]).toMatch(/بزرگسال است، نه کودک/);
    // Iranians need Persian names and a national code; foreigners a passport and no national code.
    const bare = errorsOf(await save({ firstNameEn: 'Ali', lastNameEn: 'Rezaei', gender: 'Male', birthDate: '1985-01-01' }, me));
    expect(Object.keys(bare).sort()).toEqual(['passenger.firstNameFa', 'passenger.lastNameFa', 'passenger.nationalCode']);
    const foreign = errorsOf(await save({ firstNameEn: 'Ann', lastNameEn: 'Lee', gender: 'Female', birthDate: '1985-01-01', nationality: 'US', nationalCode: '0499370899' }, me));
    expect(Object.keys(foreign).sort()).toEqual(['passenger.nationalCode', 'passenger.passportNumber']);
    const passport = errorsOf(await save({ ...ADULT, passportNumber: '12345', passportExpiryDate: day(-1) }, me));
    expect(passport['passenger.passportNumber']).toEqual(['شماره گذرنامه ایرانی باید یک حرف انگلیسی و ۸ رقم باشد.']);
    expect(passport['passenger.passportExpiryDate']).toEqual(['گذرنامه منقضی شده است.']);
    expect(errorsOf(await save({ ...ADULT, passportNumber: 'P12345678' }, me))['passenger.passportExpiryDate']).toEqual(['تاریخ انقضای گذرنامه را وارد کنید.']);
    // Schema failures are Persian too.
    expect(errorsOf(await save({ ...ADULT, gender: 'X' }, me))['passenger.gender']).toEqual(['جنسیت باید Male یا Female باشد.']);
    expect(errorsOf(await post(f.app, `${base}/Passenger/AddOrUpdatePassenger`, {}, me)).passenger).toEqual(['مسافر را وارد کنید.']);
    expect(errorsOf(await save({ ...ADULT, passengerType: 7 }, me))['passenger.passengerType']).toBeDefined();
    // Two saved travellers cannot share a national code.
    const first = (await save(ADULT, me)).json().data;
    const other = await save({ ...ADULT, nationalCode: '7400076205', firstNameEn: 'Mina' }, me);
    expect(errorsOf(await save({ ...other.json().data, id: other.json().data.id, nationalCode: first.nationalCode }, me))['passenger.nationalCode']).toBeDefined();
  });

  it('answers 401 without a valid token and 4xx for junk on every route', async () => {
    const urls = ['Passenger/GetCurrentUserPassengers', 'Passenger/AddOrUpdatePassenger', 'Proposals/GetFlightDetails', 'FareRules/GetFareRules', 'FareRules/GetRouteRules'];
    for (const url of urls) {
      expect((await post(f.app, `${base}/${url}`, {})).statusCode, url).toBe(401);
      expect((await post(f.app, `${base}/${url}`, {}, { authorization: 'Bearer x.y.z' })).statusCode, url).toBe(401);
    }
    expect((await f.app.inject({ method: 'DELETE', url: `${base}/Passenger/DeletePassenger/${crypto.randomUUID()}` })).statusCode).toBe(401);
    const me = await signIn(f.app, inbox, '09120000104');
    for (const url of urls) {
      for (const junk of JUNK_BODIES) expectClientError(await post(f.app, `${base}/${url}`, junk.payload, { 'content-type': junk.contentType, ...me }), url);
    }
  });

  it('details a round trip with live seats, fare rules and route rules; charter is non-refundable', async () => {
    const me = await signIn(f.app, inbox, '09120000105');
    const res = await post(f.app, '/api/flight-catalog/FlightCatalog/Available', {
      flightType: 2, adults: 2, children: 1, segments: [{ origin: 'THR', destination: 'MHD', departureDate: day(20) }, { origin: 'MHD', destination: 'THR', departureDate: day(24) }],
    });
    const search: AvailableResponse = res.json().data;
    const out = search.proposals.find((p) => !p.isReturning && !p.IsCharter && p.FlightGroups[0]!.Refundable)!;
    const back = search.proposals.find((p) => p.isReturning && p.IsCharter)!;
    const body = { requestId: search.requestId, proposalId: out.ProposalId, returningRequestId: search.returningRequestId, returningProposalId: back.ProposalId };
    const details = await post(f.app, `${base}/Proposals/GetFlightDetails`, body, me);
    expect(details.statusCode, details.body).toBe(200);
    const data = details.json().data;
    expect(data).toMatchObject({ adults: 2, children: 1, infants: 0, isDomestic: true, totalPrice: out.TotalPrice + back.TotalPrice });
    expect(data.items.map((i: { proposal: Proposal }) => i.proposal.ProposalId)).toEqual([out.ProposalId, back.ProposalId]);
    expect(data.items[0].seatsLeft).toBe(out.Seat);
    const rules: FareRules = data.items[0].fareRules;
    expect(rules.refundable).toBe(true);
    expect(rules.penalties.map((r) => [r.fromHoursBefore, r.toHoursBefore])).toEqual([[null, 72], [72, 3], [3, 0]]);
    expect(rules.penalties[0]!.penaltyPercent).toBeLessThan(rules.penalties[2]!.penaltyPercent);
    expect(penaltyPercentAt(rules.penalties, 100)).toBe(rules.penalties[0]!.penaltyPercent);
    expect(penaltyPercentAt(rules.penalties, 10)).toBe(rules.penalties[1]!.penaltyPercent);
    expect(penaltyPercentAt(rules.penalties, 1)).toBe(rules.penalties[2]!.penaltyPercent);
    expect(penaltyPercentAt(rules.penalties, -1)).toBe(100);
    expect(data.items[1].fareRules).toMatchObject({ isCharter: true, refundable: false, penalties: [{ penaltyPercent: 100, fromHoursBefore: null, toHoursBefore: 0 }] });

    // The outbound alone is fine for details; a returning id from another search is not.
    expect((await post(f.app, `${base}/Proposals/GetFlightDetails`, { requestId: search.requestId, proposalId: out.ProposalId }, me)).json().data.items).toHaveLength(1);
    expect(errorsOf(await post(f.app, `${base}/Proposals/GetFlightDetails`, { ...body, returningRequestId: search.requestId }, me)).returningRequestId).toBeDefined();
    expect(errorsOf(await post(f.app, `${base}/Proposals/GetFlightDetails`, { ...body, proposalId: 'nope' }, me)).proposalId![0]).toMatch(/دوباره جست‌وجو/);
    expect(errorsOf(await post(f.app, `${base}/Proposals/GetFlightDetails`, { ...body, requestId: crypto.randomUUID() }, me)).requestId![0]).toMatch(/پیدا نشد/);
    expect(errorsOf(await post(f.app, `${base}/Proposals/GetFlightDetails`, { requestId: 'x', proposalId: '' }, me)).requestId).toEqual(['شناسه جست‌وجو معتبر نیست.']);

    const fare = await post(f.app, `${base}/FareRules/GetFareRules`, { requestId: search.returningRequestId, proposalId: back.ProposalId }, me);
    expect(fare.json().data).toMatchObject({ proposalId: back.ProposalId, isCharter: true, refundable: false });
    const route = await post(f.app, `${base}/FareRules/GetRouteRules`, { requestId: search.requestId, proposalId: out.ProposalId }, me);
    expect(route.json().data).toEqual([expect.objectContaining({ origin: 'THR', destination: 'MHD', originFa: 'تهران', isDomestic: true, checkInMinutes: 120 })]);
    const intl = (await post(f.app, '/api/flight-catalog/FlightCatalog/Available', { segments: [{ origin: 'THR', destination: 'IST', departureDate: day(30) }] })).json().data;
    const intlRoute = await post(f.app, `${base}/FareRules/GetRouteRules`, { requestId: intl.requestId, proposalId: intl.proposals[0].ProposalId }, me);
    expect(intlRoute.json().data[0]).toMatchObject({ isDomestic: false, checkInMinutes: 180 });
    expect(intlRoute.json().data[0].documents[0]).toMatch(/گذرنامه/);
  });
});
