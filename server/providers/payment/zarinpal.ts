/**
 * Zarinpal REST v4 (shared/providers.md §1): JSON POSTs with merchant_id in the body, the browser
 * goes to /pg/StartPay/{authority} and comes back with GET ?Authority=…&Status=OK|NOK.
 * Answers come as `{data:{code…},errors:[]}` or `{data:[],errors:{code,message}}`, with an HTTP
 * status the docs do not pin down: the body's code decides, the status only when there is none.
 */
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
import { BankEndpoint, checkAmount, isObject, jsonOf, mobileCore, numeric, orUnknown } from './http';

export interface ZarinpalSettings {
  /** The terminal's merchant id (a UUID). Never logged nor put in a message. */
  merchantId: string;
  /** Default https://payment.zarinpal.com; https://sandbox.zarinpal.com or a local fake in tests. */
  baseUrl?: string;
  timeoutMs?: number;
}

const SILENT = 'درگاه زرین‌پال پاسخ نداد؛ درگاه دیگری را انتخاب کنید یا دوباره تلاش کنید.';
const UNAVAILABLE = 'درگاه زرین‌پال فعلاً برای این سایت در دسترس نیست؛ درگاه دیگری را انتخاب کنید.';

/** request.json's codes, as a traveller should read them (the bank's own text may name the merchant). */
const START_MESSAGES: Record<number, string> = {
  [-9]: 'درگاه زرین‌پال اطلاعات این پرداخت را نپذیرفت؛ درگاه دیگری را انتخاب کنید.',
  [-10]: UNAVAILABLE,
  [-11]: UNAVAILABLE,
  [-12]: 'درگاه زرین‌پال در این لحظه درخواست‌های زیادی دارد؛ چند دقیقه دیگر دوباره تلاش کنید یا درگاه دیگری را انتخاب کنید.',
  [-13]: 'سقف تراکنش‌های درگاه زرین‌پال پر شده است؛ درگاه دیگری را انتخاب کنید.',
  [-14]: UNAVAILABLE,
  [-15]: UNAVAILABLE,
  [-16]: UNAVAILABLE,
  [-17]: UNAVAILABLE,
  [-18]: UNAVAILABLE,
  [-19]: UNAVAILABLE,
  [-41]: 'مبلغ این پرداخت از سقف درگاه زرین‌پال بیشتر است؛ درگاه دیگری را انتخاب کنید.',
};

const NOT_PAID_MESSAGES: Record<number, string> = {
  [-50]: 'مبلغ پرداخت‌شده در درگاه زرین‌پال با مبلغ سفارش یکسان نیست.',
  [-51]: 'پرداخت در درگاه زرین‌پال انجام نشد یا مهلت تأیید آن گذشته است.',
  [-53]: 'این تراکنش در درگاه زرین‌پال به این سایت تعلق ندارد.',
  [-54]: 'شناسه پرداخت زرین‌پال معتبر نیست.',
  [-55]: 'تراکنش در درگاه زرین‌پال پیدا نشد.',
};

const REFUSED_MESSAGES: Record<number, string> = {
  [-60]: 'درگاه زرین‌پال برگشت این پرداخت را با بانک انجام نداد.',
  [-61]: 'این پرداخت موفق نبوده یا پیش‌تر برگشت خورده است.',
  [-63]: 'مهلت ۳۰ دقیقه‌ای برگشت پرداخت در زرین‌پال گذشته است.',
};

type Answer =
  /** The body carried a code: the bank answered, whatever the HTTP status. */
  | { answered: true; code: number; data: Record<string, unknown>; text: string }
  /** No code: timeout, network, a proxy's page or a 5xx. `code` is 'timeout', 'network' or the HTTP status. */
  | { answered: false; code: string | number };

export class ZarinpalGateway implements PaymentGateway {
  readonly key = 'zarinpal' as const;
  readonly id = 2;
  readonly nameFa = 'زرین‌پال';
  readonly shortNameFa = 'زرین';
  readonly descriptionFa = 'پرداخت با همه کارت‌های عضو شتاب از درگاه زرین‌پال';
  /**
   * Zarinpal returns an unverified payment to the payer after a window whose length the reference
   * leaves unconfirmed. 15 minutes is the cautious guess: shorter than SEP's 30 and Mellat's 20,
   * so whoever verifies inside it is inside Zarinpal's window too; erring short only means giving
   * up on an order a little early while the bank still returns the money by itself.
   */
  readonly verifyWithinMinutes = 15;
  /** reverse.json accepts a successful payment up to 30 minutes old (-63 after). */
  readonly reverseWithinMinutes = 30;

  private readonly merchantId: string;
  private readonly bank: BankEndpoint;

  constructor(settings: ZarinpalSettings) {
    this.merchantId = settings.merchantId;
    this.bank = new BankEndpoint(settings, 'https://payment.zarinpal.com');
  }

  async start(request: StartRequest): Promise<Started> {
    checkAmount(request.amount);
    const mobile = mobileCore(request.mobile);
    const answer = await this.call('request', {
      merchant_id: this.merchantId,
      amount: request.amount,
      currency: 'IRR',
      // Required and at most 500 characters (else -9).
      description: (request.description || 'پرداخت سفارش').slice(0, 500),
      callback_url: request.callbackUrl,
      // order_id lets Zarinpal's panel show our id next to the authority.
      metadata: { ...(mobile ? { mobile: `0${mobile}` } : {}), order_id: request.paymentId },
    });
    if (!answer.answered) throw new GatewayError(SILENT, answer.code);
    const authority = answer.data.authority;
    if (answer.code !== 100 || typeof authority !== 'string' || !authority) {
      throw new GatewayError(START_MESSAGES[answer.code] ?? 'درگاه زرین‌پال پرداخت را آغاز نکرد؛ درگاه دیگری را انتخاب کنید یا دوباره تلاش کنید.', answer.code);
    }
    return { token: authority, redirect: { method: 'GET', url: `${this.bank.baseUrl}/pg/StartPay/${encodeURIComponent(authority)}` } };
  }

