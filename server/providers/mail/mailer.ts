/**
 * E-mail leaves through one Mailer, chosen by configuration (server/providers/mail/index.ts):
 * none by default (nothing to send through), SMTP when SMTP_URL is set.
 */

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string;
  /** Persian subject. */
  subject: string;
  /** Right-to-left HTML body (`<html lang="fa" dir="rtl">`). */
  html: string;
  /** The same in plain text, for clients that show no HTML. */
  text: string;
  attachments?: MailAttachment[];
}

/** The server said no or could not be reached; `retryable` as for SMS (4xx/5xx SMTP replies, connection errors). */
export class MailError extends Error {
  constructor(readonly retryable: boolean, message: string, readonly code?: number | string) {
    super(message);
    this.name = 'MailError';
  }
}

export interface Mailer {
  /** 'none' | 'smtp'. */
  readonly name: string;
  /** False for 'none': messages are not written to the outbox at all. */
  readonly enabled: boolean;
  /** Sends one message; throws MailError. */
  send(message: MailMessage): Promise<{ messageId: string | null }>;
  close?(): Promise<void>;
}
