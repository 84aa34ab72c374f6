import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SmsLog, SmsMessage, SmsSender, SmsTemplate } from '../../../server/providers/sms';
import { ConsoleSmsSender, KavenegarSmsSender, SmsError, SmsIrSmsSender, smsSenderFrom } from '../../../server/providers/sms';
import type { KavenegarFake } from '../../fakes/kavenegar';
import { startKavenegarFake } from '../../fakes/kavenegar';
import type { SmsIrFake } from '../../fakes/smsir';
import { startSmsIrFake } from '../../fakes/smsir';
import type { SmsFake } from '../../fakes/fake-server';

const PHONE = '09121234567';
const CODE = '48213';
const PERSIAN = /[\u0600-\u06FF]/;
const TEMPLATES: Record<SmsTemplate, string> = { otp: 'safar-otp', ticketIssued: 'safar-ticket', refundPaid: 'safar-refund', holdLapsing: 'safar-hold', fareAlert: 'safar-fare' };
const TEMPLATE_IDS: Record<SmsTemplate, number> = { otp: 100_001, ticketIssued: 100_002, refundPaid: 100_003, holdLapsing: 100_004, fareAlert: 100_005 };

const otp = (to = PHONE, code = CODE): SmsMessage => ({ to, template: 'otp', values: { code } });
const ticketIssued: SmsMessage = { to: PHONE, template: 'ticketIssued', values: { code: 'PNR7XK', order: '1403-0042', link: 'https://safar.example/o/42' } };
const refundPaid: SmsMessage = { to: PHONE, template: 'refundPaid', values: { order: '1403-0042', amount: '12500000' } };
const holdLapsing: SmsMessage = { to: PHONE, template: 'holdLapsing', values: { order: '1403-0042', minutes: '15' } };

/** The SmsError a send ends in; fails the test if it succeeds or throws anything else. */
async function refusal(sending: Promise<unknown>): Promise<SmsError> {
  const error = await sending.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(SmsError);
  return error as SmsError;
}

/** Nothing secret in anything a log or a traveller could see. */
function expectNoSecrets(error: SmsError, ...secrets: string[]) {
  expect(error.cause).toBeUndefined();
  for (const secret of secrets) {
    for (const text of [error.message, error.messageFa, error.stack ?? '', String(error.code), JSON.stringify(error)]) expect(text).not.toContain(secret);
  }
}

