/**
 * A local Zarinpal that speaks REST v4 (shared/providers.md §1) and serves the bank page a browser
 * pays on, so unit tests and Playwright can drive ZarinpalGateway end to end. It keeps books: a
 * card is charged once when paid, and the money goes back once when reversed or left unverified.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomInt } from 'node:crypto';
import { failureQueue, readBody, readJson, replyUnlessFailing, send, startFakeServer, type FakeFailure } from './fake-server';
import { bankBooks, bankFakeOf, page, payPage, sendPage, type BankFake, type BrowserReturn, type FakeLedgerEntry, type FakeStatus } from './bank-pages';

export type { BrowserReturn, FakeFailure, FakeLedgerEntry, FakeStatus };

export interface ZarinpalFakeTransaction {
  authority: string;
  merchantId: string;
  /** What request.json asked for, in rials. */
  amount: number;
  description: string;
  callbackUrl: string;
  mobile?: string;
  /** metadata.order_id: our payment id. */
  orderId?: string;
  status: FakeStatus;
  createdAt: number;
  paidAt?: number;
  /** What the card was charged (differs from amount only in tamper tests). */
  charged?: number;
  /** ref_id, assigned when paid. */
  reference?: string;
  cardPan?: string;
  /** Reversed because nobody verified it in time (the bank gave the money back itself). */
  expired?: boolean;
}

/** calls' ops: request, verify, reverse, inquiry, unVerified. */
export interface ZarinpalFake extends BankFake<ZarinpalFakeTransaction> {
  /** A merchant id this fake accepts (any UUID does, as in Zarinpal's sandbox). */
  merchantId: string;
}

export interface ZarinpalFakeOptions {
  /** Minutes a paid payment waits for verify before it goes back to the payer (default 15, as the adapter assumes). */
  verifyWindowMinutes?: number;
  now?: () => number;
}

export const ZARINPAL_FAKE_MERCHANT_ID = '1a2b3c4d-0000-4000-8000-00000000f00d';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const AUTHORITY = /^[AS][0-9a-zA-Z]{35}$/;
/** reverse.json accepts a payment up to 30 minutes old. */
const REVERSE_WINDOW_MINUTES = 30;

type JsonAnswer = { status: number; body: unknown };

