import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, errors } from 'jose';
import { eq } from 'drizzle-orm';
import type { Db } from '../db';
import { appMeta } from '../db/schema';

/** SPEC §9: token lifetime 1800 s. */
export const ACCESS_TOKEN_SECONDS = 1800;
const ISSUER = 'safarasa-reference';

export interface AccessClaims {
  /** User id. */
  sub: string;
  phone_number: string;
  scope: string;
  /** The refresh-token family (the session) this token belongs to. */
  sid: string;
}

/**
 * The HMAC secret: JWT_SECRET when set, else one generated on first start and kept in the
 * database, so every process on that database signs and verifies alike.
 */
export async function loadSecret(db: Db, fromEnv: string | undefined): Promise<Uint8Array> {
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  await db.insert(appMeta).values({ key: 'jwt_secret', value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, 'jwt_secret'));
  return new TextEncoder().encode(row!.value);
}

export type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; expired: boolean };

export class AccessTokens {
  constructor(private readonly secret: Uint8Array, private readonly now: () => Date) {}

  async sign(claims: AccessClaims): Promise<string> {
    const iat = Math.floor(this.now().getTime() / 1000);
    return new SignJWT({ phone_number: claims.phone_number, scope: claims.scope, sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuer(ISSUER)
      .setIssuedAt(iat)
      .setExpirationTime(iat + ACCESS_TOKEN_SECONDS)
      .sign(this.secret);
  }

  async verify(token: string): Promise<VerifyResult> {
    try {
      const { payload } = await jwtVerify(token, this.secret, { issuer: ISSUER, algorithms: ['HS256'], currentDate: this.now() });
      const { sub, phone_number, scope, sid } = payload as Partial<AccessClaims>;
      if (typeof sub !== 'string' || typeof phone_number !== 'string' || typeof scope !== 'string' || typeof sid !== 'string') return { ok: false, expired: false };
      return { ok: true, claims: { sub, phone_number, scope, sid } };
    } catch (error) {
      return { ok: false, expired: error instanceof errors.JWTExpired };
    }
  }
}