/** A provider answering whatever the test queues: for replies the fakes never give. */
async function startCanned() {
  const replies: Array<{ status: number; body: string }> = [];
  const server: Server = createServer((_req, res) => {
    const reply = replies.shift() ?? { status: 404, body: '' };
    res.writeHead(reply.status, { 'content-type': 'application/json' });
    res.end(reply.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    reply: (status: number, body: string) => replies.push({ status, body }),
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

/** Sends each template once: every send is given its own numeric message id. */
async function sendEachTemplate(sender: SmsSender): Promise<void> {
  const ids = [];
  for (const message of [otp(), ticketIssued, refundPaid, holdLapsing]) ids.push((await sender.send(message)).providerMessageId);
  expect(ids.every((id) => typeof id === 'string' && /^\d+$/.test(id))).toBe(true);
  expect(new Set(ids).size).toBe(4);
}

/** Each send ends in an SmsError that says it will never go through, with that code and Persian text. */
async function expectRefusedForGood(cases: Array<[SmsSender, SmsMessage, number, string]>): Promise<void> {
  for (const [who, message, code, messageFa] of cases) {
    expect(await refusal(who.send(message))).toMatchObject({ retryable: false, code, messageFa });
  }
}

/**
 * `failing` (the provider's own ways to fail) and each failure the fake can play on `send`: no
 * error names a secret, and each speaks Persian.
 */
async function expectNoSecretsInFailures(
  own: SmsFake<unknown>,
  send: () => Promise<unknown>,
  failing: Array<() => Promise<unknown>>,
  ...secrets: string[]
): Promise<void> {
  const errors: SmsError[] = [];
  for (const sending of failing) errors.push(await refusal(sending()));
  for (const mode of ['busy', 'http500', 'timeout', 'credit'] as const) {
    own.failNext(1, mode);
    errors.push(await refusal(send()));
  }
  for (const error of errors) {
    expectNoSecrets(error, ...secrets);
    expect(error.messageFa).toMatch(PERSIAN);
  }
}

/**
 * Busy (the provider's `busyCode`), a 5xx, a timeout and an unreachable server may all go through
 * later, and none records a message; `make` builds a sender on the fake with other settings.
 */
async function expectRetryable(fake: SmsFake<unknown>, sender: SmsSender, make: (settings: { baseUrl?: string; timeoutMs?: number }) => SmsSender, busyCode: number): Promise<void> {
  fake.failNext(1, 'busy');
  expect(await refusal(sender.send(otp()))).toMatchObject({ retryable: true, code: busyCode });
  fake.failNext(1, 'http500');
  expect(await refusal(sender.send(otp()))).toMatchObject({ retryable: true, code: 500 });
  fake.failNext(1, 'timeout');
  const started = Date.now();
  expect(await refusal(make({ timeoutMs: 300 }).send(otp()))).toMatchObject({ retryable: true, code: 'timeout', messageFa: 'سامانه پیامک در دسترس نیست.' });
  expect(Date.now() - started).toBeLessThan(5000);
  const unreachable = await refusal(make({ baseUrl: await deadUrl() }).send(otp()));
  expect(unreachable).toMatchObject({ retryable: true, code: 'network', messageFa: 'سامانه پیامک در دسترس نیست.' });
  expect(fake.sent).toEqual([]);
  // The fake is well again: one send, one request, one record.
  const before = fake.requests;
  await sender.send(otp());
  expect(fake.requests - before).toBe(1);
  expect(fake.sent).toHaveLength(1);
}

/** A base URL nothing listens on. */
async function deadUrl() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return url;
}

describe('console SMS sender', () => {
  it('writes a sign-in code to the server log in the line the e2e tests read', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } });
    const sender = new ConsoleSmsSender(app.log);
    expect(sender).toMatchObject({ name: 'console', logsContent: true });
    expect(await sender.send(otp())).toEqual({ providerMessageId: null });
    expect(lines.map((l) => JSON.parse(l).msg)).toContain(`OTP code for ${PHONE}: ${CODE}`);
    expect(new RegExp(`OTP code for ${PHONE}: (\\d{5})`).exec(lines.join(''))?.[1]).toBe(CODE);
    await app.close();
  });

  it('writes the other templates with their values', async () => {
    const logged: Array<{ obj: object; msg: string }> = [];
    const log: SmsLog = { info: (obj, msg) => logged.push({ obj, msg }) };
    const sender = new ConsoleSmsSender(log);
    await sender.send(ticketIssued);
    await sender.send(refundPaid);
    expect(logged).toEqual([
      { obj: { phoneNumber: PHONE, template: 'ticketIssued' }, msg: `SMS ticketIssued for ${PHONE}: code=PNR7XK order=1403-0042 link=https://safar.example/o/42` },
      { obj: { phoneNumber: PHONE, template: 'refundPaid' }, msg: `SMS refundPaid for ${PHONE}: order=1403-0042 amount=12500000` },
    ]);
  });
});

