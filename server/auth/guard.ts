import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../db';
import { rows } from '../db/rows';
import { HttpError, MESSAGES } from '../http/envelope';
import type { AccessClaims, AccessTokens, VerifyResult } from './jwt';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth preHandlers when a valid Bearer token came with the request. */
    user?: AccessClaims;
  }
}

export const EXPIRED_MESSAGE = 'نشست شما به پایان رسیده است؛ دوباره وارد شوید.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  const m = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return m?.[1];
};

/**
 * Whether the session (the refresh-token family named by the token's `sid`) is still open: it has
 * a token that was neither used nor revoked. Sign-out, reuse detection and a password change
 * revoke the whole family, so the session's access tokens stop working at once, not when they
 * expire. One indexed lookup per authenticated request, on the shared database (any process).
 */
async function sessionOpen(db: Db, sid: string): Promise<boolean> {
  const open = await rows(db, sql`select 1 from refresh_tokens where family_id = ${sid}::uuid and revoked_at is null limit 1`);
  return open.length > 0;
}

/**
 * Hooks other services reuse, as `onRequest` (before the body is parsed or validated, so an
 * anonymous request gets its 401 first): `requireUser` answers 401 without a valid token;
 * `optionalUser` never does.
 */
export function authGuards(tokens: AccessTokens, db: Db) {
  /** A signed, unexpired token of a session that is still open. */
  async function verify(token: string): Promise<VerifyResult> {
    const result = await tokens.verify(token);
    if (!result.ok || !UUID.test(result.claims.sid)) return result.ok ? { ok: false, expired: false } : result;
    return (await sessionOpen(db, result.claims.sid)) ? result : { ok: false, expired: true };
  }

  async function requireUser(request: FastifyRequest, reply: FastifyReply) {
    const token = bearer(request);
    const result = token ? await verify(token) : undefined;
    if (!result?.ok) {
      reply.header('www-authenticate', `Bearer${token ? ' error="invalid_token"' : ''}`);
      throw new HttpError(401, result && result.expired ? EXPIRED_MESSAGE : MESSAGES.unauthorized);
    }
    request.user = result.claims;
  }

  async function optionalUser(request: FastifyRequest) {
    const token = bearer(request);
    if (!token) return;
    const result = await verify(token);
    if (result.ok) request.user = result.claims;
  }

  return { requireUser, optionalUser, verify };
}

export type AuthGuards = ReturnType<typeof authGuards>;

/** The signed-in user of a route guarded by requireUser. */
export function currentUser(request: FastifyRequest): AccessClaims {
  if (!request.user) throw new HttpError(401, MESSAGES.unauthorized);
  return request.user;
}
