import nodemailer from 'nodemailer';
import type { NodemailerError, SMTPSentMessageInfo, SMTPTransportOptions, Transporter } from 'nodemailer';
import { MailError } from './mailer';
import type { Mailer, MailMessage } from './mailer';

export interface SmtpSettings {
  /** SMTP_URL: smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465. */
  url: string;
  /** MAIL_FROM, e.g. 'سفرآسا <no-reply@safarasa.example>'. */
  from: string;
  /** Connecting, the greeting and an idle socket each give up after this long; 10 s by default. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * Codes of errors that ended or never made the connection: the same message may go through on
 * another attempt. ECONNREFUSED and the like arrive as ESOCKET with `originalCode`, both are read.
 */
const TRANSIENT_CODES = new Set([
  'ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'EPROTOCOL',
  'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN',
]);

/** Sends through one SMTP server; a connection per message, so one broken session spoils nothing after it. */
export class SmtpMailer implements Mailer {
  readonly name = 'smtp';
  readonly enabled = true;
  private readonly transport: Transporter<SMTPSentMessageInfo, SMTPTransportOptions>;
  /** The password as written in the URL and decoded, scrubbed from every error message. */
  private readonly secrets: string[];

  constructor(private readonly settings: SmtpSettings) {
    let parsed: URL;
    try {
      parsed = new URL(settings.url);
    } catch {
      // Not the TypeError itself: its `input` carries the whole URL, password and all.
      throw new Error('SMTP_URL is not a valid smtp:// or smtps:// URL');
    }
    if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') throw new Error('SMTP_URL must start with smtp:// or smtps://');
    this.secrets = [parsed.password, safeDecode(parsed.password)].filter((s) => s.length > 0);
    const timeout = settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.transport = nodemailer.createTransport({
      url: settings.url,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    });
  }

  async send(message: MailMessage): Promise<{ messageId: string | null }> {
    try {
      const info = await this.transport.sendMail({
        from: this.settings.from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        attachments: message.attachments?.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
      });
      return { messageId: info.messageId || null };
    } catch (error) {
      throw this.mailError(error);
    }
  }

  async close(): Promise<void> {
    this.transport.close();
  }

  private mailError(error: unknown): MailError {
    const e = (error ?? {}) as NodemailerError;
    const code = typeof e.code === 'string' ? e.code : undefined;
    const responseCode = typeof e.responseCode === 'number' ? e.responseCode : undefined;
    let retryable: boolean;
    if (responseCode !== undefined && responseCode >= 400) {
      // The server's reply decides: 4xx is "try again later" (greylisting, mailbox busy), 5xx is "never".
      retryable = responseCode < 500;
    } else {
      // No reply to go by: a connection that failed may work next time; a bad address or config never will.
      retryable = [code, e.originalCode].some((c) => c !== undefined && TRANSIENT_CODES.has(c));
    }
    const text = error instanceof Error ? error.message : String(error);
    return new MailError(retryable, this.scrub(`smtp: ${[responseCode ?? code, text].filter((p) => p !== undefined).join(' ')}`), responseCode ?? code);
  }

  private scrub(text: string): string {
    return this.secrets.reduce((t, secret) => t.split(secret).join('***'), text);
  }
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Nothing to send through: callers check `enabled` and write nothing to the outbox. */
export class NoMailer implements Mailer {
  readonly name = 'none';
  readonly enabled = false;

  async send(): Promise<{ messageId: string | null }> {
    throw new MailError(false, 'e-mail is not configured');
  }
}
