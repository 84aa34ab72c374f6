import type { SmsLog } from './console';
import { ConsoleSmsSender } from './console';
import { KavenegarSmsSender } from './kavenegar';
import type { SmsSender, SmsTemplate } from './sender';
import { SmsIrSmsSender } from './smsir';

/** Which provider sends text messages; server/config.ts reads it from the environment. */
export type SmsSettings =
  | { provider: 'console' }
  | { provider: 'kavenegar'; apiKey: string; baseUrl?: string | undefined; templates: Record<SmsTemplate, string>; timeoutMs?: number | undefined }
  | { provider: 'smsir'; apiKey: string; baseUrl?: string | undefined; templateIds: Record<SmsTemplate, number>; timeoutMs?: number | undefined };

/** Builds the configured sender; the console one writes to `log`. */
export function smsSenderFrom(settings: SmsSettings, log: SmsLog): SmsSender {
  switch (settings.provider) {
    case 'console': return new ConsoleSmsSender(log);
    case 'kavenegar': return new KavenegarSmsSender({ apiKey: settings.apiKey, baseUrl: settings.baseUrl, templates: settings.templates, timeoutMs: settings.timeoutMs });
    case 'smsir': return new SmsIrSmsSender({ apiKey: settings.apiKey, baseUrl: settings.baseUrl, templateIds: settings.templateIds, timeoutMs: settings.timeoutMs });
  }
}

export { ConsoleSmsSender, KavenegarSmsSender, SmsIrSmsSender };
export { SmsError } from './sender';
export type { SmsLog };
export type { KavenegarSettings } from './kavenegar';
export type { SmsIrSettings } from './smsir';
export type { SmsMessage, SmsSender, SmsSent, SmsTemplate, SmsValues } from './sender';
