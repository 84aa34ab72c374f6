/**
 * A local SEP (Saman) that speaks the token/REST flow (shared/providers.md §2), misspellings
 * included (`OrginalAmount`, `StraceDate`), and serves the bank page a browser pays on. It keeps
 * books: a card is charged once when paid, and the money goes back once when reversed or when
 * nobody verified it within 30 minutes.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createHash, randomBytes, randomInt } from 'node:crypto';

export type FakeStatus = 'Started' | 'Paid' | 'Cancelled' | 'Verified' | 'Settled' | 'Reversed';
/** http500: an error page; timeout: never answers; lostAnswer: does the work, then never answers. */
export type FakeFailure = 'http500' | 'timeout' | 'lostAnswer';

export interface BrowserReturn {
  method: 'GET' | 'POST';
  url: string;
  fields: Record<string, string>;
}

export interface SepFakeTransaction {
  token: string;
  terminalId: string;
  amount: number;
  /** Our payment id. */
  resNum: string;
  redirectUrl: string;
  cellNumber?: string;
  status: FakeStatus;
  createdAt: number;
  paidAt?: number;
  /** What the card was charged (differs from amount only in tamper tests). */
  charged?: number;
  /** The digital receipt, assigned when paid. */
  reference?: string;
  rrn?: string;
  traceNo?: string;
  securePan?: string;
  /** Reversed because nobody verified it in 30 minutes (verify then answers -6). */
  expired?: boolean;
  /** The fields the browser carried back, to post them again if it comes back to the page. */
  returned?: Record<string, string>;
}

export interface FakeLedgerEntry {
  token: string;
  kind: 'charge' | 'return';
  amount: number;
  at: number;
}

export interface SepFake {
  url: string;
  /** A terminal id this fake knows. */
  terminalId: string;
  transactions: Map<string, SepFakeTransaction>;
  /** Every API call (token, verify, reverse), failed ones too. */
  calls: Array<{ op: string; at: number; body: unknown }>;
  ledger: FakeLedgerEntry[];
  pay(token: string, options?: { amount?: number }): BrowserReturn;
  cancel(token: string): BrowserReturn;
  failNext(count: number, mode: FakeFailure): void;
  age(token: string, minutes: number): void;
  close(): Promise<void>;
}

export interface SepFakeOptions {
  /** Terminals the fake knows (default [SEP_FAKE_TERMINAL_ID]). */
  terminalIds?: string[];
  now?: () => number;
}

export const SEP_FAKE_TERMINAL_ID = '21001234';
const VERIFY_WINDOW_MINUTES = 30;
const REVERSE_WINDOW_MINUTES = 50;

