/**
 * What the bank fakes (Zarinpal, SEP, Mellat) share beyond HTTP: the bank page a traveller pays
 * or cancels on, the way back to the merchant, and the books that decision changes. Each bank's
 * own API, field names and codes stay in its fake.
 */
import type { ServerResponse } from 'node:http';
import { send, type FakeFailure, type FakeServer } from './fake-server';

export type FakeStatus = 'Started' | 'Paid' | 'Cancelled' | 'Verified' | 'Settled' | 'Reversed';

/** Where the browser goes back after the bank page, and with what. */
export interface BrowserReturn {
  method: 'GET' | 'POST';
  url: string;
  fields: Record<string, string>;
}

export interface FakeLedgerEntry {
  token: string;
  /** charge: taken from the card; return: given back to it. */
  kind: 'charge' | 'return';
  amount: number;
  at: number;
}

/** What a test drives on any bank fake; `T` is the bank's transaction, `Body` what its calls carry. */
export interface BankFake<T, Body = unknown> {
  /** http://127.0.0.1:PORT: the adapter's baseUrl. */
  url: string;
  /** By the bank's token (Zarinpal authority, SEP token, Mellat RefId). */
  transactions: Map<string, T>;
  /** Every API call by operation name, failed ones too. */
  calls: Array<{ op: string; at: number; body: Body }>;
  ledger: FakeLedgerEntry[];
  /** The traveller pays on the bank page; `amount` makes the bank charge another amount. */
  pay(token: string, options?: { amount?: number }): BrowserReturn;
  /** The traveller presses «انصراف». */
  cancel(token: string): BrowserReturn;
  /** The next `count` API calls fail so. */
  failNext(count: number, mode: FakeFailure): void;
  /** Makes the transaction `minutes` older (its payment too). */
  age(token: string, minutes: number): void;
  close(): Promise<void>;
}

/** What the books need of a bank's transaction. */
export interface BookedTransaction {
  /** What the merchant asked for, in rials. */
  amount: number;
  status: FakeStatus;
  createdAt: number;
  paidAt?: number;
  /** What the card was charged (differs from amount only in tamper tests). */
  charged?: number;
  /** Reversed because nobody verified it in time (the bank gave the money back itself). */
  expired?: boolean;
}

/**
 * A bank's transactions by token and the money that moved: a card is charged once when paid, and
 * the money goes back once, when reversed or when nobody verified it in time.
 */
export function bankBooks<T extends BookedTransaction>(bank: string, now: () => number, tokenOf: (t: T) => string) {
  const transactions = new Map<string, T>();
  const ledger: FakeLedgerEntry[] = [];

  /** A token the bank never issued means a broken test: fail loudly. */
  function get(token: string): T {
    const t = transactions.get(token);
    if (!t) throw new Error(`${bank} fake: no transaction ${token}`);
    return t;
  }

  function giveBack(t: T, expired = false): void {
    t.status = 'Reversed';
    if (expired) t.expired = true;
    ledger.push({ token: tokenOf(t), kind: 'return', amount: t.charged ?? t.amount, at: now() });
  }

  return {
    transactions,
    ledger,
    giveBack,
    /** The transaction the traveller decides on at the bank page, once. */
    started(token: string): T {
      const t = get(token);
      if (t.status !== 'Started') throw new Error(`${bank} fake: ${token} is ${t.status}, not Started`);
      return t;
    },
    charge(t: T, amount = t.amount): void {
      t.status = 'Paid';
      t.paidAt = now();
      t.charged = amount;
      ledger.push({ token: tokenOf(t), kind: 'charge', amount, at: now() });
    },
    /** A paid payment left unverified past the window goes back to the payer, as the banks do. */
    expireUnverified(t: T, windowMs: number): void {
      if (t.status === 'Paid' && t.paidAt !== undefined && now() - t.paidAt > windowMs) giveBack(t, true);
    },
    /** Makes the transaction `minutes` older (its payment too). */
    age(token: string, minutes: number): void {
      const t = get(token);
      t.createdAt -= minutes * 60_000;
      if (t.paidAt !== undefined) t.paidAt -= minutes * 60_000;
    },
  };
}

