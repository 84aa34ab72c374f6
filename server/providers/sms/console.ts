import type { SmsMessage, SmsSender, SmsSent } from './sender';

/** The part of Fastify's logger (FastifyBaseLogger) the console sender writes through. */
export interface SmsLog {
  info(obj: object, msg: string): void;
}

/**
 * The default when no provider is configured: each message goes to the server log for the
 * developer to read. The e2e tests read sign-in codes from the log by the line
 * `OTP code for ${phone}: ${code}`, so that line keeps its exact form.
 */
export class ConsoleSmsSender implements SmsSender {
  readonly name = 'console';
  readonly logsContent = true;

  constructor(private readonly log: SmsLog) {}

  async send(message: SmsMessage): Promise<SmsSent> {
    const { to, template } = message;
    if (message.template === 'otp') {
      this.log.info({ phoneNumber: to, template }, `OTP code for ${to}: ${message.values.code}`);
    } else {
      const values = Object.entries(message.values).map(([name, value]) => `${name}=${value}`).join(' ');
      this.log.info({ phoneNumber: to, template }, `SMS ${template} for ${to}: ${values}`);
    }
    return { providerMessageId: null };
  }
}
