import type { Mailer } from './mailer';
import { NoMailer, SmtpMailer } from './smtp';

export { MailError } from './mailer';
export type { MailAttachment, Mailer, MailMessage } from './mailer';
export { NoMailer, SmtpMailer } from './smtp';
export type { SmtpSettings } from './smtp';

/** What server/config.ts reads from the environment: SMTP when SMTP_URL is set, otherwise none. */
export type MailSettings = { provider: 'none' } | { provider: 'smtp'; url: string; from: string };

export function mailerFrom(settings: MailSettings): Mailer {
  switch (settings.provider) {
    case 'none':
      return new NoMailer();
    case 'smtp':
      return new SmtpMailer({ url: settings.url, from: settings.from });
  }
}
