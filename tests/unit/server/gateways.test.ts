import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayError, type GatewayPayment, type PaymentGateway, type StartRequest, type Started } from '../../../server/providers/payment/gateway';
import { ZarinpalGateway } from '../../../server/providers/payment/zarinpal';
import { SepGateway } from '../../../server/providers/payment/sep';
import { MellatGateway } from '../../../server/providers/payment/mellat';
import { startZarinpalFake, ZARINPAL_FAKE_MERCHANT_ID, type ZarinpalFake } from '../../fakes/zarinpal';
import { startSepFake, SEP_FAKE_TERMINAL_ID, type SepFake } from '../../fakes/sep';
import { startMellatFake, MELLAT_FAKE_CREDENTIALS, type MellatFake } from '../../fakes/mellat';
import type { BankFake } from '../../fakes/bank-pages';

let nextOrder = 7_000_000;
const CALLBACK = 'https://safar.test/api/payments/callback';

function request(amount = 12_500_000): StartRequest {
  const paymentId = randomUUID();
  return { paymentId, bankOrderId: ++nextOrder, amount, callbackUrl: `${CALLBACK}/${paymentId}`, mobile: '09121234567', description: 'پرداخت سفارش ۱۲۳۴' };
}

function payment(req: StartRequest, started: Started | null, callback: Record<string, string> | null): GatewayPayment {
  return { paymentId: req.paymentId, bankOrderId: req.bankOrderId, amount: req.amount, token: started?.token ?? null, callback };
}

/** Every message an adapter gave, to check that none names a secret. */
const said: string[] = [];
function heard<T extends object>(outcome: T): T {
  if ('message' in outcome && typeof outcome.message === 'string') said.push(outcome.message);
  return outcome;
}
async function refusal(promise: Promise<unknown>): Promise<GatewayError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GatewayError);
  const gatewayError = error as GatewayError;
  expect(gatewayError.messageFa).toMatch(/[\u0600-\u06FF]/);
  said.push(gatewayError.message, gatewayError.messageFa);
  return gatewayError;
}

function expectNoSecret(...secrets: string[]): void {
  expect(said.length).toBeGreaterThan(0);
  for (const text of said) for (const secret of secrets) expect(text).not.toContain(secret);
}

function hiddenFields(html: string): Record<string, string> {
  return Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1]!, m[2]!]));
}

/** A payment started and paid on the bank page; `amount` makes the bank charge another amount. */
async function paidAt(gateway: PaymentGateway, fake: BankFake<unknown>, amount?: number) {
  const req = request();
  const started = await gateway.start(req);
  const back = fake.pay(started.token, amount === undefined ? undefined : { amount });
  return { req, started, back, payment: payment(req, started, back.fields) };
}

/** A bank that times out or answers a 5xx gives no verdict: verify is unknown, saying why. */
async function expectSilenceUnknown(fake: BankFake<unknown>, gateway: PaymentGateway, quick: PaymentGateway, p: GatewayPayment): Promise<void> {
  fake.failNext(1, 'timeout');
  expect(heard(await quick.verify(p))).toMatchObject({ kind: 'unknown', code: 'timeout' });
  fake.failNext(1, 'http500');
  expect(heard(await gateway.verify(p))).toMatchObject({ kind: 'unknown', code: 500 });
}

function expectPayAndCancelButtons(html: string): void {
  expect(html).toMatch(/<button[^>]*value="pay">پرداخت<\/button>/);
  expect(html).toMatch(/<button[^>]*value="cancel">انصراف<\/button>/);
}

