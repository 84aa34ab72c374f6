/**
 * SEP (Saman Electronic Payment), token flow (shared/providers.md §2): a JSON token request, the
 * browser POSTs the token to the payment page and comes back with a POSTed form naming a RefNum;
 * verify and reverse take that RefNum. The response keys keep SEP's spelling (`OrginalAmount`).
 *
 * SEP cannot be asked about a payment by our id: without the return's RefNum there is nothing to
 * verify, reverse or inquire. An unverified payment is reversed by SEP itself 30 minutes on.
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

export interface SepSettings {
  /** The terminal (merchant) id SEP issued; its number is also verify's TerminalNumber. */
  terminalId: string;
  /** Default https://sep.shaparak.ir; a local fake in tests. */
  baseUrl?: string;
  timeoutMs?: number;
}

const SILENT = 'درگاه سامان پاسخ نداد؛ درگاه دیگری را انتخاب کنید یا دوباره تلاش کنید.';
const UNAVAILABLE = 'درگاه سامان فعلاً برای این سایت در دسترس نیست؛ درگاه دیگری را انتخاب کنید.';
const NO_REFNUM = 'درگاه سامان بدون رسید دیجیتال (RefNum) بازگشت از بانک پاسخگو نیست.';

/** Token errorCodes follow the return's Status numbers (5 invalid parameters, 8 IP, 12 terminal…). */
const START_MESSAGES: Record<string, string> = {
  '5': 'درگاه سامان اطلاعات این پرداخت را نپذیرفت؛ درگاه دیگری را انتخاب کنید.',
  '8': UNAVAILABLE,
  '11': UNAVAILABLE,
  '12': UNAVAILABLE,
};

/** The return's State (or Status) when the traveller did not pay. */
const RETURN_MESSAGES: Record<string, string> = {
  CanceledByUser: 'پرداخت را در درگاه سامان لغو کردید.',
  Failed: 'پرداخت در درگاه سامان ناموفق بود.',
  SessionIsNull: 'زمان پرداخت در درگاه سامان تمام شد.',
};
const STATE_OF_STATUS: Record<string, string> = { '1': 'CanceledByUser', '2': 'OK', '3': 'Failed', '4': 'SessionIsNull' };

const VERIFY_NOT_PAID: Record<number, string> = {
  [-2]: 'تراکنش در درگاه سامان پیدا نشد.',
  [-6]: 'مهلت ۳۰ دقیقه‌ای تأیید پرداخت در سامان گذشته و مبلغ به کارت پرداخت‌کننده برمی‌گردد.',
  5: 'این پرداخت پیش‌تر در درگاه سامان برگشت خورده است.',
};

/** Terminal disabled, terminal unknown, our IP not allowed: an operator must act; the money may be there. */
const CONFIGURATION = new Set([-104, -105, -106]);

type Answer =
  | { answered: true; body: Record<string, unknown> }
  /** 'timeout', 'network' or the HTTP status of a body that was not SEP's JSON. */
  | { answered: false; code: string | number };

export class SepGateway implements PaymentGateway {
  readonly key = 'sep' as const;
  readonly id = 3;
  readonly nameFa = 'سامان (سپ)';
  readonly shortNameFa = 'سامان';
  readonly descriptionFa = 'پرداخت با همه کارت‌های عضو شتاب از درگاه بانک سامان';
  /** SEP reverses a payment not verified within 30 minutes (verify answers -6). */
  readonly verifyWithinMinutes = 30;
  /** ReverseTransaction is accepted up to 50 minutes after the payment. */
  readonly reverseWithinMinutes = 50;

  private readonly terminalId: string;
  private readonly bank: BankEndpoint;

  constructor(settings: SepSettings) {
    this.terminalId = settings.terminalId;
    this.bank = new BankEndpoint(settings, 'https://sep.shaparak.ir');
  }

  async start(request: StartRequest): Promise<Started> {
    checkAmount(request.amount);
    const cell = mobileCore(request.mobile);
    const answer = await this.call('/onlinepg/onlinepg', {
      action: 'token',
      TerminalId: this.terminalId,
      Amount: request.amount,
      // Our payment id (a uuid, 36 characters; SEP allows 50): the return names it again.
      ResNum: request.paymentId,
      RedirectUrl: request.callbackUrl,
      // The only documented form is 9xxxxxxxxx (amyavari's driver).
      ...(cell ? { CellNumber: cell } : {}),
    });
    if (!answer.answered) throw new GatewayError(SILENT, answer.code);
    const { status, token, errorCode } = answer.body;
    if (Number(status) === 1 && typeof token === 'string' && token) {
      return { token, redirect: { method: 'POST', url: `${this.bank.baseUrl}/OnlinePG/OnlinePG`, fields: { Token: token } } };
    }
    // errorDesc is SEP's own text and may name the terminal: not shown.
    const code = errorCode === undefined || errorCode === null ? 'status' : String(errorCode);
    throw new GatewayError(START_MESSAGES[code] ?? 'درگاه سامان پرداخت را آغاز نکرد؛ درگاه دیگری را انتخاب کنید یا دوباره تلاش کنید.', code);
  }

  readReturn(fields: Record<string, string>): ReturnedFields {
    const state = fields.State || STATE_OF_STATUS[fields.Status ?? ''] || '';
    const paid = state === 'OK';
    return {
      paid,
      token: fields.Token || null,
      reference: fields.RefNum || null,
      message: paid ? null : (RETURN_MESSAGES[state] ?? 'پرداخت در درگاه سامان انجام نشد.'),
    };
  }

