import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, MESSAGES } from '../http/envelope';
import type { AccessClaims, AccessTokens } from './jwt';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth preHandlers when a valid Bearer token came with the request. */
    user?: AccessClaims;
  }
}

export const EXPIRED_MESSAGE = 'نشست شما به پایان رسیده است؛ دوباره وارد شوید.';

const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  const m = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return m?.[1];
};

/**
 * Hooks other services reuse, as `onRequest` (before the body is parsed or validated, so an
 * anonymous request gets its 401 first): `requireUser` answers 401 without a valid token;
 * `optionalUser` never does.
 */
export function authGuards(tokens: AccessTokens) {
  async function requireUser(request: FastifyRequest, reply: FastifyReply) {
    const token = bearer(request);
    const result = token ? await tokens.verify(token) : undefined;
    if (!result?.ok) {
      reply.header('www-authenticate', `Bearer${token ? ' error="invalid_token"' : ''}`);
      throw new HttpError(401, result && result.expired ? EXPIRED_MESSAGE : MESSAGES.unauthorized);
    }
    request.user = result.claims;
  }

  async function optionalUser(request: FastifyRequest) {
    const token = bearer(request);
    if (!token) return;
    const result = await tokens.verify(token);
    if (result.ok) request.user = result.claims;
  }

  return { requireUser, optionalUser };
}

export type AuthGuards = ReturnType<typeof authGuards>;

/** The signed-in user of a route guarded by requireUser. */
export function currentUser(request: FastifyRequest): AccessClaims {
  if (!request.user) throw new HttpError(401, MESSAGES.unauthorized);
  return request.user;
}
