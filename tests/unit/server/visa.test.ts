import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { VisaOrderDetails } from '../../../src/contract';
import { storeKinds } from './test-database';
import { bookedOrder, day } from './booking-helpers';
import { errorsOf, expectClientError, get, Inbox, JUNK_BODIES, post, signIn, useServer } from './server-fixture';

const V = '/api/visa';
type Part = [string, string | { filename: string; contentType: string; data: Buffer }];

/** A multipart/form-data body as a browser would send it. */
function multipart(parts: Part[]) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of parts) {
    if (typeof value === 'string') {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    } else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\nContent-Type: ${value.contentType}\r\n\r\n`), value.data, Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const jpeg = () => sharp({ create: { width: 400, height: 500, channels: 3, background: '#88a' } }).jpeg().toBuffer();
const png = (side = 300) => sharp({ create: { width: side, height: side, channels: 3, background: '#fff' } }).png().toBuffer();

describe.each(storeKinds())('visa on %s', (kind) => {
  const inbox = new Inbox();
  const uploadDir = mkdtempSync(path.join(tmpdir(), 'visa-uploads-'));
  const f = useServer(kind, { otpSender: inbox, sweepIntervalMs: 0, uploadDir });
  afterAll(() => rmSync(uploadDir, { recursive: true, force: true }));
  let phone = 0;
  const user = () => signIn(f.app, inbox, `0918${String(7_000_000 + ++phone).padStart(7, '0')}`);
  const send = (url: string, parts: Part[], auth: Record<string, string>) => {
    const { payload, headers } = multipart(parts);
    return f.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...auth } });
  };
  const upload = async (auth: Record<string, string>, data: Buffer, kindOf = 'Photo') => send(`${V}/Submit/UploadImage`, [['kind', kindOf], ['file', { filename: 'x.jpg', contentType: 'image/jpeg', data }]], auth);
  const passengerParts = (i: number, extra: Record<string, string> = {}): Part[] => Object.entries({
    firstNameFa: 'مریم', lastNameFa: 'کاظمی', firstNameEn: 'Maryam', lastNameEn: 'Kazemi', gender: 'Female', birthDate: '1992-04-11',
    nationalCode: '4400276201', passportNumber: 'K12345678', passportExpiryDate: '2036-01-01', ...extra,
  }).map(([k, v]) => [`passengers[${i}][${k}]`, v]);

  it('describes destinations, types, speeds and prices', async () => {
    const enums = (await get(f.app, `${V}/Visa/GetVisaEnums?timestamp=1`)).json().data;
    expect(enums.destinations.map((d: { code: string }) => d.code)).toEqual(['AE', 'TR', 'AZ', 'IT', 'TH', 'AM']);
    for (const d of enums.destinations) {
      expect(d.nameFa).toMatch(/[آ-ی]/);
      expect(d.visaTypes.length).toBeGreaterThan(0);
    }
    expect(enums.destinations[0].slug).toBe('uae');
    expect(enums.speeds.map((s: { code: string }) => s.code)).toEqual(['Normal', 'Urgent', 'SuperUrgent']);
    expect(enums.image).toEqual({ maxBytes: 5 * 1024 * 1024, formats: ['jpeg', 'png', 'webp'], minWidth: 200, minHeight: 200 });
    const prices = (await get(f.app, `${V}/Visa/GetBasePrices`)).json().data;
    expect(prices.length).toBe(enums.destinations.reduce((s: number, d: { visaTypes: unknown[] }) => s + d.visaTypes.length, 0));
    for (const p of prices) expect(p.prices.Normal < p.prices.Urgent && p.prices.Urgent < p.prices.SuperUrgent).toBe(true);
    const total = (await get(f.app, `${V}/Visa/GetTotalPrice?destination=uae&visaType=AE-T30&passengerCount=3&speed=Urgent`)).json().data;
    expect(total).toEqual({ destination: 'AE', visaType: 'AE-T30', speed: 'Urgent', passengerCount: 3, unitPrice: 100_800_000, totalPrice: 302_400_000, processingDays: 3 });
    expect(errorsOf(await get(f.app, `${V}/Visa/GetTotalPrice?destination=XX&visaType=AE-T30`)).destination).toEqual(['این مقصد روادید نداریم.']);
    expect(errorsOf(await get(f.app, `${V}/Visa/GetTotalPrice?destination=TR&visaType=AE-T30`)).visaType![0]).toMatch(/ترکیه/);
    expect(errorsOf(await get(f.app, `${V}/Visa/GetTotalPrice?destination=AE`)).visaType).toEqual(['نوع روادید را وارد کنید.']);
    expect(errorsOf(await get(f.app, `${V}/Visa/GetTotalPrice?destination=AE&visaType=AE-T30&passengerCount=20`)).passengerCount).toBeDefined();
  });

  it('accepts images by their content only, keeps them on disk, and refuses the rest', async () => {
    const me = await user();
    const res = await upload(me, await jpeg());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ kind: 'Photo', format: 'jpeg', width: 400, height: 500 });
    expect(readdirSync(uploadDir)).toContain(`${res.json().data.id}.jpg`);
    const back = await get(f.app, `${V}/Submit/Image/${res.json().data.id}`, me);
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toBe('image/jpeg');
    expect(back.rawPayload.equals(readFileSync(path.join(uploadDir, `${res.json().data.id}.jpg`)))).toBe(true);
    const fake = await upload(me, Buffer.from('GIF89a not really an image at all'));
    expect(errorsOf(fake).file![0]).toMatch(/تصویر نیست/);
    const small = await upload(me, await png(50));
    expect(errorsOf(small).file).toEqual(['تصویر باید دست‌کم ۲۰۰ در ۲۰۰ پیکسل باشد.']);
    const gif = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#000' } }).gif().toBuffer();
    expect(errorsOf(await upload(me, gif)).file).toEqual(['فقط تصویر JPEG، PNG یا WebP پذیرفته می‌شود.']);
    expect(errorsOf(await upload(me, Buffer.alloc(6 * 1024 * 1024, 1))).file).toEqual(['حجم تصویر نباید بیشتر از ۵ مگابایت باشد.']);
    expect(errorsOf(await post(f.app, `${V}/Submit/UploadImage`, { file: res.json().data.id }, me)).file![0]).toMatch(/multipart/);
    expect(errorsOf(await send(`${V}/Submit/UploadImage`, [['kind', 'Photo']], me)).file).toEqual(['فایل را وارد کنید.']);
    expect((await upload({}, await jpeg())).statusCode).toBe(401);
  });

  it('takes a multipart request with nested keys, prices it, and is paid through the gateway', async () => {
    const me = await user();
    const passport = (await upload(me, await png(), 'Passport')).json().data.id;
    const parts: Part[] = [
      ['destination', 'uae'], ['visaType', 'AE-T30'], ['speed', 'Urgent'], ['travelDate', day(20)], ['contact[mobile]', '۰۹۱۲۱۱۱۲۲۳۳'],
      ...passengerParts(0), ['passengers[0][passportImage]', passport], ['passengers[0][photo]', { filename: 'me.jpg', contentType: 'image/jpeg', data: await jpeg() }],
    ];
    const res = await send(`${V}/Submit/SubmitVisaRequest?timestamp=1`, parts, me);
    expect(res.statusCode, res.body).toBe(200);
    const order: VisaOrderDetails = res.json().data;
    expect(order).toMatchObject({
      product: 'Visa', status: 'Created', passengerCount: 1, baseAmount: 100_800_000, payableAmount: 100_800_000, departureTime: day(20),
      contact: { mobile: '09121112233' },
      visa: { destination: 'AE', destinationFa: 'امارات متحده عربی', visaType: 'AE-T30', speed: 'Urgent', speedFa: 'فوری', unitPrice: 100_800_000, processingDays: 3 },
    });
    expect(order.title).toMatch(/^روادید امارات/);
    expect(order.passengers[0]).toMatchObject({ firstNameEn: 'MARYAM', passportNumber: 'K12345678', photo: { kind: 'Photo', format: 'jpeg' }, passportImage: { id: passport, kind: 'Passport' } });

    const voucher = await post(f.app, '/api/orders/Order/ApplyDiscountVoucher', { orderId: order.id, code: 'VISA20' }, me);
    expect(voucher.json().data).toMatchObject({ discountAmount: 10_000_000, payableAmount: 90_800_000 });
    expect((await get(f.app, `${V}/Submit/VerifyVisaPayment/${order.id}`, me)).json().data).toMatchObject({ paid: false, messages: ['این درخواست روادید هنوز پرداخت نشده است.'] });
    const pay = (await post(f.app, '/api/payment/Pay/Create', { orderId: order.id }, me)).json().data;
    expect(pay.amount).toBe(90_800_000);
    const authority = pay.url.split('/').pop();
    await f.app.inject({ method: 'POST', url: `/api/payment/Sandbox/Pay/${authority}`, payload: 'pan=6037991111111112&cvv2=123&month=12&year=99&pin=12345', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const back = await f.app.inject({ method: 'POST', url: '/api/payment/Pay/Callback', payload: `Authority=${authority}&Status=OK`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(back.headers.location).toBe(`/visa/payment/${order.id}/?paymentId=${pay.paymentId}&status=Succeeded`);
    const verified = (await get(f.app, `${V}/Submit/VerifyVisaPayment/${order.id}`, me)).json().data;
    expect(verified).toMatchObject({ paid: true, messages: [], order: { status: 'Paid', paymentMethod: 'Gateway' } });

    expect((await get(f.app, `/api/orders/Order/GetCurrentUserVisaOrderDetails/${order.id}`, me)).json().data.visa.visaType).toBe('AE-T30');
    expect((await post(f.app, '/api/orders/VisaOrder/GetById', { orderId: order.id }, me)).json().data.id).toBe(order.id);
    const other = await user();
    for (const res2 of [
      await get(f.app, `/api/orders/Order/GetCurrentUserVisaOrderDetails/${order.id}`, other),
      await post(f.app, '/api/orders/VisaOrder/GetById', { orderId: order.id }, other),
      await get(f.app, `${V}/Submit/VerifyVisaPayment/${order.id}`, other),
    ]) expect(res2.statusCode).toBe(404);
    const flight = await bookedOrder(f.app, me, { reserve: false, days: 20 });
    expect((await get(f.app, `/api/orders/Order/GetCurrentUserVisaOrderDetails/${flight.id}`, me)).statusCode).toBe(404);
    expect((await get(f.app, `/api/orders/Order/GetCurrentUserOrderDetails/${order.id}`, me)).statusCode).toBe(404);
  });

  it('checks the request: speed against the travel date, passport validity, images owned, keys well formed', async () => {
    const me = await user();
    const other = await user();
    const photo = (await upload(me, await jpeg())).json().data.id;
    const passport = (await upload(me, await png(), 'Passport')).json().data.id;
    const theirs = (await upload(other, await jpeg())).json().data.id;
    const base = (extra: Record<string, string> = {}, travel = day(30)): Part[] => [
      ['destination', 'IT'], ['visaType', 'IT-C'], ['travelDate', travel], ['contact[mobile]', '09121112233'],
      ...passengerParts(0, { photo, passportImage: passport, ...extra }),
    ];
    expect((await send(`${V}/Submit/SubmitVisaRequest`, base(), me)).statusCode).toBe(200);
    expect(errorsOf(await send(`${V}/Submit/SubmitVisaRequest`, base({}, day(5)), me)).travelDate![0]).toMatch(/۲۱ روز/);
    expect(errorsOf(await send(`${V}/Submit/SubmitVisaRequest`, base({ passportExpiryDate: day(60) }), me))['passengers[0].passportExpiryDate']).toEqual(['گذرنامه باید دست‌کم ۶ ماه پس از تاریخ سفر اعتبار داشته باشد.']);
    expect(errorsOf(await send(`${V}/Submit/SubmitVisaRequest`, base({ photo: theirs }), me))['passengers[0].photo']).toEqual(['این تصویر پیدا نشد؛ دوباره بارگذاری کنید.']);
    expect(errorsOf(await send(`${V}/Submit/SubmitVisaRequest`, base({ nationalCode: '1111111111' }), me))['passengers[0].nationalCode']).toBeDefined();
    expect(errorsOf(await send(`${V}/Submit/SubmitVisaRequest`, [...base(), ['__proto__[polluted]', 'yes']], me))).toBeDefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(errorsOf(await send(`${V}/Submit/SubmitVisaRequest`, [...base(), ['passengers[0]', 'flat']], me))).toBeDefined();
    const noPhoto = base().filter(([k]) => k !== 'passengers[0][photo]');
    expect(errorsOf(await send(`${V}/Submit/SubmitVisaRequest`, noPhoto, me))['passengers[0].photo']).toEqual(['عکس را وارد کنید.']);
    // JSON with image ids works too.
    const json = await post(f.app, `${V}/Submit/SubmitVisaRequest`, {
      destination: 'AZ', visaType: 'AZ-E30', travelDate: day(10), contact: { mobile: '09121112233' },
      passengers: [{ firstNameFa: 'مریم', lastNameFa: 'کاظمی', firstNameEn: 'Maryam', lastNameEn: 'Kazemi', gender: 'Female', birthDate: '1992-04-11', nationalCode: '4400276201', passportNumber: 'K12345678', passportExpiryDate: '2036-01-01', photo, passportImage: passport }],
    }, me);
    expect(json.statusCode, json.body).toBe(200);
    expect((await post(f.app, `${V}/Submit/SubmitVisaRequest`, {})).statusCode).toBe(401);
    for (const junk of JUNK_BODIES) expectClientError(await post(f.app, `${V}/Submit/SubmitVisaRequest`, junk.payload, { 'content-type': junk.contentType, ...me }), 'Submit');
    expectClientError(await f.app.inject({ method: 'POST', url: `${V}/Submit/SubmitVisaRequest`, payload: '--x\r\nbroken', headers: { 'content-type': 'multipart/form-data; boundary=x', ...me } }), 'broken multipart');
    expect(existsSync(uploadDir)).toBe(true);
  });
});
