import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { rows } from '../../db/rows';

export const OTP_TTL_SECONDS = 120;
export const OTP_RESEND_SECONDS = 60;
export const OTP_MAX_ATTEMPTS = 5;

/**
 * Codes one network address may ask for in OTP_ADDRESS_WINDOW_SECONDS, whatever the numbers: the
 * per-number minute alone let one address text thirty strangers. Generous, because an office or
 * a mobile carrier's NAT puts many travellers behind one address; env OTP_ADDRESS_LIMIT overrides.
 */
export const OTP_ADDRESS_LIMIT = 20;
export const OTP_ADDRESS_WINDOW_SECONDS = 3600;

/** OTP_ADDRESS_LIMIT from the environment, else the default; a value that is not a positive integer stops the start. */
export function otpAddressLimitFrom(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.OTP_ADDRESS_LIMIT?.trim();
  if (!raw) return OTP_ADDRESS_LIMIT;
  const limit = Number(raw);
  if (!Number.isSafeInteger(limit) || limit < 1) throw new Error(`OTP_ADDRESS_LIMIT is not a positive integer: ${raw}`);
  return limit;
}

export type VerifyOutcome = 'ok' | 'missing' | 'expired' | 'locked' | 'wrong';

/**
 * One-time codes as rows: the row is the code (hashed), its expiry, the resend limit and the
 * attempt counter. Every check is one atomic statement on the database clock, so any number of
 * processes on one PostgreSQL behave as one.
 */
export class OtpCodes {
  constructor(private readonly db: Db, private readonly pepper: Uint8Array) {}

  private hash(phoneNumber: string, code: string): string {
    return createHmac('sha256', this.pepper).update(`${phoneNumber}:${code}`).digest('base64url');
  }

  /** A fresh code, or the seconds to wait when one was sent less than a minute ago. */
  async create(phoneNumber: string): Promise<{ code: string } | { waitSeconds: number }> {
    const code = String(randomInt(0, 100_000)).padStart(5, '0');
    const created = await rows<{ phone_number: string }>(this.db, sql`
      insert into otp_codes (phone_number, code_hash, sent_at, expires_at, attempts)
      values (${phoneNumber}, ${this.hash(phoneNumber, code)}, now(), now() + make_interval(secs => ${OTP_TTL_SECONDS}), 0)
      on conflict (phone_number) do update
        set code_hash = excluded.code_hash, sent_at = excluded.sent_at, expires_at = excluded.expires_at, attempts = 0
        where otp_codes.sent_at <= now() - make_interval(secs => ${OTP_RESEND_SECONDS})
      returning phone_number`);
    if (created.length > 0) return { code };
    const [row] = await rows<{ wait: number | string }>(this.db, sql`
      select greatest(1, ceil(extract(epoch from sent_at + make_interval(secs => ${OTP_RESEND_SECONDS}) - now())))::int as wait
      from otp_codes where phone_number = ${phoneNumber}`);
    return { waitSeconds: Number(row?.wait ?? OTP_RESEND_SECONDS) };
  }

  /** Drops a code that could not be sent. */
  async forget(phoneNumber: string): Promise<void> {
    await rows(this.db, sql`delete from otp_codes where phone_number = ${phoneNumber}`);
  }

  /** Counts the attempt first, then judges it; a correct code is consumed. */
  async verify(phoneNumber: string, code: string): Promise<{ outcome: VerifyOutcome; attemptsLeft: number }> {
    const [row] = await rows<{ code_hash: string; attempts: number; live: boolean }>(this.db, sql`
      update otp_codes set attempts = attempts + 1 where phone_number = ${phoneNumber}
      returning code_hash, attempts, expires_at > now() as live`);
    if (!row) return { outcome: 'missing', attemptsLeft: 0 };
    const attemptsLeft = Math.max(0, OTP_MAX_ATTEMPTS - row.attempts);
    if (row.attempts > OTP_MAX_ATTEMPTS) return { outcome: 'locked', attemptsLeft: 0 };
    if (!row.live) return { outcome: 'expired', attemptsLeft };
    const expected = Buffer.from(row.code_hash);
    const given = Buffer.from(this.hash(phoneNumber, code));
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      return { outcome: attemptsLeft === 0 ? 'locked' : 'wrong', attemptsLeft };
    }
    const consumed = await rows(this.db, sql`delete from otp_codes where phone_number = ${phoneNumber} and code_hash = ${row.code_hash} returning 1`);
    return { outcome: consumed.length > 0 ? 'ok' : 'expired', attemptsLeft };
  }
}