export async function startSepFake(options: SepFakeOptions = {}): Promise<SepFake> {
  const now = options.now ?? Date.now;
  const terminals = new Set(options.terminalIds ?? [SEP_FAKE_TERMINAL_ID]);
  const transactions = new Map<string, SepFakeTransaction>();
  const byRefNum = new Map<string, string>();
  const calls: SepFake['calls'] = [];
  const ledger: FakeLedgerEntry[] = [];
  const failures: FakeFailure[] = [];

  function settleClock(t: SepFakeTransaction): void {
    if (t.status === 'Paid' && t.paidAt !== undefined && now() - t.paidAt > VERIFY_WINDOW_MINUTES * 60_000) {
      t.status = 'Reversed';
      t.expired = true;
      ledger.push({ token: t.token, kind: 'return', amount: t.charged ?? t.amount, at: now() });
    }
  }

  const tokenError = (errorCode: string, errorDesc: string) => ({ status: -1, errorCode, errorDesc });

  function token(body: Record<string, unknown>): unknown {
    // Both casings of the action key are seen in the wild.
    const action = body.action ?? body.Action;
    if (typeof action !== 'string' || action.toLowerCase() !== 'token') return tokenError('5', 'InvalidParameters');
    const terminalId = body.TerminalId;
    if (typeof terminalId !== 'string' || !terminals.has(terminalId)) return tokenError('12', 'TerminalNotFound');
    const { Amount: amount, ResNum: resNum, RedirectUrl: redirectUrl, CellNumber: cell } = body;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) return tokenError('5', 'InvalidParameters');
    if (typeof resNum !== 'string' || !resNum || resNum.length > 50) return tokenError('5', 'InvalidParameters');
    if (typeof redirectUrl !== 'string' || !/^https?:\/\//.test(redirectUrl)) return tokenError('5', 'InvalidParameters');
    if (cell !== undefined && (typeof cell !== 'string' || !/^0?9\d{9}$/.test(cell))) return tokenError('5', 'InvalidParameters');
    const t = randomBytes(16).toString('hex');
    transactions.set(t, { token: t, terminalId, amount, resNum, redirectUrl, status: 'Started', createdAt: now(), ...(typeof cell === 'string' ? { cellNumber: cell } : {}) });
    return { status: 1, token: t };
  }

  function detail(t: SepFakeTransaction) {
    const paidAt = new Date((t.paidAt ?? t.createdAt) + 3.5 * 3_600_000).toISOString();
    return {
      RRN: t.rrn,
      RefNum: t.reference,
      MaskedPan: t.securePan,
      HashedPan: createHash('sha256').update(t.securePan ?? '').digest('hex'),
      TerminalNumber: Number(t.terminalId),
      // The amount the bank charged: the merchant compares it with its order.
      OrginalAmount: t.charged,
      AffectiveAmount: t.charged,
      StraceDate: `${paidAt.slice(0, 10)} ${paidAt.slice(11, 19)}`,
      StraceNo: t.traceNo,
    };
  }

  const result = (code: number, description: string, t?: SepFakeTransaction) => ({
    TransactionDetail: t ? detail(t) : null,
    ResultCode: code,
    ResultDescription: description,
    Success: code === 0,
  });

  function lookup(body: Record<string, unknown>): SepFakeTransaction | ReturnType<typeof result> {
    const terminal = String(body.TerminalNumber ?? '');
    if (!terminals.has(terminal)) return result(-105, 'ترمینال ارسالی در سیستم موجود نمی باشد');
    const token = typeof body.RefNum === 'string' ? byRefNum.get(body.RefNum) : undefined;
    const t = token ? transactions.get(token) : undefined;
    if (!t || t.terminalId !== terminal) return result(-2, 'تراکنش یافت نشد.');
    settleClock(t);
    return t;
  }

  function verify(body: Record<string, unknown>): unknown {
    const t = lookup(body);
    if (!('token' in t)) return t;
    if (t.status === 'Verified') return result(2, 'درخواست تکراری می باشد.', t);
    if (t.status === 'Reversed') return t.expired ? result(-6, 'بیش از نیم ساعت از زمان اجرای تراکنش گذشته است.') : result(5, 'تراکنش برگشت خورده است.');
    if (t.status !== 'Paid') return result(-2, 'تراکنش یافت نشد.');
    // SEP verifies whatever was charged and says how much: the merchant checks OrginalAmount.
    t.status = 'Verified';
    return result(0, 'عملیات با موفقیت انجام شد', t);
  }

  function reverse(body: Record<string, unknown>): unknown {
    const t = lookup(body);
    if (!('token' in t)) return t;
    // Already back with the payer, by us or by the 30-minute rule: a duplicate, done.
    if (t.status === 'Reversed') return result(2, 'درخواست تکراری می باشد.', t);
    if (t.status !== 'Paid' && t.status !== 'Verified') return result(-2, 'تراکنش یافت نشد.');
    if (now() - (t.paidAt ?? t.createdAt) > REVERSE_WINDOW_MINUTES * 60_000) return result(-6, 'بیش از ۵۰ دقیقه از زمان اجرای تراکنش گذشته است.');
    t.status = 'Reversed';
    ledger.push({ token: t.token, kind: 'return', amount: t.charged ?? t.amount, at: now() });
    return result(0, 'عملیات با موفقیت انجام شد', t);
  }

  const api: Record<string, { path: string; run: (body: Record<string, unknown>) => unknown }> = {
    token: { path: '/onlinepg/onlinepg', run: token },
    verify: { path: '/verifytxnrandomsessionkey/ipg/verifytransaction', run: verify },
    reverse: { path: '/verifytxnrandomsessionkey/ipg/reversetransaction', run: reverse },
  };

  function decide(token: string, paid: boolean, amount?: number): BrowserReturn {
    const t = transactions.get(token);
    if (!t) throw new Error(`sep fake: no transaction ${token}`);
    if (t.status !== 'Started') throw new Error(`sep fake: ${token} is ${t.status}, not Started`);
    const base = { MID: t.terminalId, TerminalId: t.terminalId, ResNum: t.resNum, Token: t.token };
    if (paid) {
      t.status = 'Paid';
      t.paidAt = now();
      t.charged = amount ?? t.amount;
      t.reference = randomBytes(15).toString('base64url');
      t.rrn = String(randomInt(10_000_000_000, 99_999_999_999));
      t.traceNo = String(randomInt(100_000, 999_999));
      t.securePan = `621986******${String(randomInt(10_000)).padStart(4, '0')}`;
      byRefNum.set(t.reference, t.token);
      ledger.push({ token, kind: 'charge', amount: t.charged, at: now() });
      t.returned = {
        ...base, State: 'OK', Status: '2', RefNum: t.reference, RRN: t.rrn, TraceNo: t.traceNo,
        Amount: String(t.charged), AffectiveAmount: String(t.charged), Wage: '0', SecurePan: t.securePan,
        HashedCardNumber: createHash('sha256').update(t.securePan).digest('hex'),
      };
    } else {
      t.status = 'Cancelled';
      t.returned = {
        ...base, State: 'CanceledByUser', Status: '1', RefNum: '', RRN: '', TraceNo: '',
        Amount: String(t.amount), AffectiveAmount: '', Wage: '', SecurePan: '', HashedCardNumber: '',
      };
    }
    return { method: 'POST', url: t.redirectUrl, fields: { ...t.returned } };
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const address = new URL(req.url ?? '/', 'http://fake');
    const path = address.pathname.toLowerCase();
    const op = Object.keys(api).find((key) => api[key]!.path === path);
    // The token API and the browser's form share a path (SEP's server ignores case): JSON is the API.
    const json = (req.headers['content-type'] ?? '').includes('json');
    if (op && req.method === 'POST' && (op !== 'token' || json)) {
      const raw = await readBody(req);
      let body: unknown = null;
      try {
        body = JSON.parse(raw);
      } catch {
        // answered below as invalid parameters
      }
      calls.push({ op, at: now(), body });
      const fail = failures.shift();
      if (fail === 'http500') return send(res, 500, 'text/html; charset=utf-8', '<html><body><h1>500 Internal Server Error</h1></body></html>');
      if (fail === 'timeout') return; // held until the client gives up or close()
      const answer = typeof body === 'object' && body && !Array.isArray(body) ? api[op]!.run(body as Record<string, unknown>) : tokenError('5', 'InvalidParameters');
      if (fail === 'lostAnswer') return;
      return send(res, 200, 'application/json; charset=utf-8', JSON.stringify(answer));
    }
    // The bank page: POST /OnlinePG/OnlinePG with Token (the form redirect), GET /OnlinePG/SendToken?token=.
    if (path === '/onlinepg/onlinepg' || path === '/onlinepg/sendtoken') {
      const form = req.method === 'POST' ? new URLSearchParams(await readBody(req)) : address.searchParams;
      const token = form.get('Token') ?? form.get('token') ?? '';
      const t = transactions.get(token);
      if (!t) return send(res, 404, 'text/html; charset=utf-8', page('TokenNotFound', '<h1>تراکنش یافت نشد</h1><p>توکن پرداخت معتبر نیست.</p>'));
      const action = form.get('action');
      if (t.status === 'Started' && (action === 'pay' || action === 'cancel')) {
        const back = decide(token, action === 'pay');
        return send(res, 200, 'text/html; charset=utf-8', postBackPage(back.url, back.fields));
      }
      // Decided already (the browser's back button): post the same answer again.
      if (t.status !== 'Started' && t.returned) return send(res, 200, 'text/html; charset=utf-8', postBackPage(t.redirectUrl, t.returned));
      return send(res, 200, 'text/html; charset=utf-8', payPage('سامان', t.amount, '/OnlinePG/OnlinePG', { Token: token }));
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
    terminalId: [...terminals][0] ?? SEP_FAKE_TERMINAL_ID,
    transactions,
    calls,
    ledger,
    pay: (token, payOptions) => decide(token, true, payOptions?.amount),
    cancel: (token) => decide(token, false),
    failNext(count, mode) {
      for (let i = 0; i < count; i++) failures.push(mode);
    },
    age(token, minutes) {
      const t = transactions.get(token);
      if (!t) throw new Error(`sep fake: no transaction ${token}`);
      t.createdAt -= minutes * 60_000;
      if (t.paidAt !== undefined) t.paidAt -= minutes * 60_000;
    },
    close: () =>
      new Promise<void>((resolve) => {
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

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)}</title><style>body{font-family:Vazirmatn,Tahoma,sans-serif;background:#f3f5f9;margin:0}main{max-width:420px;margin:32px auto;background:#fff;border-radius:12px;padding:20px}
button{display:block;width:100%;margin-top:12px;padding:12px;border:0;border-radius:8px;font-size:16px;cursor:pointer}.pay{background:#1a7f37;color:#fff}.cancel{background:#e5e8ec}</style></head>
<body><main>${body}</main></body></html>`;
}

/** The bank page: how much, and the two buttons «پرداخت» and «انصراف». */
function payPage(bank: string, amount: number, action: string, hidden: Record<string, string>): string {
  const inputs = Object.entries(hidden).map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`).join('');
  return page(`درگاه پرداخت ${bank} (آزمایشی)`, `<h1>درگاه پرداخت ${esc(bank)} (آزمایشی)</h1>
<p>مبلغ: <strong>${new Intl.NumberFormat('fa-IR').format(amount)} ریال</strong></p>
<form method="post" action="${esc(action)}">${inputs}<button class="pay" type="submit" name="action" value="pay">پرداخت</button>
<button class="cancel" type="submit" name="action" value="cancel">انصراف</button></form>`);
}

/** Back to the merchant: a POST form that submits itself, with a visible button if scripts are off. */
function postBackPage(target: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields).map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`).join('');
  return page('بازگشت به سایت پذیرنده', `<h1>در حال بازگشت به سایت پذیرنده…</h1>
<form method="post" action="${esc(target)}">${inputs}<button class="pay" type="submit">بازگشت به سایت پذیرنده</button></form>
<script>document.forms[0].submit()</script>`);
}
