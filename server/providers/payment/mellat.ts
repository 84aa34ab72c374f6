/**
 * Behpardakht Mellat (shared/providers.md §3): SOAP 1.1, written by hand. Every operation answers
 * a `return` string: "0,RefId" or a bare code for bpPayRequest, a code for the others. The browser
 * POSTs RefId to startpay.mellat and comes back with a POSTed form naming a SaleReferenceId, which
 * verify, settle, inquiry and reversal all need.
 */
import { XMLParser } from 'fast-xml-parser';
import { localIso } from '../../time/zones';
import {
  GatewayError,
  type GatewayPayment,
  type InquiryOutcome,
  type PaymentGateway,
  type ReturnedFields,
  type ReverseOutcome,
  type SettleOutcome,
  type StartRequest,
  type Started,
  type VerifyOutcome,
} from './gateway';
import { BankEndpoint, checkAmount, isObject, mobileCore, orUnknown } from './http';

export interface MellatSettings {
  terminalId: string;
  userName: string;
  /** Never logged nor put in a message. */
  password: string;
  /** Default https://bpm.shaparak.ir; a local fake in tests. */
  baseUrl?: string;
  timeoutMs?: number;
}

const NAMESPACE = 'http://interfaces.core.sw.bps.com/';
const SILENT = 'درگاه به‌پرداخت ملت پاسخ نداد؛ درگاه دیگری را انتخاب کنید یا دوباره تلاش کنید.';
const UNAVAILABLE = 'درگاه به‌پرداخت ملت فعلاً برای این سایت در دسترس نیست؛ درگاه دیگری را انتخاب کنید.';
const NO_REFERENCE = 'درگاه ملت بدون شماره مرجع (SaleReferenceId) بازگشت از بانک پاسخگو نیست.';

/** bpPayRequest's codes, as a traveller should read them. */
const START_MESSAGES: Record<string, string> = {
  '21': UNAVAILABLE,
  '23': UNAVAILABLE,
  '24': UNAVAILABLE,
  '25': 'درگاه به‌پرداخت ملت مبلغ این پرداخت را نپذیرفت؛ درگاه دیگری را انتخاب کنید.',
  '34': SILENT,
  '41': 'شماره سفارش این پرداخت در درگاه ملت تکراری است؛ دوباره تلاش کنید.',
  '62': UNAVAILABLE,
  '421': UNAVAILABLE,
};

/** ResCode of the return (and the same codes from verify) when the traveller did not pay. */
const DECLINED: Record<string, string> = {
  '11': 'شماره کارت معتبر نیست.',
  '12': 'موجودی حساب کافی نیست.',
  '13': 'رمز کارت نادرست وارد شد.',
  '14': 'تعداد دفعات ورود رمز بیش از حد مجاز است.',
  '15': 'کارت معتبر نیست.',
  '16': 'تعداد دفعات برداشت وجه بیش از حد مجاز است.',
  '17': 'پرداخت را در درگاه ملت لغو کردید.',
  '18': 'تاریخ انقضای کارت گذشته است.',
  '19': 'مبلغ برداشت وجه بیش از حد مجاز است.',
  '111': 'صادرکننده کارت نامعتبر است.',
  '114': 'دارنده کارت مجاز به انجام این تراکنش نیست.',
  '415': 'زمان پرداخت در درگاه ملت تمام شد.',
  '417': 'شناسه پرداخت‌کننده نامعتبر است.',
  '418': 'اطلاعات مشتری نادرست است.',
  '419': 'تعداد دفعات ورود اطلاعات بیش از حد مجاز است.',
};

/** Verify codes that say the sale is not ours, on top of the card's own declines. */
const VERIFY_NOT_PAID: Record<string, string> = {
  ...DECLINED,
  '42': 'تراکنش خرید در درگاه ملت پیدا نشد.',
  '48': 'این پرداخت پیش‌تر در درگاه ملت برگشت خورده است.',
  '51': 'تراکنش تکراری است.',
  '54': 'تراکنش مرجع در درگاه ملت موجود نیست.',
  '55': 'تراکنش در درگاه ملت نامعتبر است.',
  // Our chosen reading of a verify past the 20-minute window (the real code is unconfirmed).
  '415': 'مهلت تأیید پرداخت در درگاه ملت گذشته و مبلغ به کارت پرداخت‌کننده برمی‌گردد.',
};

/** Merchant, credentials, IP, system and format errors: no verdict on the sale; an operator or a retry decides. */
const NO_VERDICT = new Set(['21', '23', '24', '31', '32', '34', '35', '112', '113', '416', '421']);

type Reply =
  | { answered: true; value: string }
  /** 'timeout', 'network', 'fault' (SOAP fault), 'malformed' or the HTTP status. */
  | { answered: false; code: string | number };

const parser = new XMLParser({ removeNSPrefix: true, parseTagValue: false, ignoreAttributes: true });

