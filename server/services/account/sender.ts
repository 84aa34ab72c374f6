import { SmsError, type SmsSender } from '../../providers/sms/sender';

/** Delivers a one-time code (tests keep them in an inbox; the server sends them by SMS). */
export interface OtpSender {
  send(phoneNumber: string, code: string): Promise<void>;
}

/**
 * Sign-in codes go straight to the SMS provider while the traveller waits, not through the
 * outbox: a code is worth two minutes, so a retry hours later helps nobody. A busy provider is
 * asked once more; after that the traveller is told and asks again (providers.md: OTP resends
 * are the traveller's to make).
 */
export class SmsOtpSender implements OtpSender {
  constructor(private readonly sms: SmsSender) {}

  async send(phoneNumber: string, code: string): Promise<void> {
    const message = { to: phoneNumber, template: 'otp' as const, values: { code } };
    try {
      await this.sms.send(message);
    } catch (error) {
      if (!(error instanceof SmsError) || !error.retryable) throw error;
      await new Promise((r) => setTimeout(r, 300));
      await this.sms.send(message);
    }
  }
}
