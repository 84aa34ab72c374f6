import type { FastifyBaseLogger } from 'fastify';

/** Delivers a one-time code; an SMS gateway would implement this. */
export interface OtpSender {
  send(phoneNumber: string, code: string): Promise<void>;
}

/** The default: no SMS here, so the code goes to the server log for the developer to read. */
export class LogOtpSender implements OtpSender {
  constructor(private readonly log: FastifyBaseLogger) {}

  async send(phoneNumber: string, code: string): Promise<void> {
    this.log.info({ phoneNumber }, `OTP code for ${phoneNumber}: ${code}`);
  }
}