describe('Kavenegar SMS sender against its fake', () => {
  let fake: KavenegarFake;
  let sender: KavenegarSmsSender;
  const kavenegar = (settings: Partial<ConstructorParameters<typeof KavenegarSmsSender>[0]> = {}) =>
    new KavenegarSmsSender({ apiKey: fake.apiKey, baseUrl: fake.url, templates: TEMPLATES, ...settings });

  beforeAll(async () => {
    fake = await startKavenegarFake();
    sender = kavenegar();
  });
  afterAll(() => fake?.close());
  beforeEach(() => {
    fake.sent.length = 0;
  });

  it('fills each template through verify/lookup with positional tokens', async () => {
    expect(sender).toMatchObject({ name: 'kavenegar', logsContent: false });
    await sendEachTemplate(sender);
    expect(fake.sent.map(({ at: _at, ...fields }) => fields)).toEqual([
      { receptor: PHONE, template: 'safar-otp', token: CODE },
      { receptor: PHONE, template: 'safar-ticket', token: 'PNR7XK', token2: '1403-0042', token3: 'https://safar.example/o/42' },
      { receptor: PHONE, template: 'safar-refund', token: '1403-0042', token2: '12500000' },
      { receptor: PHONE, template: 'safar-hold', token: '1403-0042', token2: '15' },
    ]);
  });

  it('turns whitespace in a value into dashes rather than have the message refused (431)', async () => {
    await sender.send({ to: PHONE, template: 'holdLapsing', values: { order: ' SF 1403\n42 ', minutes: '1 5' } });
    expect(fake.sent[0]).toMatchObject({ token: 'SF-1403-42', token2: '1-5' });
  });

  it('refuses for good, in Persian, what will never go through', async () => {
    await expectRefusedForGood([
      [sender, otp('0912123'), 411, 'شماره موبایل گیرنده معتبر نیست.'],
      [kavenegar({ templates: { ...TEMPLATES, otp: 'unapproved' } }), otp(), 424, 'الگوی پیامک پیدا نشد یا هنوز تأیید نشده است.'],
      [kavenegar({ apiKey: 'wrong-key' }), otp(), 403, 'کلید سامانه پیامک معتبر نیست.'],
      [sender, { to: PHONE, template: 'otp', values: { code: '' } }, 406, 'مقدار لازم برای پیامک خالی است.'],
      [sender, { to: PHONE, template: 'otp', values: { code: '12_345' } }, 431, 'مقدار پیامک نویسهٔ نامجاز (فاصله یا خط زیر) دارد.'],
    ]);
    fake.failNext(1, 'credit');
    expect(await refusal(sender.send(otp()))).toMatchObject({ retryable: false, code: 418, messageFa: 'اعتبار سامانه پیامک کافی نیست.' });
    expect(fake.sent).toEqual([]);
  });

  it('says busy, 5xx, timeout and an unreachable server may go through later', async () => {
    await expectRetryable(fake, sender, kavenegar, 409);
  });

  it('never puts the API key or the code in an error', async () => {
    const apiKey = 'secret-kave-key-7731';
    const code = '90417';
    const own = await startKavenegarFake({ apiKey });
    try {
      const send = (settings: Partial<ConstructorParameters<typeof KavenegarSmsSender>[0]> = {}) =>
        new KavenegarSmsSender({ apiKey, baseUrl: own.url, templates: TEMPLATES, timeoutMs: 300, ...settings }).send(otp(PHONE, code));
      const dead = await deadUrl();
      const failing = [() => send({ baseUrl: dead }), () => send({ baseUrl: 'http://bad host name/' }), () => send({ templates: { ...TEMPLATES, otp: 'missing' } })];
      await expectNoSecretsInFailures(own, send, failing, apiKey, code);
    } finally {
      await own.close();
    }
  });

  it('reads return.status whether or not the HTTP status mirrors it, and distrusts an unreadable answer', async () => {
    const canned = await startCanned();
    try {
      const send = () => kavenegar({ baseUrl: canned.url }).send(otp());
      canned.reply(200, JSON.stringify({ return: { status: 418, message: 'اعتبار حساب شما کافی نیست' }, entries: null }));
      expect(await refusal(send())).toMatchObject({ retryable: false, code: 418 });
      canned.reply(200, JSON.stringify({ return: { status: 402, message: 'عملیات ناموفق بود' }, entries: null }));
      expect(await refusal(send())).toMatchObject({ retryable: true, code: 402 });
      canned.reply(430, JSON.stringify({ return: { status: 430, message: '?' }, entries: null }));
      expect(await refusal(send())).toMatchObject({ retryable: false, code: 430 });
      canned.reply(200, 'not json');
      expect(await refusal(send())).toMatchObject({ retryable: true, code: 200 });
      canned.reply(200, JSON.stringify({ return: { status: 200, message: 'تایید شد' }, entries: [] }));
      expect(await send()).toEqual({ providerMessageId: null });
    } finally {
      await canned.close();
    }
  });

  it('the fake also takes verify/lookup as a GET query', async () => {
    const query = new URLSearchParams({ receptor: PHONE, template: 'safar-otp', token: CODE });
    const res = await fetch(`${fake.url}/v1/${fake.apiKey}/verify/lookup.json?${query}`);
    const body = await res.json();
    expect(res.status).toBe(200);
    expect(body.return).toEqual({ status: 200, message: 'تایید شد' });
    expect(body.entries[0]).toMatchObject({ status: 5, statustext: 'ارسال به مخابرات', receptor: PHONE });
    expect(fake.sent).toHaveLength(1);
  });
});