  async verify(payment: GatewayPayment): Promise<VerifyOutcome> {
    return orUnknown<VerifyOutcome>(SILENT, async () => {
      if (!payment.token) return { kind: 'notPaid', message: 'این پرداخت به درگاه سامان نرسیده است.' };
      const refNum = payment.callback?.RefNum;
      if (!refNum) {
        // A return that says "not paid" is final: any money taken is reversed by SEP itself. No
        // return at all: nothing to ask; the caller waits out verifyWithinMinutes.
        const returned = payment.callback ? this.readReturn(payment.callback) : null;
        if (returned && !returned.paid && (payment.callback?.State || payment.callback?.Status)) {
          return { kind: 'notPaid', message: returned.message ?? 'پرداخت در درگاه سامان انجام نشد.', code: payment.callback?.State || payment.callback?.Status };
        }
        return { kind: 'unknown', message: NO_REFNUM };
      }
      const answer = await this.call('/verifyTxnRandomSessionkey/ipg/VerifyTransaction', { RefNum: refNum, TerminalNumber: Number(this.terminalId) });
      if (!answer.answered) return { kind: 'unknown', message: SILENT, code: answer.code };
      const code = numeric(answer.body.ResultCode);
      if (code === null) return { kind: 'unknown', message: 'پاسخ درگاه سامان قابل خواندن نبود.' };
      // 2: verified before (a verify whose answer was lost): as final as 0, amount checked alike.
      if ((code === 0 && answer.body.Success === true) || code === 2) {
        const detail = isObject(answer.body.TransactionDetail) ? answer.body.TransactionDetail : {};
        const charged = numeric(detail.OrginalAmount);
        if (charged === null) {
          return { kind: 'unknown', message: 'درگاه سامان پرداخت را تأیید کرد اما مبلغ آن را اعلام نکرد؛ در پنل سامان بررسی شود.', code };
        }
        if (charged !== payment.amount) {
          // Verified at the bank for another amount: the caller reverses it.
          return { kind: 'notPaid', message: 'مبلغ پرداخت‌شده در درگاه سامان با مبلغ سفارش یکسان نیست.', code: 'amount' };
        }
        const pan = detail.MaskedPan ?? payment.callback?.SecurePan;
        return { kind: 'paid', reference: refNum, cardMask: typeof pan === 'string' && pan ? pan : null, amount: payment.amount };
      }
      const notPaid = VERIFY_NOT_PAID[code];
      if (notPaid) return { kind: 'notPaid', message: notPaid, code };
      if (CONFIGURATION.has(code)) return { kind: 'unknown', message: 'درگاه سامان درخواست این سایت را نپذیرفت (پیکربندی پایانه)؛ پشتیبانی باید بررسی کند.', code };
      return { kind: 'unknown', message: 'درگاه سامان نتیجه این پرداخت را اعلام نکرد.', code };
    });
  }

  /** SEP has no settle step: verify moves the money. */
  async settle(_payment: GatewayPayment): Promise<SettleOutcome> {
    return { kind: 'settled' };
  }

  async reverse(payment: GatewayPayment): Promise<ReverseOutcome> {
    return orUnknown<ReverseOutcome>(SILENT, async () => {
      const refNum = payment.callback?.RefNum;
      // Without a RefNum nothing was verified; SEP returns any money itself.
      if (!refNum) return { kind: 'unknown', message: NO_REFNUM };
      const answer = await this.call('/verifyTxnRandomSessionkey/ipg/ReverseTransaction', { RefNum: refNum, TerminalNumber: Number(this.terminalId) });
      if (!answer.answered) return { kind: 'unknown', message: SILENT, code: answer.code };
      const code = numeric(answer.body.ResultCode);
      if (code === null) return { kind: 'unknown', message: 'پاسخ درگاه سامان قابل خواندن نبود.' };
      // 2: reversed before (a reverse whose answer was lost).
      if (code === 0 || code === 2) return { kind: 'reversed' };
      if (CONFIGURATION.has(code)) return { kind: 'unknown', message: 'درگاه سامان درخواست این سایت را نپذیرفت (پیکربندی پایانه)؛ پشتیبانی باید بررسی کند.', code };
      return {
        kind: 'refused',
        message: code === -6 ? 'مهلت ۵۰ دقیقه‌ای برگشت پرداخت در سامان گذشته است.' : 'درگاه سامان برگشت این پرداخت را نپذیرفت.',
        code,
      };
    });
  }

  /**
   * SEP has no inquiry by our order id (ResNum), and asking with the RefNum means verifying it. So
   * inquiry calls nothing and answers unknown: the caller verifies when the return named a RefNum,
   * and otherwise waits out verifyWithinMinutes, after which SEP has given any money back.
   */
  async inquiry(_payment: GatewayPayment): Promise<InquiryOutcome> {
    return { kind: 'unknown', message: 'درگاه سامان استعلام ندارد؛ وضعیت پرداخت فقط با تأیید (verify) روشن می‌شود.' };
  }

  private async call(path: string, body: object): Promise<Answer> {
    const posted = await this.bank.postJson(path, body);
    if (!posted.reached) return { answered: false, code: posted.code };
    // A 5xx is silence even with a body: SEP's answers come with 200.
    if (posted.status >= 500) return { answered: false, code: posted.status };
    const parsed = jsonOf(posted.text);
    return isObject(parsed) ? { answered: true, body: parsed } : { answered: false, code: posted.status };
  }
}
