/**
 * A local Behpardakht Mellat that speaks its SOAP 1.1 service (shared/providers.md §3) and serves
 * startpay.mellat, the page a browser pays on. It keeps books: a card is charged once when paid,
 * and the money goes back once when reversed or when nobody verified it within 20 minutes; a
 * verified sale is settled automatically 3 hours after payment, as Mellat does.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { XMLParser } from 'fast-xml-parser';
import { failureQueue, readBody, replyUnlessFailing, send, startFakeServer, type FakeFailure } from './fake-server';
import { bankBooks, bankFakeOf, esc, page, payPage, sendPage, servePostingBankPage, type BankFake, type BrowserReturn, type FakeLedgerEntry, type FakeStatus } from './bank-pages';

export type { BrowserReturn, FakeFailure, FakeLedgerEntry, FakeStatus };

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

export interface MellatCredentials {
  terminalId: string;
  userName: string;
  password: string;
}

/** calls: every SOAP operation (bpPayRequest, bpVerifyRequest…), its parameters as the body. */
export interface MellatFake extends BankFake<MellatFakeTransaction, Record<string, string>> {
  /** The credentials this fake accepts. */
  credentials: MellatCredentials;
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
  const books = bankBooks<MellatFakeTransaction>('mellat', now, (t) => t.refId);
  const { transactions } = books;
  const byOrder = new Map<string, string>();
  const calls: MellatFake['calls'] = [];
  const failures = failureQueue<FakeFailure>();

  function settleClock(t: MellatFakeTransaction): void {
    books.expireUnverified(t, VERIFY_WINDOW_MINUTES * 60_000);
    if (t.status === 'Verified' && now() - (t.paidAt ?? t.createdAt) > AUTO_SETTLE_MINUTES * 60_000) t.status = 'Settled';
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
      books.giveBack(t);
      return '0';
    },
  };

  function decide(refId: string, paid: boolean, amount?: number): BrowserReturn {
    const t = books.started(refId);
    if (paid) {
      books.charge(t, amount);
      t.reference = String(randomInt(100_000_000_000, 999_999_999_999));
      t.cardHolderPan = `603799******${String(randomInt(10_000)).padStart(4, '0')}`;
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
      const fail = failures.next();
      const run = operations[op];
      if (!run) {
        // No such operation: nothing to do, so the fault goes out even when the answer was to be lost.
        const fault = soapFault(`Cannot find dispatch method for {${NAMESPACE}}${op}`);
        return replyUnlessFailing(res, fail === 'lostAnswer' ? undefined : fail, () => ({ status: 500, type: 'text/xml; charset=utf-8', body: fault }));
      }
      return replyUnlessFailing(res, fail, () => {
        let value: string;
        if (params.terminalId !== credentials.terminalId) value = '21';
        else if (params.userName !== credentials.userName || params.userPassword !== credentials.password) value = '24';
        else value = run(params);
        return { status: 200, type: 'text/xml; charset=utf-8', body: soapReturn(op, value) };
      });
    }
    if (path === '/pgwchannel/startpay.mellat' && req.method === 'POST') {
      const form = new URLSearchParams(await readBody(req));
      const refId = form.get('RefId') ?? '';
      const t = transactions.get(refId);
      if (!t) return sendPage(res, page('تراکنش یافت نشد', '<h1>تراکنش یافت نشد</h1><p>شناسه پرداخت معتبر نیست.</p>'), 404);
      return servePostingBankPage(res, t, t.callbackUrl, form.get('action'), (paid) => decide(refId, paid), () =>
        payPage('به‌پرداخت ملت', t.amount, '/pgwchannel/startpay.mellat', { RefId: refId }));
    }
    send(res, 404, 'text/plain; charset=utf-8', 'not found');
  }

  const server = await startFakeServer(handle);

  return { ...bankFakeOf(server, books, calls, failures, decide), credentials };
}

function soapReturn(op: string, value: string): string {
  return `<?xml version="1.0" ?><S:Envelope xmlns:S="http://schemas.xmlsoap.org/soap/envelope/"><S:Body><ns2:${op}Response xmlns:ns2="${NAMESPACE}"><return>${esc(value)}</return></ns2:${op}Response></S:Body></S:Envelope>`;
}

function soapFault(message: string): string {
  return `<?xml version="1.0" ?><S:Envelope xmlns:S="http://schemas.xmlsoap.org/soap/envelope/"><S:Body><S:Fault><faultcode>S:Client</faultcode><faultstring>${esc(message)}</faultstring></S:Fault></S:Body></S:Envelope>`;
}