export class MellatGateway implements PaymentGateway {
  readonly key = 'mellat' as const;
  readonly id = 4;
  readonly nameFa = 'به‌پرداخت ملت';
  readonly shortNameFa = 'ملت';
  readonly descriptionFa = 'پرداخت با همه کارت‌های عضو شتاب از درگاه به‌پرداخت ملت';
  /** Mellat reverses a sale not verified within 20 minutes (IPG doc v1.38; older sources say less). */
  readonly verifyWithinMinutes = 20;
  /**
   * Mellat reverses any verified sale until it is settled (automatic after about 3 hours), never
   * after. We settle right after the ticket is issued, so a reversal only ever happens in the short
   * span between verify and settle: 20 minutes, the verify window, covers it.
   */
  readonly reverseWithinMinutes = 20;

  private readonly terminalId: string;
  private readonly userName: string;
  private readonly password: string;
  private readonly bank: BankEndpoint;

  constructor(settings: MellatSettings) {
    this.terminalId = settings.terminalId;
    this.userName = settings.userName;
    this.password = settings.password;
    this.bank = new BankEndpoint(settings, 'https://bpm.shaparak.ir');
  }

  async start(request: StartRequest): Promise<Started> {
    checkAmount(request.amount);
    // The bank's clock is Tehran's: localDate yyyyMMdd, localTime HHmmss.
    const local = localIso(Date.now(), 'Asia/Tehran');
    const mobile = mobileCore(request.mobile);
    const reply = await this.call('bpPayRequest', [
      ['orderId', request.bankOrderId],
      ['amount', request.amount],
      ['localDate', local.slice(0, 10).replace(/-/g, '')],
      ['localTime', local.slice(11, 19).replace(/:/g, '')],
      // Our payment id, shown next to the order in Mellat's panel.
      ['additionalData', request.paymentId],
      ['callBackUrl', request.callbackUrl],
      ['payerId', 0],
      ...(mobile ? ([['mobileNo', `98${mobile}`]] as Array<[string, string]>) : []),
    ]);
    if (!reply.answered) throw new GatewayError(SILENT, reply.code);
    const [code = '', refId = ''] = reply.value.split(',').map((part) => part.trim());
    if (code === '0' && refId) {
      return {
        token: refId,
        redirect: {
          method: 'POST',
          url: `${this.bank.baseUrl}/pgwchannel/startpay.mellat`,
          fields: { RefId: refId, ...(mobile ? { MobileNo: `98${mobile}` } : {}) },
        },
      };
    }
    throw new GatewayError(START_MESSAGES[code] ?? 'درگاه به‌پرداخت ملت پرداخت را آغاز نکرد؛ درگاه دیگری را انتخاب کنید یا دوباره تلاش کنید.', code || 'empty');
  }

  readReturn(fields: Record<string, string>): ReturnedFields {
    const code = (fields.ResCode ?? '').trim();
    const paid = code === '0';
    return {
      paid,
      token: fields.RefId || null,
      reference: fields.SaleReferenceId || null,
      message: paid ? null : (DECLINED[code] ?? 'پرداخت در درگاه ملت انجام نشد.'),
    };
  }

  async verify(payment: GatewayPayment): Promise<VerifyOutcome> {
    return orUnknown<VerifyOutcome>(SILENT, async () => {
      if (!payment.token) return { kind: 'notPaid', message: 'این پرداخت به درگاه ملت نرسیده است.' };
      const callback = payment.callback;
      const saleReferenceId = callback?.SaleReferenceId;
      if (!saleReferenceId) {
        // A return that says "not paid" is final: Mellat reverses any money taken. No return: nothing to ask.
        if (callback?.ResCode && callback.ResCode.trim() !== '0') {
          return { kind: 'notPaid', message: this.readReturn(callback).message ?? 'پرداخت در درگاه ملت انجام نشد.', code: callback.ResCode.trim() };
        }
        return { kind: 'unknown', message: NO_REFERENCE };
      }
      // Mellat's verify names no amount; the return's FinalAmount is what the card was charged.
      // Another amount → notPaid, and the caller reverses it.
      if (callback.FinalAmount && Number(callback.FinalAmount) !== payment.amount) {
        return { kind: 'notPaid', message: 'مبلغ پرداخت‌شده در درگاه ملت با مبلغ سفارش یکسان نیست.', code: 'amount' };
      }
      const reply = await this.call('bpVerifyRequest', this.saleParams(payment.bankOrderId, saleReferenceId));
      if (!reply.answered) return { kind: 'unknown', message: SILENT, code: reply.code };
      const code = reply.value.trim();
      // 43: verified before (a verify whose answer was lost).
      if (code === '0' || code === '43') {
        const pan = callback.CardHolderPan;
        return { kind: 'paid', reference: saleReferenceId, cardMask: pan ? pan : null, amount: payment.amount };
      }
      const notPaid = VERIFY_NOT_PAID[code];
      if (notPaid && !NO_VERDICT.has(code)) return { kind: 'notPaid', message: notPaid, code };
      return { kind: 'unknown', message: 'درگاه ملت نتیجه این پرداخت را اعلام نکرد.', code };
    });
  }

