/**
 * A real SMTP server on 127.0.0.1 for tests: plain text (no STARTTLS), AUTH PLAIN/LOGIN offered
 * without TLS and optional, any user and password accepted. Every message is kept raw and parsed.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { SMTPServerError } from 'smtp-server';
import { simpleParser } from 'mailparser';
import type { ParsedMail } from 'mailparser';

/** 'tempfail' answers 451 (try again later), 'reject' answers 550 (mailbox unavailable). */
export type SmtpFailMode = 'tempfail' | 'reject';

export interface SmtpFailure {
  count: number;
  mode: SmtpFailMode;
  /** The reply comes to RCPT TO (as greylisting and unknown mailboxes do) or after DATA; 'rcpt' by default. */
  at?: 'rcpt' | 'data';
}

export interface ReceivedMail {
  envelope: { from: string; to: string[] };
  parsed: ParsedMail;
  raw: Buffer;
}

export interface FakeSmtpServer {
  /** smtp://user:pass@127.0.0.1:PORT */
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Every AUTH the server accepted. */
  logins: Array<{ username: string; password: string }>;
  /** The next `count` messages are refused. */
  failNext(count: number, mode: SmtpFailMode, at?: 'rcpt' | 'data'): void;
  close(): Promise<void>;
}

const REPLIES: Record<SmtpFailMode, { code: number; text: string }> = {
  tempfail: { code: 451, text: 'Requested action aborted: try again later' },
  reject: { code: 550, text: 'Mailbox unavailable' },
};

function smtpError(mode: SmtpFailMode): SMTPServerError {
  const error: SMTPServerError = new Error(REPLIES[mode].text);
  error.responseCode = REPLIES[mode].code;
  return error;
}

export async function startSmtpServer(options: { failNext?: SmtpFailure } = {}): Promise<FakeSmtpServer> {
  const received: ReceivedMail[] = [];
  const logins: Array<{ username: string; password: string }> = [];
  let failing: Required<SmtpFailure> | null = null;
  const failNext = (count: number, mode: SmtpFailMode, at: 'rcpt' | 'data' = 'rcpt') => {
    failing = count > 0 ? { count, mode, at } : null;
  };
  /** The failure due now at this step, counted once per message. */
  const takeFailure = (at: 'rcpt' | 'data'): SmtpFailMode | null => {
    if (!failing || failing.at !== at) return null;
    const { mode } = failing;
    failing = --failing.count > 0 ? failing : null;
    return mode;
  };
  if (options.failNext) failNext(options.failNext.count, options.failNext.mode, options.failNext.at);

  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    hideSTARTTLS: true,
    disableReverseLookup: true,
    logger: false,
    // close() waits this long for clients still connected before it drops them.
    closeTimeout: 200,
    onAuth(auth, _session, callback) {
      const username = auth.username ?? '';
      logins.push({ username, password: auth.password ?? '' });
      callback(null, { user: username });
    },
    onRcptTo(_address, _session, callback) {
      const mode = takeFailure('rcpt');
      callback(mode ? smtpError(mode) : null);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      // The stream is read to its end before answering, or the session stalls.
      stream.on('end', () => {
        const mode = takeFailure('data');
        if (mode) return callback(smtpError(mode));
        const raw = Buffer.concat(chunks);
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
        };
        // Parsed before the reply, so a message is in `received` once the client's send resolves.
        simpleParser(raw).then(
          (parsed) => {
            received.push({ envelope, parsed, raw });
            callback(null);
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  // A client that hangs up mid-session is an 'error' event; unheard, it would crash the test run.
  server.on('error', () => {});

  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  const port = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://user:pass@127.0.0.1:${port}`,
    port,
    received,
    logins,
    failNext,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
