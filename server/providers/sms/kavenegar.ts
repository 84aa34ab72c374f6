import type { SmsMessage, SmsSender, SmsSent, SmsTemplate } from './sender';
import { down, isRecord, post, refusalOf, refused, unreadable, type Refusals } from './http';

export interface KavenegarSettings {
  apiKey: string;
  /** Default https://api.kavenegar.com. */
  baseUrl?: string | undefined;
  /** Each of our templates' name as approved in the Kavenegar panel. */
  templates: Record<SmsTemplate, string>;
  /** Default 5000 ms. */
  timeoutMs?: number | undefined;
}

interface Tokens {
  token: string;
  token2?: string;
  token3?: string;
}

/** verify/lookup fills a template by position: %token, %token2, %token3. */
function tokensOf(message: SmsMessage): Tokens {
  switch (message.template) {
    case 'otp': return { token: message.values.code };
    case 'ticketIssued': return { token: message.values.code, token2: message.values.order, token3: message.values.link };
    case 'refundPaid': return { token: message.values.order, token2: message.values.amount };
    case 'holdLapsing': return { token: message.values.order, token2: message.values.minutes };
    case 'fareAlert': return { token: message.values.route, token2: message.values.date, token3: message.values.price };
  }
}

/**
 * Kavenegar refuses the whole message (431) when a token holds a space or newline. Our values
 * are codes, numbers and a link, so none should; if one ever does, a dash keeps the message going.
 */
const tokenSafe = (value: string) => value.trim().replace(/\s+/g, '-');

/** By return.status. */
const REFUSALS: Refusals = {
  400: [false, 'درخواست ارسال پیامک ناقص است.'],
  401: [false, 'حساب سامانه پیامک غیرفعال است.'],
  // "Operation failed" names no cause: a later try may go through.
  402: [true, 'ارسال پیامک انجام نشد؛ کمی بعد دوباره تلاش کنید.'],
  403: [false, 'کلید سامانه پیامک معتبر نیست.'],
  404: [false, 'روش ارسال پیامک در سامانه پیدا نشد.'],
  405: [false, 'روش درخواست به سامانه پیامک نادرست است.'],
  406: [false, 'مقدار لازم برای پیامک خالی است.'],
  407: [false, 'دسترسی به سامانه پیامک مجاز نیست.'],
  409: [true, 'سامانه پیامک شلوغ است؛ کمی بعد دوباره تلاش کنید.'],
  411: [false, 'شماره موبایل گیرنده معتبر نیست.'],
  412: [false, 'شماره فرستنده پیامک معتبر نیست.'],
  413: [false, 'متن پیامک خالی یا بیش از حد بلند است.'],
  414: [false, 'تعداد گیرندگان پیامک بیش از حد مجاز است.'],
  416: [false, 'نشانی سرور در سامانه پیامک ثبت نشده است.'],
  417: [false, 'تاریخ ارسال پیامک معتبر نیست.'],
  418: [false, 'اعتبار سامانه پیامک کافی نیست.'],
  419: [false, 'اطلاعات ارسال پیامک با هم نمی‌خوانند.'],
  422: [false, 'متن پیامک نویسهٔ نامعتبر دارد.'],
  424: [false, 'الگوی پیامک پیدا نشد یا هنوز تأیید نشده است.'],
  426: [false, 'این نوع پیامک به سرویس پیشرفتهٔ سامانه نیاز دارد.'],
  428: [false, 'پیامک صوتی فقط کد عددی می‌پذیرد.'],
  431: [false, 'مقدار پیامک نویسهٔ نامجاز (فاصله یا خط زیر) دارد.'],
  432: [false, 'الگوی پیامک جای این مقدار را ندارد.'],
};

/**
 * Kavenegar (kavenegar.com/rest.html), one approved template per message through verify/lookup.
 * The API key travels in the URL path, so nothing from fetch (whose errors may quote the URL) is
 * passed on: every failure is a fresh SmsError without a cause.
 */
export class KavenegarSmsSender implements SmsSender {
  readonly name = 'kavenegar';
  readonly logsContent = false;
  private readonly url: string;
  private readonly timeoutMs: number;

  constructor(private readonly settings: KavenegarSettings) {
    const base = (settings.baseUrl ?? 'https://api.kavenegar.com').replace(/\/+$/, '');
    this.url = `${base}/v1/${encodeURIComponent(settings.apiKey)}/verify/lookup.json`;
    this.timeoutMs = settings.timeoutMs ?? 5000;
  }

  async send(message: SmsMessage): Promise<SmsSent> {
    const form = new URLSearchParams({ receptor: message.to, template: this.settings.templates[message.template] });
    for (const [name, value] of Object.entries(tokensOf(message))) form.set(name, tokenSafe(value));

    // Read even when not OK: Kavenegar mirrors return.status into the HTTP status (e.g. 418).
    const { status, body } = await post(this.url, { accept: 'application/json' }, form, this.timeoutMs);
    const reply = isRecord(body) && isRecord(body.return) ? body.return : undefined;
    const code = typeof reply?.status === 'number' ? reply.status : undefined;
    if (code === 200) return { providerMessageId: messageIdOf(isRecord(body) ? body.entries : undefined) };
    const known = refusalOf(REFUSALS, code);
    if (known) throw known;
    if (status >= 500) throw down(status);
    // A status not in the published list: the request was read and refused.
    if (code !== undefined) throw refused(code);
    throw unreadable(status);
  }
}

function messageIdOf(entries: unknown): string | null {
  const first: unknown = Array.isArray(entries) ? entries[0] : undefined;
  const id = isRecord(first) ? first.messageid : undefined;
  return typeof id === 'number' || typeof id === 'string' ? String(id) : null;
}