describe('Zarinpal against its fake', () => {
  let fake: ZarinpalFake;
  let gateway: ZarinpalGateway;
  let quick: ZarinpalGateway;

  beforeAll(async () => {
    fake = await startZarinpalFake();
    gateway = new ZarinpalGateway({ merchantId: ZARINPAL_FAKE_MERCHANT_ID, baseUrl: fake.url });
    quick = new ZarinpalGateway({ merchantId: ZARINPAL_FAKE_MERCHANT_ID, baseUrl: fake.url, timeoutMs: 300 });
  });
  afterAll(() => fake.close());

  const paid = (amount?: number) => paidAt(gateway, fake, amount);

  it('starts: request.json with the amount in IRR, our id as order_id, and a GET to StartPay', async () => {
    const req = request();
    const started = await gateway.start(req);
    expect(started.token).toMatch(/^A[0-9a-zA-Z]{35}$/);
    expect(started.redirect).toEqual({ method: 'GET', url: `${fake.url}/pg/StartPay/${started.token}` });
    const call = fake.calls.at(-1)!;
    expect(call.op).toBe('request');
    expect(call.body).toEqual({
      merchant_id: ZARINPAL_FAKE_MERCHANT_ID, amount: 12_500_000, currency: 'IRR', description: req.description,
      callback_url: req.callbackUrl, metadata: { mobile: '09121234567', order_id: req.paymentId },
    });
  });

  it('refuses a fractional or non-positive amount before asking the bank', async () => {
    const before = fake.calls.length;
    await refusal(gateway.start({ ...request(), amount: 1000.5 }));
    await refusal(gateway.start({ ...request(), amount: 0 }));
    expect(fake.calls.length).toBe(before);
  });

  it('a bad merchant id (-10) or a silent bank stops start with a Persian message', async () => {
    const secret = 'not-a-merchant-id';
    const bad = new ZarinpalGateway({ merchantId: secret, baseUrl: fake.url });
    const error = await refusal(bad.start(request()));
    expect(error.code).toBe(-10);
    expect(error.message).not.toContain(secret);
    heard(await bad.verify(payment(request(), { token: `A${'0'.repeat(35)}`, redirect: { method: 'GET', url: '' } }, null)));
    fake.failNext(1, 'http500');
    expect((await refusal(gateway.start(request()))).messageFa).toBe('درگاه زرین‌پال پاسخ نداد؛ درگاه دیگری را انتخاب کنید یا دوباره تلاش کنید.');
    fake.failNext(1, 'timeout');
    expect((await refusal(quick.start(request()))).code).toBe('timeout');
    expectNoSecret(secret);
  });

  it('reads paid and cancelled returns', async () => {
    const { started, back } = await paid();
    expect(back.method).toBe('GET');
    expect(back.url).toContain(`Authority=${started.token}`);
    expect(gateway.readReturn(back.fields)).toEqual({ paid: true, token: started.token, reference: null, message: null });
    const other = await gateway.start(request());
    const cancelled = gateway.readReturn(fake.cancel(other.token).fields);
    expect(cancelled).toMatchObject({ paid: false, token: other.token });
    expect(cancelled.message).toMatch(/زرین‌پال/);
  });

  it('verifies a payment, and again (101) without charging twice', async () => {
    const { started, payment: p } = await paid();
    const first = heard(await gateway.verify(p));
    const t = fake.transactions.get(started.token)!;
    expect(first).toEqual({ kind: 'paid', reference: t.reference, cardMask: t.cardPan, amount: 12_500_000 });
    expect(heard(await gateway.verify(p))).toEqual(first);
    expect(t.status).toBe('Verified');
    expect(fake.ledger.filter((e) => e.token === started.token)).toHaveLength(1);
  });

  it('a verify whose answer is lost is unknown; the next one answers 101 → paid', async () => {
    const { started, payment: p } = await paid();
    fake.failNext(1, 'lostAnswer');
    expect(heard(await quick.verify(p))).toMatchObject({ kind: 'unknown', code: 'timeout' });
    expect(fake.transactions.get(started.token)!.status).toBe('Verified');
    expect(heard(await gateway.verify(p))).toMatchObject({ kind: 'paid' });
  });

  it('a different amount charged (-50) is not paid, and reverses', async () => {
    const { payment: p } = await paid(1_250_000);
    expect(heard(await gateway.verify(p))).toMatchObject({ kind: 'notPaid', code: -50 });
    expect(heard(await gateway.reverse(p))).toEqual({ kind: 'reversed' });
  });

  it('a cancelled payment is not paid (-51); one without a token never reached the bank', async () => {
    const req = request();
    const started = await gateway.start(req);
    const back = fake.cancel(started.token);
    expect(heard(await gateway.verify(payment(req, started, back.fields)))).toMatchObject({ kind: 'notPaid', code: -51 });
    const before = fake.calls.length;
    expect(heard(await gateway.verify(payment(req, null, null)))).toMatchObject({ kind: 'notPaid' });
    expect(fake.calls.length).toBe(before);
  });

  it('past the verify window the money went back: -51, not paid', async () => {
    const { started, payment: p } = await paid();
    fake.age(started.token, gateway.verifyWithinMinutes + 1);
    expect(heard(await gateway.verify(p))).toMatchObject({ kind: 'notPaid', code: -51 });
    expect(fake.transactions.get(started.token)!.status).toBe('Reversed');
    expect(fake.ledger.filter((e) => e.token === started.token).map((e) => e.kind)).toEqual(['charge', 'return']);
  });

  it('a timeout or a 5xx is unknown, never a verdict', async () => {
    const { payment: p } = await paid();
    await expectSilenceUnknown(fake, gateway, quick, p);
    expect(heard(await gateway.verify(p))).toMatchObject({ kind: 'paid' });
  });

  it('reverses within 30 minutes; after, -63 refused; twice, -61 refused', async () => {
    const a = await paid();
    expect(heard(await gateway.verify(a.payment))).toMatchObject({ kind: 'paid' });
    expect(heard(await gateway.reverse(a.payment))).toEqual({ kind: 'reversed' });
    expect(heard(await gateway.reverse(a.payment))).toMatchObject({ kind: 'refused', code: -61 });
    const b = await paid();
    expect(heard(await gateway.verify(b.payment))).toMatchObject({ kind: 'paid' });
    fake.age(b.started.token, 31);
    expect(heard(await gateway.reverse(b.payment))).toMatchObject({ kind: 'refused', code: -63 });
    fake.failNext(1, 'http500');
    expect(heard(await gateway.reverse(b.payment))).toMatchObject({ kind: 'unknown' });
  });

  it('inquiry maps IN_BANK, PAID, VERIFIED, FAILED and REVERSED', async () => {
    const req = request();
    const started = await gateway.start(req);
    const p = payment(req, started, null);
    expect(heard(await gateway.inquiry(p))).toEqual({ kind: 'pending' });
    fake.pay(started.token);
    expect(heard(await gateway.inquiry(p))).toEqual({ kind: 'paid' });
    await gateway.verify(p);
    expect(heard(await gateway.inquiry(p))).toEqual({ kind: 'verified' });
    await gateway.reverse(p);
    expect(heard(await gateway.inquiry(p))).toEqual({ kind: 'reversed' });
    const other = await gateway.start(request());
    fake.cancel(other.token);
    expect(heard(await gateway.inquiry(payment(req, other, null)))).toMatchObject({ kind: 'failed' });
    fake.failNext(1, 'http500');
    expect(heard(await gateway.inquiry(p))).toMatchObject({ kind: 'unknown' });
  });

  it('settle has nothing to ask', async () => {
    const before = fake.calls.length;
    expect(await gateway.settle(payment(request(), null, null))).toEqual({ kind: 'settled' });
    expect(fake.calls.length).toBe(before);
  });

  it('serves the bank page: «پرداخت» and «انصراف», then a 302 back to the callback', async () => {
    const req = request();
    const started = await gateway.start(req);
    const html = await (await fetch(started.redirect.url)).text();
    expect(html).toContain('dir="rtl"');
    expectPayAndCancelButtons(html);
    const res = await fetch(started.redirect.url, { method: 'POST', body: new URLSearchParams({ action: 'pay' }), redirect: 'manual' });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(location.origin + location.pathname).toBe(req.callbackUrl);
    expect(Object.fromEntries(location.searchParams)).toEqual({ Authority: started.token, Status: 'OK' });
  });

  it('no message names the merchant id', () => {
    expectNoSecret(ZARINPAL_FAKE_MERCHANT_ID);
  });
});

