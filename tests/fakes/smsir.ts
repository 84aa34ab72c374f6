import type { ServerResponse } from 'node:http';
import { readJson, startSmsFake, type SmsFailure, type SmsFake } from './fake-server';

/**
 * A local SMS.ir v1 speaking send/verify as /work/shared/providers.md §7 documents it:
 * `POST /v1/send/verify` with an X-API-KEY header and a JSON body, the `{status, message, data}`
 * envelope, HTTP 400 for a logical refusal, 401 for the key, 429 for the rate limit.
 */

export const SMSIR_FAKE_KEY = 'fake-smsir-key';
export const SMSIR_FAKE_TEMPLATE_IDS = [100_001, 100_002, 100_003, 100_004] as const;

export interface SmsIrSent {
  mobile: string;
  templateId: number;
  parameters: Array<{ name: string; value: string }>;
  at: number;
}

/** busy: HTTP 429 status 20 · http500: an HTML 500 page · timeout: no answer until closed · credit: 102. */
export type SmsIrFailure = SmsFailure;

export type SmsIrFake = SmsFake<SmsIrSent>;

const MOBILE = /^09\d{9}$/;
const STATUS_TEXT: Record<number, string> = {
  10: 'کلید وب سرویس نامعتبر است',
  20: 'تعداد درخواست بیشتر از حد مجاز است',
  102: 'اعتبار کافی نیست',
  104: 'شماره موبایل نامعتبر است',
  113: 'قالب یافت نشد',
  114: 'طول رشته مقدار پارامتر، بیش از حد مجاز (25 کاراکتر) می‌باشد',
  116: 'نام پارامتر نمی‌تواند خالی باشد',
};

function answer(res: ServerResponse, http: number, status: number, data: unknown = null) {
  res.writeHead(http, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ status, message: status === 1 ? 'موفق' : (STATUS_TEXT[status] ?? 'خطا'), data }));
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export async function startSmsIrFake(options: { apiKey?: string; templateIds?: readonly number[] } = {}): Promise<SmsIrFake> {
  const apiKey = options.apiKey ?? SMSIR_FAKE_KEY;
  const templateIds = new Set(options.templateIds ?? SMSIR_FAKE_TEMPLATE_IDS);
  const sent: SmsIrSent[] = [];
  let nextMessageId = 89_545_112;

  return startSmsFake(apiKey, sent, (res, failure) => (failure === 'busy' ? answer(res, 429, 20) : answer(res, 400, 102)), async (req, res) => {
    if (req.headers['x-api-key'] !== apiKey) return answer(res, 401, 10);
    if (req.method !== 'POST' || new URL(req.url ?? '/', 'http://fake').pathname !== '/v1/send/verify') {
      res.writeHead(404);
      return res.end();
    }
    // Not JSON reads as null: refused alike.
    const body = await readJson(req);
    if (!isRecord(body)) return answer(res, 400, 400);
    const { mobile, templateId, parameters } = body;
    if (typeof templateId !== 'number' || !templateIds.has(templateId)) return answer(res, 400, 113);
    if (typeof mobile !== 'string' || !MOBILE.test(mobile)) return answer(res, 400, 104);
    if (!Array.isArray(parameters)) return answer(res, 400, 116);
    const given: SmsIrSent['parameters'] = [];
    for (const p of parameters as unknown[]) {
      if (!isRecord(p) || typeof p.name !== 'string' || !p.name) return answer(res, 400, 116);
      const value = String(p.value ?? '');
      if (value.length > 25) return answer(res, 400, 114);
      given.push({ name: p.name, value });
    }

    sent.push({ mobile, templateId, parameters: given, at: Date.now() });
    answer(res, 200, 1, { messageId: nextMessageId++, cost: 1.0 });
  });
}