/** A bank fake's `BankFake` side, from its server, books and the bank page's decision. */
export function bankFakeOf<T extends BookedTransaction, Body>(
  server: FakeServer,
  books: ReturnType<typeof bankBooks<T>>,
  calls: BankFake<T, Body>['calls'],
  failures: Pick<BankFake<T, Body>, 'failNext'>,
  decide: (token: string, paid: boolean, amount?: number) => BrowserReturn,
): BankFake<T, Body> {
  return {
    url: server.url,
    transactions: books.transactions,
    calls,
    ledger: books.ledger,
    pay: (token, options) => decide(token, true, options?.amount),
    cancel: (token) => decide(token, false),
    failNext: failures.failNext,
    age: books.age,
    // The bank fakes have always taken a second close() quietly.
    close: () => server.close().catch(() => undefined),
  };
}

export function sendPage(res: ServerResponse, html: string, status = 200): void {
  send(res, status, 'text/html; charset=utf-8', html);
}

/** For markup: HTML here, and the SOAP text Mellat's fake answers with. */
export const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)}</title><style>body{font-family:Vazirmatn,Tahoma,sans-serif;background:#f3f5f9;margin:0}main{max-width:420px;margin:32px auto;background:#fff;border-radius:12px;padding:20px}
button{display:block;width:100%;margin-top:12px;padding:12px;border:0;border-radius:8px;font-size:16px;cursor:pointer}.pay{background:#1a7f37;color:#fff}.cancel{background:#e5e8ec}</style></head>
<body><main>${body}</main></body></html>`;
}

const hiddenInputs = (fields: Record<string, string>) =>
  Object.entries(fields).map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`).join('');

/** The bank page: who is paid (when the bank shows it), how much, and the two buttons «پرداخت» and «انصراف». */
export function payPage(bank: string, amount: number, action: string, hidden: Record<string, string>, description?: string): string {
  return page(`درگاه پرداخت ${bank} (آزمایشی)`, `<h1>درگاه پرداخت ${esc(bank)} (آزمایشی)</h1>
${description === undefined ? '' : `<p>${esc(description)}</p>`}<p>مبلغ: <strong>${new Intl.NumberFormat('fa-IR').format(amount)} ریال</strong></p>
<form method="post" action="${esc(action)}">${hiddenInputs(hidden)}<button class="pay" type="submit" name="action" value="pay">پرداخت</button>
<button class="cancel" type="submit" name="action" value="cancel">انصراف</button></form>`);
}

/** Back to the merchant: a POST form that submits itself, with a visible button if scripts are off. */
export function postBackPage(target: string, fields: Record<string, string>): string {
  return page('بازگشت به سایت پذیرنده', `<h1>در حال بازگشت به سایت پذیرنده…</h1>
<form method="post" action="${esc(target)}">${hiddenInputs(fields)}<button class="pay" type="submit">بازگشت به سایت پذیرنده</button></form>
<script>document.forms[0].submit()</script>`);
}

/**
 * The page of a bank that posts the browser back (SEP, Mellat): «پرداخت» or «انصراف» decides once;
 * coming back to it later (the browser's back button) posts the same answer again.
 */
export function servePostingBankPage(
  res: ServerResponse,
  t: BookedTransaction & { returned?: Record<string, string> },
  returnUrl: string,
  action: string | null,
  decide: (paid: boolean) => BrowserReturn,
  bankPage: () => string,
): void {
  if (t.status === 'Started' && (action === 'pay' || action === 'cancel')) {
    const back = decide(action === 'pay');
    return sendPage(res, postBackPage(back.url, back.fields));
  }
  if (t.status !== 'Started' && t.returned) return sendPage(res, postBackPage(returnUrl, t.returned));
  sendPage(res, bankPage());
}