describe('SEP against its fake', () => {
  let fake: SepFake;
  let gateway: SepGateway;
  let quick: SepGateway;

  beforeAll(async () => {
    fake = await startSepFake();
    gateway = new SepGateway({ terminalId: SEP_FAKE_TERMINAL_ID, baseUrl: fake.url });
    quick = new SepGateway({ terminalId: SEP_FAKE_TERMINAL_ID, baseUrl: fake.url, timeoutMs: 300 });
  });
  afterAll(() => fake.close());

  const paid = (amount?: number) => paidAt(gateway, fake, amount);

  it('starts: a token for our ResNum, and a POST of Token to OnlinePG', async () => {
    const req = request();
    const started = await gateway.start(req);
    expect(started.redirect).toEqual({ method: 'POST', url: `${fake.url}/OnlinePG/OnlinePG`, fields: { Token: started.token } });
    expect(fake.calls.at(-1)).toMatchObject({
      op: 'token',
      body: { action: 'token', TerminalId: SEP_FAKE_TERMINAL_ID, Amount: 12_500_000, ResNum: req.paymentId, RedirectUrl: req.callbackUrl, CellNumber: '9121234567' },
    });
  });

  it('an unknown terminal, a bad amount or a silent bank stops start with a Persian message', async () => {
    const error = await refusal(new SepGateway({ terminalId: '99999999', baseUrl: fake.url }).start(request()));
    expect(error.code).toBe('12');
    await refusal(gateway.start({ ...request(), amount: -5 }));
    fake.failNext(1, 'http500');
    expect((await refusal(gateway.start(request()))).code).toBe(500);
  });

  it('reads paid and cancelled returns', async () => {
    const { started, back } = await paid();
    expect(back.method).toBe('POST');
    expect(Object.keys(back.fields).sort()).toEqual(
      ['MID', 'TerminalId', 'State', 'Status', 'RefNum', 'ResNum', 'RRN', 'TraceNo', 'Amount', 'AffectiveAmount', 'Wage', 'SecurePan', 'HashedCardNumber', 'Token'].sort(),
    );
    expect(gateway.readReturn(back.fields)).toEqual({ paid: true, token: started.token, reference: back.fields.RefNum, message: null });
    const other = await gateway.start(request());
    expect(gateway.readReturn(fake.cancel(other.token).fields)).toEqual({ paid: false, token: other.token, reference: null, message: 'پرداخت را در درگاه سامان لغو کردید.' });
    expect(gateway.readReturn({ Status: '4' })).toMatchObject({ paid: false, message: 'زمان پرداخت در درگاه سامان تمام شد.' });
  });

  it('verifies, and again (ResultCode 2) without charging twice', async () => {
    const { started, back, payment: p } = await paid();
    const first = heard(await gateway.verify(p));
    expect(first).toEqual({ kind: 'paid', reference: back.fields.RefNum, cardMask: back.fields.SecurePan, amount: 12_500_000 });
    expect(heard(await gateway.verify(p))).toEqual(first);
    expect(fake.calls.filter((c) => c.op === 'verify' && (c.body as { RefNum?: string }).RefNum === back.fields.RefNum)).toHaveLength(2);
    expect((fake.calls.at(-1)!.body as Record<string, unknown>).TerminalNumber).toBe(Number(SEP_FAKE_TERMINAL_ID));
    expect(fake.ledger.filter((e) => e.token === started.token)).toHaveLength(1);
  });

  it('OrginalAmount other than ours is not paid, and reverses', async () => {
    const { payment: p } = await paid(10_000);
    expect(heard(await gateway.verify(p))).toMatchObject({ kind: 'notPaid', code: 'amount' });
    expect(heard(await gateway.reverse(p))).toEqual({ kind: 'reversed' });
  });

  it('a cancelled return is not paid and asks nothing; no return at all is unknown', async () => {
    const req = request();
    const started = await gateway.start(req);
    const back = fake.cancel(started.token);
    const before = fake.calls.length;
    expect(heard(await gateway.verify(payment(req, started, back.fields)))).toMatchObject({ kind: 'notPaid' });
    expect(heard(await gateway.verify(payment(req, started, null)))).toMatchObject({ kind: 'unknown' });
    expect(fake.calls.length).toBe(before);
  });

  it('an unknown RefNum (-2) is not paid; past 30 minutes (-6) is not paid', async () => {
    const { req, started, back, payment: p } = await paid();
    expect(heard(await gateway.verify(payment(req, started, { ...back.fields, RefNum: 'no-such-refnum' })))).toMatchObject({ kind: 'notPaid', code: -2 });
    fake.age(started.token, 31);
    expect(heard(await gateway.verify(p))).toMatchObject({ kind: 'notPaid', code: -6 });
    expect(fake.transactions.get(started.token)!.status).toBe('Reversed');
  });

  it('a timeout, a 5xx or an unknown terminal (-105) is unknown', async () => {
    const { payment: p } = await paid();
    await expectSilenceUnknown(fake, gateway, quick, p);
    const otherTerminal = new SepGateway({ terminalId: '11110000', baseUrl: fake.url });
    expect(heard(await otherTerminal.verify(p))).toMatchObject({ kind: 'unknown', code: -105 });
    expect(heard(await gateway.verify(p))).toMatchObject({ kind: 'paid' });
  });

  it('a verify whose answer is lost is unknown; the next one answers 2 → paid', async () => {
    const { payment: p } = await paid();
    fake.failNext(1, 'lostAnswer');
    expect(heard(await quick.verify(p))).toMatchObject({ kind: 'unknown' });
    expect(heard(await gateway.verify(p))).toMatchObject({ kind: 'paid', amount: 12_500_000 });
  });

  it('reverses within 50 minutes (and again: 2), refuses after (-6)', async () => {
    const a = await paid();
    await gateway.verify(a.payment);
    fake.age(a.started.token, 40);
    expect(heard(await gateway.reverse(a.payment))).toEqual({ kind: 'reversed' });
    expect(heard(await gateway.reverse(a.payment))).toEqual({ kind: 'reversed' });
    expect(fake.ledger.filter((e) => e.token === a.started.token).map((e) => e.kind)).toEqual(['charge', 'return']);
    const b = await paid();
    await gateway.verify(b.payment);
    fake.age(b.started.token, 51);
    expect(heard(await gateway.reverse(b.payment))).toMatchObject({ kind: 'refused', code: -6 });
    fake.failNext(1, 'http500');
    expect(heard(await gateway.reverse(b.payment))).toMatchObject({ kind: 'unknown' });
  });

  it('inquiry and settle ask nothing', async () => {
    const { payment: p } = await paid();
    const before = fake.calls.length;
    expect(heard(await gateway.inquiry(p))).toMatchObject({ kind: 'unknown' });
    expect(await gateway.settle(p)).toEqual({ kind: 'settled' });
    expect(fake.calls.length).toBe(before);
  });

  it('serves the bank page (form POST and SendToken) and posts the return back', async () => {
    const req = request();
    const started = await gateway.start(req);
    if (started.redirect.method !== 'POST') throw new Error('SEP redirects with a form');
    const html = await (await fetch(started.redirect.url, { method: 'POST', body: new URLSearchParams(started.redirect.fields) })).text();
    expectPayAndCancelButtons(html);
    expect(await (await fetch(`${fake.url}/OnlinePG/SendToken?token=${started.token}`)).text()).toContain('انصراف');
    const back = await (await fetch(started.redirect.url, { method: 'POST', body: new URLSearchParams({ Token: started.token, action: 'pay' }) })).text();
    expect(back).toContain(`action="${req.callbackUrl}"`);
    expect(back).toContain('document.forms[0].submit()');
    const fields = hiddenFields(back);
    expect(fields).toMatchObject({ State: 'OK', Status: '2', ResNum: req.paymentId, Token: started.token });
    expect(heard(await gateway.verify(payment(req, started, fields)))).toMatchObject({ kind: 'paid', reference: fields.RefNum });
  });

  it('no message names the terminal id', () => {
    expectNoSecret(SEP_FAKE_TERMINAL_ID);
  });
});

