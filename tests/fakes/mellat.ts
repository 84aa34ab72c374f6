/**
 * A local Behpardakht Mellat that speaks its SOAP 1.1 service (shared/providers.md §3) and serves
 * startpay.mellat, the page a browser pays on. It keeps books: a card is charged once when paid,
 * and the money goes back once when reversed or when nobody verified it within 20 minutes; a
 * verified sale is settled automatically 3 hours after payment, as Mellat does.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { XMLParser } from 'fast-xml-parser';

export type FakeStatus = 'Started' | 'Paid' | 'Cancelled' | 'Verified' | 'Settled' | 'Reversed';
/** http500: an error page; timeout: never answers; lostAnswer: does the work, then never answers. */
export type FakeFailure = 'http500' | 'timeout' | 'lostAnswer';

export interface BrowserReturn {
  method: 'GET' | 'POST';
  url: string;
  fields: Record<string, string>;
}

export interface MellatFakeTransaction {
  refId: string;
  /** bpPayRequest's orderId (the callback's SaleOrderId). */
  orderId: string;
  amount: number;
  localDate: string;
  localTime: string;
  additionalData: string;
  callbackUrl: string;
  mobileNo?: string;
  status: FakeStatus;
  createdAt: number;
  paidAt?: number;
  /** What the card was charged (differs from amount only in tamper tests); the return's FinalAmount. */
  charged?: number;
  /** SaleReferenceId, assigned when paid. */
  reference?: string;
  cardHolderPan?: string;
  /** Reversed because nobody verified it in 20 minutes. */
  expired?: boolean;
  returned?: Record<string, string>;
}

export interface FakeLedgerEntry {
  token: string;
  kind: 'charge' | 'return';
  amount: number;
  at: number;
}

export interface MellatCredentials {
  terminalId: string;
  userName: string;
  password: string;
}

export interface MellatFake {
  url: string;
  /** The credentials this fake accepts. */
  credentials: MellatCredentials;
  /** By RefId. */
  transactions: Map<string, MellatFakeTransaction>;
  /** Every SOAP call by operation name (bpPayRequest, bpVerifyRequest…), failed ones too; body = its parameters. */
  calls: Array<{ op: string; at: number; body: Record<string, string> }>;
  ledger: FakeLedgerEntry[];
  pay(refId: string, options?: { amount?: number }): BrowserReturn;
  cancel(refId: string): BrowserReturn;
  failNext(count: number, mode: FakeFailure): void;
  age(refId: string, minutes: number): void;
  close(): Promise<void>;
}

export interface MellatFakeOptions {
  credentials?: MellatCredentials;
  now?: () => number;
}

export const MELLAT_FAKE_CREDENTIALS: MellatCredentials = { terminalId: '5551234', userName: 'safar', password: 'fake-mellat-secret' };
const NAMESPACE = 'http://interfaces.core.sw.bps.com/';
const VERIFY_WINDOW_MINUTES = 20;
const AUTO_SETTLE_MINUTES = 180;
/**
 * What verify answers past the 20-minute window is unconfirmed; 415 ("session timed out") is the
 * closest code in the classic table, and the adapter reads it as not paid.
 */
const EXPIRED_CODE = '415';

const parser = new XMLParser({ removeNSPrefix: true, parseTagValue: false, ignoreAttributes: true });