describe('SMS.ir sender against its fake', () => {
  let fake: SmsIrFake;
  let sender: SmsIrSmsSender;
  const smsir = (settings: Partial<ConstructorParameters<typeof SmsIrSmsSender>[0]> = {}) =>
    new SmsIrSmsSender({ apiKey: fake.apiKey, baseUrl: fake.url, templateIds: TEMPLATE_IDS, ...settings });

  beforeAll(async () => {
    fake = await startSmsIrFake();
    sender = smsir();
  });
  afterAll(() => fake?.close());
  beforeEach(() => {
    fake.sent.length = 0;
  });

  it('fills each template through send/verify with named parameters, the ticket without its link', async () => {
    expect(sender).toMatchObject({ name: 'smsir', logsContent: false });
    await sendEachTemplate(sender);
    expect(fake.sent.map(({ at: _at, ...fields }) => fields)).toEqual([
      { mobile: PHONE, templateId: 100_001, parameters: [{ name: 'CODE', value: CODE }] },
      { mobile: PHONE, templateId: 100_002, parameters: [{ name: 'CODE', value: 'PNR7XK' }, { name: 'ORDER', value: '1403-0042' }] },
      { mobile: PHONE, templateId: 100_003, parameters: [{ name: 'ORDER', value: '1403-0042' }, { name: 'AMOUNT', value: '12500000' }] },
      { mobile: PHONE, templateId: 100_004, parameters: [{ name: 'ORDER', value: '1403-0042' }, { name: 'MINUTES', value: '15' }] },
    ]);
  });

  it('refuses for good, in Persian, what will never go through', async () => {
    await expectRefusedForGood([
      [sender, otp('9121234567'), 104, 'شماره موبایل گیرنده معتبر نیست.'],
      [smsir({ templateIds: { ...TEMPLATE_IDS, otp: 999 } }), otp(), 113, 'الگوی پیامک پیدا نشد.'],
      [smsir({ apiKey: 'wrong-key' }), otp(), 10, 'کلید سامانه پیامک معتبر نیست.'],
      [sender, { to: PHONE, template: 'refundPaid', values: { order: 'X'.repeat(26), amount: '1' } }, 114, 'مقدار پیامک بیش از ۲۵ نویسه است.'],
    ]);
    fake.failNext(1, 'credit');
    expect(await refusal(sender.send(otp()))).toMatchObject({ retryable: false, code: 102, messageFa: 'اعتبار سامانه پیامک کافی نیست.' });
    expect(fake.sent).toEqual([]);
  });

  it('says rate limit, 5xx, timeout and an unreachable server may go through later', async () => {
    await expectRetryable(fake, sender, smsir, 20);
  });

  it('never puts the API key or the code in an error', async () => {
    const apiKey = 'secret-smsir-key-5519';
    const code = '60382';
    const own = await startSmsIrFake({ apiKey });
    try {
      const send = (settings: Partial<ConstructorParameters<typeof SmsIrSmsSender>[0]> = {}) =>
        new SmsIrSmsSender({ apiKey, baseUrl: own.url, templateIds: TEMPLATE_IDS, timeoutMs: 300, ...settings }).send(otp(PHONE, code));
      const dead = await deadUrl();
      const failing = [() => send({ baseUrl: dead }), () => send({ apiKey: `${apiKey}-old` }), () => send({ templateIds: { ...TEMPLATE_IDS, otp: 1 } })];
      await expectNoSecretsInFailures(own, send, failing, apiKey, code);
    } finally {
      await own.close();
    }
  });

  it('reads the body status before the HTTP status, and distrusts an unreadable answer', async () => {
    const canned = await startCanned();
    try {
      const send = () => smsir({ baseUrl: canned.url }).send(otp());
      canned.reply(500, JSON.stringify({ status: 0, message: 'خطای سیستمی', data: null }));
      expect(await refusal(send())).toMatchObject({ retryable: true, code: 0 });
      canned.reply(429, '');
      expect(await refusal(send())).toMatchObject({ retryable: true, code: 429 });
      canned.reply(401, '');
      expect(await refusal(send())).toMatchObject({ retryable: false, code: 401, messageFa: 'کلید سامانه پیامک معتبر نیست.' });
      canned.reply(400, JSON.stringify({ status: 117, message: 'متن قالب تایید نشده', data: null }));
      expect(await refusal(send())).toMatchObject({ retryable: false, code: 117 });
      canned.reply(400, 'Bad Request');
      expect(await refusal(send())).toMatchObject({ retryable: false, code: 400 });
      canned.reply(200, '<html>');
      expect(await refusal(send())).toMatchObject({ retryable: true, code: 200 });
    } finally {
      await canned.close();
    }
  });
});

describe('smsSenderFrom', () => {
  it('builds the configured provider', () => {
    const log: SmsLog = { info: () => {} };
    const senders: SmsSender[] = [
      smsSenderFrom({ provider: 'console' }, log),
      smsSenderFrom({ provider: 'kavenegar', apiKey: 'k', templates: TEMPLATES }, log),
      smsSenderFrom({ provider: 'smsir', apiKey: 'k', baseUrl: 'http://127.0.0.1:1', templateIds: TEMPLATE_IDS }, log),
    ];
    expect(senders[0]).toBeInstanceOf(ConsoleSmsSender);
    expect(senders[1]).toBeInstanceOf(KavenegarSmsSender);
    expect(senders[2]).toBeInstanceOf(SmsIrSmsSender);
    expect(senders.map((s) => [s.name, s.logsContent])).toEqual([['console', true], ['kavenegar', false], ['smsir', false]]);
  });
});