describe('Mellat against its fake', () => {
  let fake: MellatFake;
  let gateway: MellatGateway;
  let quick: MellatGateway;

  beforeAll(async () => {
    fake = await startMellatFake();
    gateway = new MellatGateway({ ...MELLAT_FAKE_CREDENTIALS, baseUrl: fake.url });
    quick = new MellatGateway({ ...MELLAT_FAKE_CREDENTIALS, baseUrl: fake.url, timeoutMs: 300 });
  });
  afterAll(() => fake.close());

  const paid = (amount?: number) => paidAt(gateway, fake, amount);

  it('starts: bpPayRequest with our order, Tehran date and time, and a POST of RefId to startpay', async () => {
    const req = request();
    const started = await gateway.start(req);
    expect(started.token).toMatch(/^[0-9A-F]{20}$/);
    expect(started.redirect).toEqual({ method: 'POST', url: `${fake.url}/pgwchannel/startpay.mellat`, fields: { RefId: started.token, MobileNo: '989121234567' } });
    const call = fake.calls.at(-1)!;
    expect(call.op).toBe('bpPayRequest');
    expect(call.body).toMatchObject({
      terminalId: MELLAT_FAKE_CREDENTIALS.terminalId, userName: MELLAT_FAKE_CREDENTIALS.userName, orderId: String(req.bankOrderId),
      amount: '12500000', additionalData: req.paymentId, callBackUrl: req.callbackUrl, payerId: '0', mobileNo: '989121234567',
    });
    const tehran = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
    expect(call.body.localDate).toBe(tehran.replace(/-/g, ''));
    expect(call.body.localTime).toMatch(/^\d{6}$/);
  });

  it('bad credentials (24, 21), a reused order (41) or a silent bank stop start with a Persian message', async () => {
    const secret = 'wrong-password-123';
    const error = await refusal(new MellatGateway({ ...MELLAT_FAKE_CREDENTIALS, password: secret, baseUrl: fake.url }).start(request()));
    expect(error.code).toBe('24');
    expect(error.message).not.toContain(secret);
    expect((await refusal(new MellatGateway({ ...MELLAT_FAKE_CREDENTIALS, terminalId: '1', baseUrl: fake.url }).start(request()))).code).toBe('21');
    const req = request();
    await gateway.start(req);
    expect((await refusal(gateway.start({ ...request(), bankOrderId: req.bankOrderId }))).code).toBe('41');
    fake.failNext(1, 'http500');
    expect((await refusal(gateway.start(request()))).code).toBe(500);
    fake.failNext(1, 'timeout');
    expect((await refusal(quick.start(request()))).code).toBe('timeout');
    await refusal(gateway.start({ ...request(), amount: 99.9 }));
    expectNoSecret(secret);
  });

  it('reads paid and cancelled returns', async () => {
    const { started, back } = await paid();
    expect(gateway.readReturn(back.fields)).toEqual({ paid: true, token: started.token, reference: back.fields.SaleReferenceId, message: null });
    const other = await gateway.start(request());
    expect(gateway.readReturn(fake.cancel(other.token).fields)).toEqual({ paid: false, token: other.token, reference: null, message: 'پرداخت را در درگاه ملت لغو کردید.' });
  });

  it('verifies, and again (43) without charging twice; settles, and again (45)', async () => {
    const { started, back, payment: p } = await paid();
    const first = heard(await gateway.verify(p));
    expect(first).toEqual({ kind: 'paid', reference: back.fields.SaleReferenceId, cardMask: back.fields.CardHolderPan, amount: 12_500_000 });
    expect(fake.calls.at(-1)!.body).toMatchObject({ orderId: String(p.bankOrderId), saleOrderId: String(p.bankOrderId), saleReferenceId: back.fields.SaleReferenceId });
    expect(heard(await gateway.verify(p))).toEqual(first);
    expect(heard(await gateway.settle(p))).toEqual({ kind: 'settled' });
    expect(heard(await gateway.settle(p))).toEqual({ kind: 'settled' });
    expect(fake.transactions.get(started.token)!.status).toBe('Settled');
    expect(fake.ledger.filter((e) => e.token === started.token)).toHaveLength(1);
  });

  it('a FinalAmount other than ours is not paid without asking, and reverses', async () => {
    const { payment: p } = await paid(5_000);
    const before = fake.calls.length;
    expect(heard(await gateway.verify(p))).toMatchObject({ kind: 'notPaid', code: 'amount' });
    expect(fake.calls.length).toBe(before);
    expect(heard(await gateway.reverse(p))).toEqual({ kind: 'reversed' });
  });

  it('a cancelled return (17) is not paid; no return is unknown; neither asks the bank', async () => {
    const req = request();
    const started = await gateway.start(req);
    const back = fake.cancel(started.token);
    const before = fake.calls.length;
    expect(heard(await gateway.verify(payment(req, started, back.fields)))).toMatchObject({ kind: 'notPaid', code: '17' });
    expect(heard(await gateway.verify(payment(req, started, null)))).toMatchObject({ kind: 'unknown' });
    expect(heard(await gateway.inquiry(payment(req, started, null)))).toMatchObject({ kind: 'unknown' });
    expect(heard(await gateway.settle(payment(req, started, null)))).toMatchObject({ kind: 'unknown' });
    expect(fake.calls.length).toBe(before);
  });

  it('past 20 minutes verify is refused (415) and the money went back', async () => {
    const { started, payment: p } = await paid();
    fake.age(started.token, 21);
    expect(heard(await gateway.verify(p))).toMatchObject({ kind: 'notPaid', code: '415' });
    expect(fake.ledger.filter((e) => e.token === started.token).map((e) => e.kind)).toEqual(['charge', 'return']);
  });

  it('a timeout, a 5xx or a SOAP answer cut short is unknown', async () => {
    const { payment: p } = await paid();
    await expectSilenceUnknown(fake, gateway, quick, p);
    fake.failNext(1, 'lostAnswer');
    expect(heard(await quick.verify(p))).toMatchObject({ kind: 'unknown' });
    // The lost verify went through: the next one answers 43.
    expect(heard(await gateway.verify(p))).toMatchObject({ kind: 'paid' });
    fake.failNext(1, 'http500');
    expect(heard(await gateway.settle(p))).toMatchObject({ kind: 'unknown' });
  });

  it('reverses before settle (and again: 48); refuses after settle (45), also after the automatic one', async () => {
    const a = await paid();
    await gateway.verify(a.payment);
    expect(heard(await gateway.reverse(a.payment))).toEqual({ kind: 'reversed' });
    expect(heard(await gateway.reverse(a.payment))).toEqual({ kind: 'reversed' });
    expect(heard(await gateway.verify(a.payment))).toMatchObject({ kind: 'notPaid', code: '48' });
    const b = await paid();
    await gateway.verify(b.payment);
    await gateway.settle(b.payment);
    expect(heard(await gateway.reverse(b.payment))).toMatchObject({ kind: 'refused', code: '45' });
    const c = await paid();
    await gateway.verify(c.payment);
    fake.age(c.started.token, 181);
    expect(heard(await gateway.reverse(c.payment))).toMatchObject({ kind: 'refused', code: '45' });
  });

  it('inquiry: a sale answers paid (verify decides), a reversed one reversed, a silent bank unknown', async () => {
    const { payment: p } = await paid();
    expect(heard(await gateway.inquiry(p))).toEqual({ kind: 'paid' });
    await gateway.verify(p);
    expect(heard(await gateway.inquiry(p))).toEqual({ kind: 'paid' });
    fake.failNext(1, 'http500');
    expect(heard(await gateway.inquiry(p))).toMatchObject({ kind: 'unknown' });
    await gateway.reverse(p);
    expect(heard(await gateway.inquiry(p))).toEqual({ kind: 'reversed' });
  });

  it('serves startpay.mellat and posts the return back', async () => {
    const req = request();
    const started = await gateway.start(req);
    if (started.redirect.method !== 'POST') throw new Error('Mellat redirects with a form');
    const html = await (await fetch(started.redirect.url, { method: 'POST', body: new URLSearchParams(started.redirect.fields) })).text();
    expectPayAndCancelButtons(html);
    const back = await (await fetch(started.redirect.url, { method: 'POST', body: new URLSearchParams({ RefId: started.token, action: 'cancel' }) })).text();
    expect(back).toContain(`action="${req.callbackUrl}"`);
    expect(hiddenFields(back)).toMatchObject({ RefId: started.token, ResCode: '17', SaleOrderId: String(req.bankOrderId) });
  });

  it('no message names the user name or the password', () => {
    expectNoSecret(MELLAT_FAKE_CREDENTIALS.password, MELLAT_FAKE_CREDENTIALS.userName);
  });
});

describe('every gateway', () => {
  it('has its key, id and windows', () => {
    const gateways: PaymentGateway[] = [
      new ZarinpalGateway({ merchantId: ZARINPAL_FAKE_MERCHANT_ID }),
      new SepGateway({ terminalId: SEP_FAKE_TERMINAL_ID }),
      new MellatGateway(MELLAT_FAKE_CREDENTIALS),
    ];
    expect(gateways.map((g) => [g.key, g.id, g.verifyWithinMinutes, g.reverseWithinMinutes])).toEqual([
      ['zarinpal', 2, 15, 30],
      ['sep', 3, 30, 50],
      ['mellat', 4, 20, 20],
    ]);
  });
});
