/**
 * A local SEP (Saman) that speaks the token/REST flow (shared/providers.md §2), misspellings
 * included (`OrginalAmount`, `StraceDate`), and serves the bank page a browser pays on. It keeps
 * books: a card is charged once when paid, and the money goes back once when reversed or when
 * nobody verified it within 30 minutes.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { failureQueue, readBody, readJson, replyUnlessFailing, send, startFakeServer, type FakeFailure } from './fake-server';
import { bankBooks, bankFakeOf, page, payPage, sendPage, servePostingBankPage, type BankFake, type BrowserReturn, type FakeLedgerEntry, type FakeStatus } from './bank-pages';

export type { BrowserReturn, FakeFailure, FakeLedgerEntry, FakeStatus };

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

/** calls' ops: token, verify, reverse. */
export interface SepFake extends BankFake<SepFakeTransaction> {
  /** A terminal id this fake knows. */
  terminalId: string;
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
  const books = bankBooks<SepFakeTransaction>('sep', now, (t) => t.token);
  const { transactions } = books;
  const byRefNum = new Map<string, string>();
  const calls: SepFake['calls'] = [];
  const failures = failureQueue<FakeFailure>();

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
    books.expireUnverified(t, VERIFY_WINDOW_MINUTES * 60_000);
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
    books.giveBack(t);
    return result(0, 'عملیات با موفقیت انجام شد', t);
  }

  const api: Record<string, { path: string; run: (body: Record<string, unknown>) => unknown }> = {
    token: { path: '/onlinepg/onlinepg', run: token },
    verify: { path: '/verifytxnrandomsessionkey/ipg/verifytransaction', run: verify },
    reverse: { path: '/verifytxnrandomsessionkey/ipg/reversetransaction', run: reverse },
  };

  function decide(token: string, paid: boolean, amount?: number): BrowserReturn {
    const t = books.started(token);
    const base = { MID: t.terminalId, TerminalId: t.terminalId, ResNum: t.resNum, Token: t.token };
    if (paid) {
      books.charge(t, amount);
      t.reference = randomBytes(15).toString('base64url');
      t.rrn = String(randomInt(10_000_000_000, 99_999_999_999));
      t.traceNo = String(randomInt(100_000, 999_999));
      t.securePan = `621986******${String(randomInt(10_000)).padStart(4, '0')}`;
      byRefNum.set(t.reference, t.token);
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
      const body = await readJson(req);
      calls.push({ op, at: now(), body });
      return replyUnlessFailing(res, failures.next(), () => {
        const answer = typeof body === 'object' && body && !Array.isArray(body) ? api[op]!.run(body as Record<string, unknown>) : tokenError('5', 'InvalidParameters');
        return { status: 200, type: 'application/json; charset=utf-8', body: JSON.stringify(answer) };
      });
    }
    // The bank page: POST /OnlinePG/OnlinePG with Token (the form redirect), GET /OnlinePG/SendToken?token=.
    if (path === '/onlinepg/onlinepg' || path === '/onlinepg/sendtoken') {
      const form = req.method === 'POST' ? new URLSearchParams(await readBody(req)) : address.searchParams;
      const token = form.get('Token') ?? form.get('token') ?? '';
      const t = transactions.get(token);
      if (!t) return sendPage(res, page('TokenNotFound', '<h1>تراکنش یافت نشد</h1><p>توکن پرداخت معتبر نیست.</p>'), 404);
      return servePostingBankPage(res, t, t.redirectUrl, form.get('action'), (paid) => decide(token, paid), () =>
        payPage('سامان', t.amount, '/OnlinePG/OnlinePG', { Token: token }));
    }
    send(res, 404, 'text/plain; charset=utf-8', 'not found');
  }

  const server = await startFakeServer(handle);

  return { ...bankFakeOf(server, books, calls, failures, decide), terminalId: [...terminals][0] ?? SEP_FAKE_TERMINAL_ID };
}
