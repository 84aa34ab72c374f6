import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { rows } from '../../db/rows';

export const REFRESH_TOKEN_SECONDS = 30 * 86_400;

/**
 * How long a just-rotated refresh token may be presented again and get the same successor: two
 * tabs (or a retried request) refreshing at once must not look like a stolen token. After this,
 * presenting it again is reuse and ends the session.
 */
export const REFRESH_GRACE_SECONDS = 10;

const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Opaque refresh tokens, stored as hashes. Each use revokes the token and issues its successor in
 * the same family (one family per sign-in); presenting a revoked token again revokes the family,
 * except within REFRESH_GRACE_SECONDS of its rotation while the successor is unused: then it
 * answers that same successor. The successor is derived from the token with a keyed hash, so it
 * can be given again without keeping any token in the clear.
 */
export class RefreshTokens {
  constructor(private readonly db: Db, private readonly pepper: Uint8Array) {}

  async issue(userId: string, familyId: string = randomUUID()): Promise<{ token: string; familyId: string }> {
    const token = randomBytes(32).toString('base64url');
    await rows(this.db, sql`
      insert into refresh_tokens (token_hash, user_id, family_id, expires_at)
      values (${digest(token)}, ${userId}, ${familyId}, now() + make_interval(secs => ${REFRESH_TOKEN_SECONDS}))`);
    return { token, familyId };
  }

  private successorOf(token: string): string {
    return createHmac('sha256', this.pepper).update(`refresh-successor:${token}`).digest('base64url');
  }

  /** The successor of a live token, or undefined (and the family revoked when the token was reused). */
  async rotate(token: string): Promise<{ userId: string; token: string; familyId: string } | undefined> {
    const hash = digest(token);
    const next = this.successorOf(token);
    // One statement: a concurrent rotation of the same token waits on the row, then finds it
    // used and the successor already there (exactly one rotation).
    const [rotated] = await rows<{ user_id: string; family_id: string }>(this.db, sql`
      with used as (
        update refresh_tokens set revoked_at = now()
        where token_hash = ${hash} and revoked_at is null and expires_at > now()
        returning user_id, family_id)
      insert into refresh_tokens (token_hash, user_id, family_id, expires_at)
      select ${digest(next)}, user_id, family_id, now() + make_interval(secs => ${REFRESH_TOKEN_SECONDS}) from used
      returning user_id, family_id`);
    const [again] = rotated ? [rotated] : await rows<{ user_id: string; family_id: string }>(this.db, sql`
      select successor.user_id, successor.family_id
      from refresh_tokens used join refresh_tokens successor on successor.token_hash = ${digest(next)} and successor.family_id = used.family_id
      where used.token_hash = ${hash} and used.revoked_at > now() - make_interval(secs => ${REFRESH_GRACE_SECONDS})
        and successor.revoked_at is null and successor.expires_at > now()`);
    if (again) return { userId: again.user_id, token: next, familyId: again.family_id };
    await rows(this.db, sql`
      update refresh_tokens set revoked_at = now()
      where revoked_at is null and family_id = (select family_id from refresh_tokens where token_hash = ${hash} and revoked_at is not null)`);
    return undefined;
  }

  /** Ends the session the token belongs to. */
  async revoke(token: string): Promise<void> {
    await rows(this.db, sql`
      update refresh_tokens set revoked_at = now()
      where revoked_at is null and family_id = (select family_id from refresh_tokens where token_hash = ${digest(token)})`);
  }

  /** Ends every session of a user but one (after a password change). */
  async revokeOthers(userId: string, keepFamilyId: string): Promise<void> {
    await rows(this.db, sql`update refresh_tokens set revoked_at = now() where user_id = ${userId} and family_id <> ${keepFamilyId} and revoked_at is null`);
  }
}
