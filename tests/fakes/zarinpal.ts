/**
 * A local Zarinpal that speaks REST v4 (shared/providers.md §1) and serves the bank page a browser
 * pays on, so unit tests and Playwright can drive ZarinpalGateway end to end. It keeps books: a
 * card is charged once when paid, and the money goes back once when reversed or left unverified.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { randomInt } from 'node:crypto';

export type FakeStatus = 'Started' | 'Paid' | 'Cancelled' | 'Verified' | 'Settled' | 'Reversed';
/** http500: an error page; timeout: never answers; lostAnswer: does the work, then never answers. */
export type FakeFailure = 'http500' | 'timeout' | 'lostAnswer';

/** Where the browser goes back after the bank page, and with what. */
export interface BrowserReturn {
  method: 'GET' | 'POST';
  url: string;
  fields: Record<string, string>;
}

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

export interface FakeLedgerEntry {
  token: string;
  /** charge: taken from the card; return: given back to it. */
  kind: 'charge' | 'return';
  amount: number;
  at: number;
}

export interface ZarinpalFake {
  /** http://127.0.0.1:PORT: the adapter's baseUrl. */
  url: string;
  /** A merchant id this fake accepts (any UUID does, as in Zarinpal's sandbox). */
  merchantId: string;
  transactions: Map<string, ZarinpalFakeTransaction>;
  /** Every API call (request, verify, reverse, inquiry, unVerified), failed ones too. */
  calls: Array<{ op: string; at: number; body: unknown }>;
  ledger: FakeLedgerEntry[];
  /** The traveller pays on the bank page; `amount` makes the bank charge another amount. */
  pay(authority: string, options?: { amount?: number }): BrowserReturn;
  /** The traveller presses «انصراف». */
  cancel(authority: string): BrowserReturn;
  /** The next `count` API calls fail so. */
  failNext(count: number, mode: FakeFailure): void;
  /** Makes the transaction `minutes` older (its payment too). */
  age(authority: string, minutes: number): void;
  close(): Promise<void>;
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
  const transactions = new Map<string, ZarinpalFakeTransaction>();
  const calls: ZarinpalFake['calls'] = [];
  const ledger: FakeLedgerEntry[] = [];
  const failures: FakeFailure[] = [];
  let serial = 0;

  const success = (data: Record<string, unknown>): JsonAnswer => ({ status: 200, body: { data: { message: 'Success', ...data }, errors: [] } });
  // Errors come as {data:[], errors:{…}}; the HTTP status is unconfirmed, so two are used (the adapter reads the body).
  const failure = (code: number, message: string): JsonAnswer => ({ status: code === -9 ? 422 : 400, body: { data: [], errors: { code, message, validations: [] } } });

