import type { SmsMessage, SmsSender, SmsSent, SmsTemplate } from './sender';
import { SmsError } from './sender';
import { down, isRecord, post, refusalOf, refused, unreadable, type Refusals } from './http';

export interface SmsIrSettings {
  apiKey: string;
  /** Default https://api.sms.ir. */
  baseUrl?: string | undefined;
  /** Each of our templates' id as approved in the SMS.ir panel. */
  templateIds: Record<SmsTemplate, number>;
  /** Default 5000 ms. */
  timeoutMs?: number | undefined;
}

interface Parameter {
  name: string;
  value: string;
}

/** The #NAME# placeholders each template at SMS.ir is written with. */
function parametersOf(message: SmsMessage): Parameter[] {
  switch (message.template) {
    case 'otp': return [{ name: 'CODE', value: message.values.code }];
    // No link: SMS.ir refuses a value over 25 characters (114), so the template carries the site's address itself.
    case 'ticketIssued': return [{ name: 'CODE', value: message.values.code }, { name: 'ORDER', value: message.values.order }];
    case 'refundPaid': return [{ name: 'ORDER', value: message.values.order }, { name: 'AMOUNT', value: message.values.amount }];
    case 'holdLapsing': return [{ name: 'ORDER', value: message.values.order }, { name: 'MINUTES', value: message.values.minutes }];
    case 'fareAlert': return [{ name: 'ROUTE', value: message.values.route }, { name: 'DATE', value: message.values.date }, { name: 'PRICE', value: message.values.price }];
  }
}

const BUSY = 'سامانه پیامک شلوغ است؛ کمی بعد دوباره تلاش کنید.';
const BAD_KEY = 'کلید سامانه پیامک معتبر نیست.';

/** By the body's status. */
const REFUSALS: Refusals = {
  0: [true, 'سامانه پیامک دچار مشکل است؛ کمی بعد دوباره تلاش کنید.'],
  10: [false, BAD_KEY],
  11: [false, 'کلید سامانه پیامک غیرفعال است.'],
  12: [false, 'کلید سامانه پیامک برای این سرور مجاز نیست.'],
  13: [false, 'حساب سامانه پیامک غیرفعال است.'],
  14: [false, 'حساب سامانه پیامک معلق شده است.'],
  20: [true, BUSY],
  101: [false, 'خط ارسال پیامک معتبر نیست.'],
  102: [false, 'اعتبار سامانه پیامک کافی نیست.'],
  104: [false, 'شماره موبایل گیرنده معتبر نیست.'],
  113: [false, 'الگوی پیامک پیدا نشد.'],
  114: [false, 'مقدار پیامک بیش از ۲۵ نویسه است.'],
  115: [false, 'شماره گیرنده دریافت پیامک را مسدود کرده است.'],
  116: [false, 'نام یکی از مقدارهای الگوی پیامک خالی است.'],
  117: [false, 'متن الگوی پیامک تأیید نشده است.'],
  118: [false, 'سقف تعداد ارسال پیامک پر شده است.'],
  119: [false, 'این ارسال به ارتقای طرح سامانه پیامک نیاز دارد.'],
  123: [false, 'خط ارسال پیامک باید فعال شود.'],
};

/**
 * SMS.ir v1 (sms.ir/rest-api), one approved template per message through send/verify. The key
 * travels in a header; failures are fresh SmsErrors without a cause all the same, so nothing a
 * lower layer said reaches a log or a traveller.
 */
export class SmsIrSmsSender implements SmsSender {
  readonly name = 'smsir';
  readonly logsContent = false;
  private readonly url: string;
  private readonly timeoutMs: number;

  constructor(private readonly settings: SmsIrSettings) {
    this.url = `${(settings.baseUrl ?? 'https://api.sms.ir').replace(/\/+$/, '')}/v1/send/verify`;
    this.timeoutMs = settings.timeoutMs ?? 5000;
  }

  async send(message: SmsMessage): Promise<SmsSent> {
    const request = { mobile: message.to, templateId: this.settings.templateIds[message.template], parameters: parametersOf(message) };
    const headers = { 'X-API-KEY': this.settings.apiKey, Accept: 'application/json', 'Content-Type': 'application/json' };
    // Read even when not OK: a 400 still says which refusal in its body.
    const { status, body } = await post(this.url, headers, JSON.stringify(request), this.timeoutMs);
    const code = isRecord(body) && typeof body.status === 'number' ? body.status : undefined;
    if (code === 1) return { providerMessageId: messageIdOf(isRecord(body) ? body.data : undefined) };
    const known = refusalOf(REFUSALS, code);
    if (known) throw known;
    if (status === 429) throw new SmsError(true, BUSY, status);
    if (status >= 500) throw down(status);
    if (status === 401) throw new SmsError(false, BAD_KEY, status);
    // Any other logical error (HTTP 400, or a status not in the published list): refused for good.
    if (status >= 400 || code !== undefined) throw refused(code ?? status);
    throw unreadable(status);
  }
}

function messageIdOf(data: unknown): string | null {
  const id = isRecord(data) ? data.messageId : undefined;
  return typeof id === 'number' || typeof id === 'string' ? String(id) : null;
}