export async function startMellatFake(options: MellatFakeOptions = {}): Promise<MellatFake> {
  const now = options.now ?? Date.now;
  const credentials = options.credentials ?? MELLAT_FAKE_CREDENTIALS;
  const transactions = new Map<string, MellatFakeTransaction>();
  const byOrder = new Map<string, string>();
  const calls: MellatFake['calls'] = [];
  const ledger: FakeLedgerEntry[] = [];
  const failures: FakeFailure[] = [];

  function settleClock(t: MellatFakeTransaction): void {
    const age = now() - (t.paidAt ?? t.createdAt);
    if (t.status === 'Paid' && age > VERIFY_WINDOW_MINUTES * 60_000) {
      t.status = 'Reversed';
      t.expired = true;
      ledger.push({ token: t.refId, kind: 'return', amount: t.charged ?? t.amount, at: now() });
    } else if (t.status === 'Verified' && age > AUTO_SETTLE_MINUTES * 60_000) {
      t.status = 'Settled';
    }
  }

  function lookup(p: Record<string, string>): MellatFakeTransaction | string {
    const refId = byOrder.get(p.saleOrderId ?? '');
    const t = refId ? transactions.get(refId) : undefined;
    // 42: "Sale transaction not found", for every operation on a sale.
    if (!t || !t.reference || t.reference !== p.saleReferenceId) return '42';
    settleClock(t);
    return t;
  }

  const operations: Record<string, (p: Record<string, string>) => string> = {
    bpPayRequest(p) {
      if (!/^\d+$/.test(p.amount ?? '') || Number(p.amount) <= 0) return '25';
      if (!/^\d{8}$/.test(p.localDate ?? '') || !/^\d{6}$/.test(p.localTime ?? '')) return '35';
      if (!/^\d+$/.test(p.orderId ?? '') || !/^https?:\/\//.test(p.callBackUrl ?? '')) return '32';
      if (p.mobileNo && !/^989\d{9}$/.test(p.mobileNo)) return '32';
      if (byOrder.has(p.orderId!)) return '41';
      const refId = randomBytes(10).toString('hex').toUpperCase();
      byOrder.set(p.orderId!, refId);
      transactions.set(refId, {
        refId, orderId: p.orderId!, amount: Number(p.amount), localDate: p.localDate!, localTime: p.localTime!,
        additionalData: p.additionalData ?? '', callbackUrl: p.callBackUrl!, status: 'Started', createdAt: now(),
        ...(p.mobileNo ? { mobileNo: p.mobileNo } : {}),
      });
      return `0,${refId}`;
    },
    bpVerifyRequest(p) {
      const t = lookup(p);
      if (typeof t === 'string') return t;
      if (t.status === 'Verified' || t.status === 'Settled') return '43';
      if (t.status === 'Reversed') return t.expired ? EXPIRED_CODE : '48';
      if (t.status !== 'Paid') return '42';
      t.status = 'Verified';
      return '0';
    },
    bpSettleRequest(p) {
      const t = lookup(p);
      if (typeof t === 'string') return t;
      if (t.status === 'Settled') return '45';
      if (t.status === 'Reversed') return '48';
      // Settling an unverified sale: "verify request not found".
      if (t.status !== 'Verified') return '44';
      t.status = 'Settled';
      return '0';
    },
    bpInquiryRequest(p) {
      const t = lookup(p);
      if (typeof t === 'string') return t;
      if (t.status === 'Reversed') return '48';
      return t.status === 'Paid' || t.status === 'Verified' || t.status === 'Settled' ? '0' : '42';
    },
    bpReversalRequest(p) {
      const t = lookup(p);
      if (typeof t === 'string') return t;
      if (t.status === 'Reversed') return '48';
      // Settled money has left for the merchant's account: no reversal.
      if (t.status === 'Settled') return '45';
      if (t.status !== 'Paid' && t.status !== 'Verified') return '42';
      t.status = 'Reversed';
      ledger.push({ token: t.refId, kind: 'return', amount: t.charged ?? t.amount, at: now() });
      return '0';
    },
  };

  function decide(refId: string, paid: boolean, amount?: number): BrowserReturn {
    const t = transactions.get(refId);
    if (!t) throw new Error(`mellat fake: no transaction ${refId}`);
    if (t.status !== 'Started') throw new Error(`mellat fake: ${refId} is ${t.status}, not Started`);
    if (paid) {
      t.status = 'Paid';
      t.paidAt = now();
      t.charged = amount ?? t.amount;
      t.reference = String(randomInt(100_000_000_000, 999_999_999_999));
      t.cardHolderPan = `603799******${String(randomInt(10_000)).padStart(4, '0')}`;
      ledger.push({ token: refId, kind: 'charge', amount: t.charged, at: now() });
      t.returned = {
        RefId: refId, ResCode: '0', SaleOrderId: t.orderId, SaleReferenceId: t.reference,
        CardHolderInfo: createHash('sha256').update(t.cardHolderPan).digest('hex').toUpperCase(),
        CardHolderPan: t.cardHolderPan, FinalAmount: String(t.charged),
      };
    } else {
      t.status = 'Cancelled';
      // 17: the traveller cancelled.
      t.returned = { RefId: refId, ResCode: '17', SaleOrderId: t.orderId, SaleReferenceId: '', CardHolderInfo: '', CardHolderPan: '', FinalAmount: '' };
    }
    return { method: 'POST', url: t.callbackUrl, fields: { ...t.returned } };
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    if (path === '/pgwchannel/services/pgw' && req.method === 'POST') {
      if (!(req.headers['content-type'] ?? '').includes('text/xml')) return send(res, 415, 'text/plain', 'Unsupported Media Type');
      const raw = await readBody(req);
      let op = '';
      let params: Record<string, string> = {};
      try {
        const body = (parser.parse(raw) as { Envelope?: { Body?: Record<string, unknown> } }).Envelope?.Body ?? {};
        op = Object.keys(body)[0] ?? '';
        const content = body[op];
        if (content && typeof content === 'object') {
          params = Object.fromEntries(Object.entries(content as Record<string, unknown>).map(([k, v]) => [k, typeof v === 'string' ? v : String(v ?? '')]));
        }
      } catch {
        // not XML: answered below as a fault for the unnamed operation
      }
      calls.push({ op, at: now(), body: params });
      const fail = failures.shift();
      if (fail === 'http500') return send(res, 500, 'text/html; charset=utf-8', '<html><body><h1>500 Internal Server Error</h1></body></html>');
      if (fail === 'timeout') return; // held until the client gives up or close()
      const run = operations[op];
      if (!run) return send(res, 500, 'text/xml; charset=utf-8', soapFault(`Cannot find dispatch method for {${NAMESPACE}}${op}`));
      let value: string;
      if (params.terminalId !== credentials.terminalId) value = '21';
      else if (params.userName !== credentials.userName || params.userPassword !== credentials.password) value = '24';
      else value = run(params);
      if (fail === 'lostAnswer') return;
      return send(res, 200, 'text/xml; charset=utf-8', soapReturn(op, value));
    }
    if (path === '/pgwchannel/startpay.mellat' && req.method === 'POST') {
      const form = new URLSearchParams(await readBody(req));
      const refId = form.get('RefId') ?? '';
      const t = transactions.get(refId);
      if (!t) return send(res, 404, 'text/html; charset=utf-8', page('تراکنش یافت نشد', '<h1>تراکنش یافت نشد</h1><p>شناسه پرداخت معتبر نیست.</p>'));
      const action = form.get('action');
      if (t.status === 'Started' && (action === 'pay' || action === 'cancel')) {
        const back = decide(refId, action === 'pay');
        return send(res, 200, 'text/html; charset=utf-8', postBackPage(back.url, back.fields));
      }
      if (t.status !== 'Started' && t.returned) return send(res, 200, 'text/html; charset=utf-8', postBackPage(t.callbackUrl, t.returned));
      return send(res, 200, 'text/html; charset=utf-8', payPage('به‌پرداخت ملت', t.amount, '/pgwchannel/startpay.mellat', { RefId: refId }));
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
    credentials,
    transactions,
    calls,
    ledger,
    pay: (refId, payOptions) => decide(refId, true, payOptions?.amount),
    cancel: (refId) => decide(refId, false),
    failNext(count, mode) {
      for (let i = 0; i < count; i++) failures.push(mode);
    },
    age(refId, minutes) {
      const t = transactions.get(refId);
      if (!t) throw new Error(`mellat fake: no transaction ${refId}`);
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

function soapReturn(op: string, value: string): string {
  return `<?xml version="1.0" ?><S:Envelope xmlns:S="http://schemas.xmlsoap.org/soap/envelope/"><S:Body><ns2:${op}Response xmlns:ns2="${NAMESPACE}"><return>${esc(value)}</return></ns2:${op}Response></S:Body></S:Envelope>`;
}

function soapFault(message: string): string {
  return `<?xml version="1.0" ?><S:Envelope xmlns:S="http://schemas.xmlsoap.org/soap/envelope/"><S:Body><S:Fault><faultcode>S:Client</faultcode><faultstring>${esc(message)}</faultstring></S:Fault></S:Body></S:Envelope>`;
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
