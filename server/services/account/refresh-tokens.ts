import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { rows } from '../../db/rows';

export const REFRESH_TOKEN_SECONDS = 30 * 86_400;

const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Opaque refresh tokens, stored as hashes. Each use revokes the token and issues its successor in
 * the same family (one family per sign-in); presenting a revoked token again revokes the family.
 */
export class RefreshTokens {
  constructor(private readonly db: Db) {}

  async issue(userId: string, familyId: string = randomUUID()): Promise<{ token: string; familyId: string }> {
    const token = randomBytes(32).toString('base64url');
    await rows(this.db, sql`
      insert into refresh_tokens (token_hash, user_id, family_id, expires_at)
      values (${digest(token)}, ${userId}, ${familyId}, now() + make_interval(secs => ${REFRESH_TOKEN_SECONDS}))`);
    return { token, familyId };
  }

  /** The successor of a live token, or undefined (and the family revoked when the token was reused). */
  async rotate(token: string): Promise<{ userId: string; token: string; familyId: string } | undefined> {
    const hash = digest(token);
    const [used] = await rows<{ user_id: string; family_id: string }>(this.db, sql`
      update refresh_tokens set revoked_at = now()
      where token_hash = ${hash} and revoked_at is null and expires_at > now()
      returning user_id, family_id`);
    if (!used) {
      await rows(this.db, sql`
        update refresh_tokens set revoked_at = now()
        where revoked_at is null and family_id = (select family_id from refresh_tokens where token_hash = ${hash} and revoked_at is not null)`);
      return undefined;
    }
    const next = await this.issue(used.user_id, used.family_id);
    return { userId: used.user_id, ...next };
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