export async function startZarinpalFake(options: ZarinpalFakeOptions = {}): Promise<ZarinpalFake> {
  const now = options.now ?? Date.now;
  const verifyWindow = (options.verifyWindowMinutes ?? 15) * 60_000;
  const books = bankBooks<ZarinpalFakeTransaction>('zarinpal', now, (t) => t.authority);
  const { transactions } = books;
  const calls: ZarinpalFake['calls'] = [];
  const failures = failureQueue<FakeFailure>();
  let serial = 0;

  const success = (data: Record<string, unknown>): JsonAnswer => ({ status: 200, body: { data: { message: 'Success', ...data }, errors: [] } });
  // Errors come as {data:[], errors:{…}}; the HTTP status is unconfirmed, so two are used (the adapter reads the body).
  const failure = (code: number, message: string): JsonAnswer => ({ status: code === -9 ? 422 : 400, body: { data: [], errors: { code, message, validations: [] } } });

  const settleClock = (t: ZarinpalFakeTransaction) => books.expireUnverified(t, verifyWindow);

  function find(body: Record<string, unknown>): ZarinpalFakeTransaction | JsonAnswer {
    const merchant = body.merchant_id;
    if (typeof merchant !== 'string' || !UUID.test(merchant)) return failure(-10, 'Terminal is not valid, please check merchant_id or ip address.');
    const authority = body.authority;
    if (typeof authority !== 'string' || !AUTHORITY.test(authority)) return failure(-54, 'Invalid authority.');
    const t = transactions.get(authority);
    if (!t) return failure(-55, 'Transaction not found.');
    if (t.merchantId !== merchant) return failure(-53, 'Session is not this merchant_id session.');
    settleClock(t);
    return t;
  }

  const api: Record<string, (body: Record<string, unknown>) => JsonAnswer> = {
    request(body) {
      const merchant = body.merchant_id;
      if (typeof merchant !== 'string' || !UUID.test(merchant)) return failure(-10, 'Terminal is not valid, please check merchant_id or ip address.');
      const { amount, description, callback_url: callbackUrl, currency } = body;
      const metadata = (typeof body.metadata === 'object' && body.metadata) || {};
      const { mobile, order_id: orderId } = metadata as Record<string, unknown>;
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1_000) return failure(-9, 'The input params invalid, validation error.');
      if (currency !== undefined && currency !== 'IRR' && currency !== 'IRT') return failure(-9, 'The input params invalid, validation error.');
      const rials = currency === 'IRT' ? amount * 10 : amount;
      if (rials > 1_000_000_000) return failure(-41, 'Maximum amount is 100,000,000 tomans.');
      if (typeof description !== 'string' || !description || description.length > 500) return failure(-9, 'The input params invalid, validation error.');
      if (typeof callbackUrl !== 'string' || !/^https?:\/\//.test(callbackUrl)) return failure(-9, 'The input params invalid, validation error.');
      if (mobile !== undefined && (typeof mobile !== 'string' || !/^09\d{9}$/.test(mobile))) return failure(-9, 'The input params invalid, validation error.');
      serial += 1;
      const authority = `A${String(serial).padStart(10, '0')}${String(randomInt(1e9)).padStart(9, '0')}${String(randomInt(1e9)).padStart(9, '0')}${String(randomInt(1e7)).padStart(7, '0')}`;
      transactions.set(authority, {
        authority, merchantId: merchant, amount: rials, description, callbackUrl, status: 'Started', createdAt: now(),
        ...(typeof mobile === 'string' ? { mobile } : {}), ...(typeof orderId === 'string' ? { orderId } : {}),
      });
      return success({ code: 100, authority, fee_type: 'Merchant', fee: Math.round(rials * 0.005) });
    },
    verify(body) {
      const t = find(body);
      if (!('authority' in t)) return t;
      if (t.status === 'Verified') return success({ code: 101, message: 'Verified', ref_id: Number(t.reference), card_pan: t.cardPan, card_hash: 'f'.repeat(64), fee_type: 'Merchant', fee: 0 });
      // Unpaid, cancelled, or gone back to the payer (past the window or reversed): an unsuccessful session.
      if (t.status !== 'Paid') return failure(-51, 'Session is not valid, session is not active paid try.');
      if (body.amount !== t.charged) return failure(-50, 'Session is not valid, amounts values is not the same.');
      t.status = 'Verified';
      return success({ code: 100, ref_id: Number(t.reference), card_pan: t.cardPan, card_hash: 'f'.repeat(64), fee_type: 'Merchant', fee: 0 });
    },
    reverse(body) {
      const t = find(body);
      if (!('authority' in t)) return t;
      if (t.status !== 'Paid' && t.status !== 'Verified') return failure(-61, 'Session is not in success status.');
      if (now() - (t.paidAt ?? t.createdAt) > REVERSE_WINDOW_MINUTES * 60_000) return failure(-63, 'Maximum time for reverse this session is expired.');
      books.giveBack(t);
      return success({ code: 100, message: 'Reversed' });
    },
    inquiry(body) {
      const t = find(body);
      if (!('authority' in t)) return t;
      const status = { Started: 'IN_BANK', Paid: 'PAID', Verified: 'VERIFIED', Settled: 'VERIFIED', Cancelled: 'FAILED', Reversed: 'REVERSED' }[t.status];
      return success({ code: 100, status });
    },
    unVerified(body) {
      const merchant = body.merchant_id;
      if (typeof merchant !== 'string' || !UUID.test(merchant)) return failure(-10, 'Terminal is not valid, please check merchant_id or ip address.');
      const authorities = [...transactions.values()]
        .filter((t) => (settleClock(t), t.merchantId === merchant && t.status === 'Paid'))
        .map((t) => ({ authority: t.authority, amount: t.amount, callback_url: t.callbackUrl, referer: '', date: new Date(t.paidAt ?? t.createdAt).toISOString().slice(0, 19).replace('T', ' ') }));
      return success({ code: 100, authorities });
    },
  };

  function decide(authority: string, paid: boolean, amount?: number): BrowserReturn {
    const t = books.started(authority);
    if (paid) {
      books.charge(t, amount);
      t.reference = String(50_000_000_000 + randomInt(1e9));
      t.cardPan = `502229******${String(randomInt(10_000)).padStart(4, '0')}`;
    } else {
      t.status = 'Cancelled';
    }
    return browserReturn(t);
  }

  function browserReturn(t: ZarinpalFakeTransaction): BrowserReturn {
    const fields = { Authority: t.authority, Status: t.status === 'Paid' || t.status === 'Verified' ? 'OK' : 'NOK' };
    const target = new URL(t.callbackUrl);
    for (const [k, v] of Object.entries(fields)) target.searchParams.set(k, v);
    return { method: 'GET', url: target.toString(), fields };
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const apiMatch = /^\/pg\/v4\/payment\/(request|verify|reverse|inquiry|unVerified)\.json$/.exec(path);
    if (apiMatch && req.method === 'POST') {
      const op = apiMatch[1]!;
      const body = await readJson(req);
      calls.push({ op, at: now(), body });
      return replyUnlessFailing(res, failures.next(), () => {
        const answer = typeof body === 'object' && body && !Array.isArray(body) ? api[op]!(body as Record<string, unknown>) : failure(-9, 'The input params invalid, validation error.');
        return { status: answer.status, type: 'application/json', body: JSON.stringify(answer.body) };
      });
    }
    const pageMatch = /^\/pg\/StartPay\/([^/]+)$/.exec(path);
    if (pageMatch) {
      const authority = decodeURIComponent(pageMatch[1]!);
      const t = transactions.get(authority);
      if (!t) return sendPage(res, page('تراکنش یافت نشد', '<h1>تراکنش یافت نشد</h1><p>شناسه پرداخت معتبر نیست.</p>'), 404);
      if (req.method === 'POST' && t.status === 'Started') {
        const action = new URLSearchParams(await readBody(req)).get('action');
        const back = decide(authority, action === 'pay');
        return redirect(res, back.url);
      }
      // Decided already (the browser's back button): go back with the same answer.
      if (t.status !== 'Started') return redirect(res, browserReturn(t).url);
      return sendPage(res, payPage('زرین‌پال', t.amount, `/pg/StartPay/${encodeURIComponent(authority)}`, {}, t.description));
    }
    send(res, 404, 'text/plain; charset=utf-8', 'not found');
  }

  const server = await startFakeServer(handle);

  return { ...bankFakeOf(server, books, calls, failures, decide), merchantId: ZARINPAL_FAKE_MERCHANT_ID };
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(302, { location, 'cache-control': 'no-store' });
  res.end();
}
