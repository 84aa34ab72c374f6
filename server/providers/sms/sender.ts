/**
 * Text messages leave through one SmsSender; which provider sends them is configuration
 * (server/providers/sms/index.ts). The rest of the server names a template and its values,
 * never a provider.
 */

/** Every message is an approved template at the provider; the values fill its tokens. */
export type SmsTemplate = 'otp' | 'ticketIssued' | 'refundPaid' | 'holdLapsing' | 'fareAlert';

/** The values each template takes, in the order providers with positional tokens use them. */
export interface SmsValues {
  /** The sign-in code (5 digits). */
  otp: { code: string };
  /** PNR or voucher code, the order number, and the order's page on the site. */
  ticketIssued: { code: string; order: string; link: string };
  /** The order number and the amount paid back, in rials (digits only). */
  refundPaid: { order: string; amount: string };
  /** The order number and the minutes left on its hold. */
  holdLapsing: { order: string; minutes: string };
  /** A watched flight got cheaper or its cheap seats are going: the route («تهران-مشهد»), the Jalali day and the price in rials (digits only). */
  fareAlert: { route: string; date: string; price: string };
}

export type SmsMessage = { [T in SmsTemplate]: { to: string; template: T; values: SmsValues[T] } }[SmsTemplate];

export interface SmsSent {
  /** The provider's id for the message, when it gives one. */
  providerMessageId: string | null;
}

/**
 * A provider said no or could not be reached. `retryable`: the same message may succeed later
 * (server busy, rate limit, 5xx, timeout before the request was accepted); otherwise it never will
 * (bad key, template missing, invalid number, no credit). `messageFa` is what a traveller may read.
 */
export class SmsError extends Error {
  constructor(
    readonly retryable: boolean,
    readonly messageFa: string,
    /** The provider's own code (Kavenegar return.status, SMS.ir status, HTTP status), for the log. */
    readonly code?: number | string,
  ) {
    super(`sms: ${code ?? ''} ${messageFa}`.trim());
    this.name = 'SmsError';
  }
}

export interface SmsSender {
  /** 'console' | 'kavenegar' | 'smsir': for logs and metrics. */
  readonly name: string;
  /** True only for the console: a real provider's sign-in codes are never written to a log. */
  readonly logsContent: boolean;
  /** Sends one message; throws SmsError. */
  send(message: SmsMessage): Promise<SmsSent>;
}