  async settle(payment: GatewayPayment): Promise<SettleOutcome> {
    return orUnknown<SettleOutcome>(SILENT, async () => {
      const saleReferenceId = payment.callback?.SaleReferenceId;
      if (!saleReferenceId) return { kind: 'unknown', message: NO_REFERENCE };
      const reply = await this.call('bpSettleRequest', this.saleParams(payment.bankOrderId, saleReferenceId));
      if (!reply.answered) return { kind: 'unknown', message: SILENT, code: reply.code };
      const code = reply.value.trim();
      // 45: settled before (by us, or by Mellat's automatic settle after about 3 hours).
      if (code === '0' || code === '45') return { kind: 'settled' };
      return { kind: 'unknown', message: 'درگاه ملت واریز این پرداخت را انجام نداد.', code };
    });
  }

  async reverse(payment: GatewayPayment): Promise<ReverseOutcome> {
    return orUnknown<ReverseOutcome>(SILENT, async () => {
      const saleReferenceId = payment.callback?.SaleReferenceId;
      // Without a SaleReferenceId nothing can have been verified; Mellat returns any money itself.
      if (!saleReferenceId) return { kind: 'unknown', message: NO_REFERENCE };
      const reply = await this.call('bpReversalRequest', this.saleParams(payment.bankOrderId, saleReferenceId));
      if (!reply.answered) return { kind: 'unknown', message: SILENT, code: reply.code };
      const code = reply.value.trim();
      // 48: reversed before (a reversal whose answer was lost).
      if (code === '0' || code === '48') return { kind: 'reversed' };
      if (NO_VERDICT.has(code)) return { kind: 'unknown', message: 'درگاه ملت برگشت این پرداخت را انجام نداد.', code };
      return {
        kind: 'refused',
        message: code === '45' ? 'این پرداخت در درگاه ملت تسویه شده و دیگر برگشت‌پذیر نیست.' : 'درگاه ملت برگشت این پرداخت را نپذیرفت.',
        code,
      };
    });
  }

  /**
   * bpInquiryRequest "0" means the sale succeeded, verified or not: answered 'paid' so the caller
   * verifies (verify answers 43 if it already was). Needs the return's SaleReferenceId.
   */
  async inquiry(payment: GatewayPayment): Promise<InquiryOutcome> {
    return orUnknown<InquiryOutcome>(SILENT, async () => {
      const saleReferenceId = payment.callback?.SaleReferenceId;
      if (!saleReferenceId) return { kind: 'unknown', message: NO_REFERENCE };
      const reply = await this.call('bpInquiryRequest', this.saleParams(payment.bankOrderId, saleReferenceId));
      if (!reply.answered) return { kind: 'unknown', message: SILENT };
      const code = reply.value.trim();
      if (code === '0') return { kind: 'paid' };
      if (code === '48') return { kind: 'reversed' };
      if (NO_VERDICT.has(code)) return { kind: 'unknown', message: 'درگاه ملت وضعیت این پرداخت را اعلام نکرد.' };
      return { kind: 'failed', message: VERIFY_NOT_PAID[code] ?? 'پرداخت در درگاه ملت ناموفق بود.' };
    });
  }

  /** verify, settle, inquiry and reversal all name the sale alike; our order id is also the sale's. */
  private saleParams(bankOrderId: number, saleReferenceId: string): Array<[string, string | number]> {
    return [
      ['orderId', bankOrderId],
      ['saleOrderId', bankOrderId],
      ['saleReferenceId', saleReferenceId],
    ];
  }

  private async call(operation: string, params: Array<[string, string | number]>): Promise<Reply> {
    const all: Array<[string, string | number]> = [
      ['terminalId', this.terminalId],
      ['userName', this.userName],
      ['userPassword', this.password],
      ...params,
    ];
    // Parameters are unqualified elements, in the WSDL's order.
    const body = all.map(([name, value]) => `<${name}>${escapeXml(String(value))}</${name}>`).join('');
    const envelope =
      '<?xml version="1.0" encoding="utf-8"?>' +
      `<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:int="${NAMESPACE}">` +
      `<soapenv:Header/><soapenv:Body><int:${operation}>${body}</int:${operation}></soapenv:Body></soapenv:Envelope>`;
    const posted = await this.bank.post('/pgwchannel/services/pgw', { 'content-type': 'text/xml; charset=utf-8', SOAPAction: '""' }, envelope);
    if (!posted.reached) return { answered: false, code: posted.code };
    let soapBody: unknown;
    try {
      soapBody = (parser.parse(posted.text) as { Envelope?: { Body?: unknown } } | null)?.Envelope?.Body;
    } catch {
      return { answered: false, code: posted.status };
    }
    if (!isObject(soapBody)) return { answered: false, code: posted.status };
    // A fault's faultstring may echo the request: never read into a message.
    if ('Fault' in soapBody) return { answered: false, code: 'fault' };
    const result = soapBody[`${operation}Response`];
    const value = isObject(result) ? result.return : undefined;
    if (typeof value !== 'string' && typeof value !== 'number') return { answered: false, code: posted.ok ? 'malformed' : posted.status };
    return { answered: true, value: String(value) };
  }
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
}