  /** An unverified payment past its window goes back to the payer, as Zarinpal does. */
  function settleClock(t: ZarinpalFakeTransaction): void {
    if (t.status === 'Paid' && t.paidAt !== undefined && now() - t.paidAt > verifyWindow) {
      t.status = 'Reversed';
      t.expired = true;
      ledger.push({ token: t.authority, kind: 'return', amount: t.charged ?? t.amount, at: now() });
    }
  }

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
      t.status = 'Reversed';
      ledger.push({ token: t.authority, kind: 'return', amount: t.charged ?? t.amount, at: now() });
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
    const t = transactions.get(authority);
    if (!t) throw new Error(`zarinpal fake: no transaction ${authority}`);
    if (t.status !== 'Started') throw new Error(`zarinpal fake: ${authority} is ${t.status}, not Started`);
    if (paid) {
      t.status = 'Paid';
      t.paidAt = now();
      t.charged = amount ?? t.amount;
      t.reference = String(50_000_000_000 + randomInt(1e9));
      t.cardPan = `502229******${String(randomInt(10_000)).padStart(4, '0')}`;
      ledger.push({ token: authority, kind: 'charge', amount: t.charged, at: now() });
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
      const raw = await readBody(req);
      let body: unknown = null;
      try {
        body = JSON.parse(raw);
      } catch {
        // answered below as a validation error
      }
      calls.push({ op, at: now(), body });
      const fail = failures.shift();
      if (fail === 'http500') return send(res, 500, 'text/html; charset=utf-8', '<html><body><h1>500 Internal Server Error</h1></body></html>');
      if (fail === 'timeout') return; // held until the client gives up or close()
      const answer = typeof body === 'object' && body && !Array.isArray(body) ? api[op]!(body as Record<string, unknown>) : failure(-9, 'The input params invalid, validation error.');
      if (fail === 'lostAnswer') return;
      return send(res, answer.status, 'application/json', JSON.stringify(answer.body));
    }
    const pageMatch = /^\/pg\/StartPay\/([^/]+)$/.exec(path);
    if (pageMatch) {
      const authority = decodeURIComponent(pageMatch[1]!);
      const t = transactions.get(authority);
      if (!t) return send(res, 404, 'text/html; charset=utf-8', page('تراکنش یافت نشد', '<h1>تراکنش یافت نشد</h1><p>شناسه پرداخت معتبر نیست.</p>'));
      if (req.method === 'POST' && t.status === 'Started') {
        const action = new URLSearchParams(await readBody(req)).get('action');
        const back = decide(authority, action === 'pay');
        return redirect(res, back.url);
      }
      // Decided already (the browser's back button): go back with the same answer.
      if (t.status !== 'Started') return redirect(res, browserReturn(t).url);
      return send(res, 200, 'text/html; charset=utf-8', payPage('زرین‌پال', t.amount, t.description, `/pg/StartPay/${encodeURIComponent(authority)}`, {}));
    }
    send(res, 404, 'text/plain; charset=utf-8', 'not found');
  }

  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) send(res, 500, 'text/plain; charset=utf-8', 'fake error');
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    merchantId: ZARINPAL_FAKE_MERCHANT_ID,
    transactions,
    calls,
    ledger,
    pay: (authority, payOptions) => decide(authority, true, payOptions?.amount),
    cancel: (authority) => decide(authority, false),
    failNext(count, mode) {
      for (let i = 0; i < count; i++) failures.push(mode);
    },
    age(authority, minutes) {
      const t = transactions.get(authority);
      if (!t) throw new Error(`zarinpal fake: no transaction ${authority}`);
      t.createdAt -= minutes * 60_000;
      if (t.paidAt !== undefined) t.paidAt -= minutes * 60_000;
    },
    close: () =>
      new Promise<void>((resolve) => {
        // Held (timeout) requests and keep-alive sockets would keep close() waiting.
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  res.end(body);
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(302, { location, 'cache-control': 'no-store' });
  res.end();
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)}</title><style>body{font-family:Vazirmatn,Tahoma,sans-serif;background:#f3f5f9;margin:0}main{max-width:420px;margin:32px auto;background:#fff;border-radius:12px;padding:20px}
button{display:block;width:100%;margin-top:12px;padding:12px;border:0;border-radius:8px;font-size:16px;cursor:pointer}.pay{background:#1a7f37;color:#fff}.cancel{background:#e5e8ec}</style></head>
<body><main>${body}</main></body></html>`;
}

/** The bank page: who is paid, how much, and the two buttons «پرداخت» and «انصراف». */
function payPage(bank: string, amount: number, description: string, action: string, hidden: Record<string, string>): string {
  const inputs = Object.entries(hidden).map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`).join('');
  return page(`درگاه پرداخت ${bank} (آزمایشی)`, `<h1>درگاه پرداخت ${esc(bank)} (آزمایشی)</h1>
<p>${esc(description)}</p><p>مبلغ: <strong>${new Intl.NumberFormat('fa-IR').format(amount)} ریال</strong></p>
<form method="post" action="${esc(action)}">${inputs}<button class="pay" type="submit" name="action" value="pay">پرداخت</button>
<button class="cancel" type="submit" name="action" value="cancel">انصراف</button></form>`);
}