  readReturn(fields: Record<string, string>): ReturnedFields {
    const paid = fields.Status === 'OK';
    return {
      paid,
      token: fields.Authority || null,
      // Zarinpal's return names no reference: ref_id comes with verify.
      reference: null,
      message: paid ? null : 'پرداخت در درگاه زرین‌پال انجام نشد یا از آن انصراف دادید.',
    };
  }

  async verify(payment: GatewayPayment): Promise<VerifyOutcome> {
    return orUnknown<VerifyOutcome>(SILENT, async () => {
      if (!payment.token) return { kind: 'notPaid', message: 'این پرداخت به درگاه زرین‌پال نرسیده است.' };
      const answer = await this.call('verify', { merchant_id: this.merchantId, authority: payment.token, amount: payment.amount });
      if (!answer.answered) return { kind: 'unknown', message: SILENT, code: answer.code };
      if (answer.code === 100 || answer.code === 101) {
        // The bank compared our amount with what it charged (-50 otherwise): the amount is ours.
        const reference = refId(answer.text) ?? String(answer.data.ref_id ?? '');
        if (!reference) return { kind: 'unknown', message: 'زرین‌پال پرداخت را تأیید کرد اما شماره پیگیری نداد.', code: answer.code };
        const pan = answer.data.card_pan;
        return { kind: 'paid', reference, cardMask: typeof pan === 'string' && pan ? pan : null, amount: payment.amount };
      }
      const notPaid = NOT_PAID_MESSAGES[answer.code];
      if (notPaid) return { kind: 'notPaid', message: notPaid, code: answer.code };
      // -52 (unexpected), -12 (rate limit), -10 (merchant or IP): the money may be there; ask again.
      return { kind: 'unknown', message: 'درگاه زرین‌پال نتیجه این پرداخت را اعلام نکرد.', code: answer.code };
    });
  }

  /** Zarinpal has no settle step: verify moves the money. */
  async settle(_payment: GatewayPayment): Promise<SettleOutcome> {
    return { kind: 'settled' };
  }

  async reverse(payment: GatewayPayment): Promise<ReverseOutcome> {
    return orUnknown<ReverseOutcome>(SILENT, async () => {
      if (!payment.token) return { kind: 'refused', message: 'این پرداخت به درگاه زرین‌پال نرسیده است.' };
      const answer = await this.call('reverse', { merchant_id: this.merchantId, authority: payment.token });
      if (!answer.answered) return { kind: 'unknown', message: SILENT, code: answer.code };
      if (answer.code === 100) return { kind: 'reversed' };
      const refused = REFUSED_MESSAGES[answer.code];
      if (refused) return { kind: 'refused', message: refused, code: answer.code };
      // -62 (our IP not registered for reverse) and the rest: an operator may fix it in time.
      return { kind: 'unknown', message: 'درگاه زرین‌پال برگشت پرداخت را انجام نداد.', code: answer.code };
    });
  }

  async inquiry(payment: GatewayPayment): Promise<InquiryOutcome> {
    return orUnknown<InquiryOutcome>(SILENT, async () => {
      if (!payment.token) return { kind: 'failed', message: 'این پرداخت به درگاه زرین‌پال نرسیده است.' };
      const answer = await this.call('inquiry', { merchant_id: this.merchantId, authority: payment.token });
      if (!answer.answered) return { kind: 'unknown', message: SILENT };
      if (answer.code !== 100) return { kind: 'unknown', message: 'درگاه زرین‌پال وضعیت این پرداخت را اعلام نکرد.' };
      switch (answer.data.status) {
        case 'VERIFIED':
          return { kind: 'verified' };
        case 'PAID':
          return { kind: 'paid' };
        case 'IN_BANK':
          return { kind: 'pending' };
        case 'FAILED':
          return { kind: 'failed', message: 'پرداخت در درگاه زرین‌پال ناموفق بود.' };
        case 'REVERSED':
          return { kind: 'reversed' };
        default:
          return { kind: 'unknown', message: 'درگاه زرین‌پال وضعیت ناشناخته‌ای اعلام کرد.' };
      }
    });
  }

  private async call(operation: 'request' | 'verify' | 'reverse' | 'inquiry', body: object): Promise<Answer> {
    const posted = await this.bank.postJson(`/pg/v4/payment/${operation}.json`, body);
    if (!posted.reached) return { answered: false, code: posted.code };
    const { status, text } = posted;
    const parsed = jsonOf(text);
    if (parsed === undefined) return { answered: false, code: status };
    const data = isObject(parsed) && isObject(parsed.data) ? parsed.data : {};
    const errors = isObject(parsed) ? parsed.errors : undefined;
    // errors is [] on success and an object on failure; an array of one error is read too.
    const error = Array.isArray(errors) ? errors[0] : errors;
    const code = numeric(data.code) ?? (isObject(error) ? numeric(error.code) : null);
    if (code === null) return { answered: false, code: status };
    return { answered: true, code, data, text };
  }
}

/** ref_id is an int64: read its digits from the text, so one past 2^53 keeps every digit. */
function refId(text: string): string | null {
  return /"ref_id"\s*:\s*"?(\d+)/.exec(text)?.[1] ?? null;
}
