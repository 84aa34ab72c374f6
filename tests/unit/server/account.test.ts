import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../../server/app';
import type { OtpSender } from '../../../server/services/account/sender';
import { REFRESH_GRACE_SECONDS } from '../../../server/services/account/refresh-tokens';
import { PASSWORD_ATTEMPTS, PASSWORD_WINDOW_SECONDS } from '../../../server/services/account/grants';
import { rows } from '../../../server/db/rows';
import { storeKinds } from './test-database';
import { errorsOf, expectClientError, JUNK_BODIES, post, useServer } from './server-fixture';

/** Keeps the codes the server "sent", as an SMS gateway would. */
class Inbox implements OtpSender {
  readonly codes = new Map<string, string>();
  async send(phoneNumber: string, code: string) {
    this.codes.set(phoneNumber, code);
  }
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe.each(storeKinds())('account service on %s', (kind) => {
  const inbox = new Inbox();
  const f = useServer(kind, { otpSender: inbox, jwtSecret: 'test-secret-that-is-long-enough-32b' });
  let phoneSeq = 0;
  const newPhone = () => `0912${String(1_000_000 + kind.length * 100_000 + ++phoneSeq).slice(-7)}`;
  const execute = (query: ReturnType<typeof sql>) => f.database.db.execute(query);

  const token = (app: FastifyInstance, fields: Record<string, string>) => app.inject({ method: 'POST', url: '/account/connect/token', payload: form(fields), headers: FORM });
  async function signIn(phone = newPhone(), app = f.app) {
    expect((await post(app, '/account/otp/create', { phoneNumber: phone })).statusCode).toBe(200);
    const res = await token(app, { grant_type: 'otp', phone_number: phone, code: inbox.codes.get(phone)! });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { access_token: string; refresh_token: string; expires_in: number; token_type: string; scope: string };
  }
  const auth = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });
  /** Moves a user's used refresh tokens out of the grace window, as if it had passed. */
  const pastGrace = (accessToken: string) =>
    execute(sql`update refresh_tokens set revoked_at = revoked_at - make_interval(secs => ${REFRESH_GRACE_SECONDS + 1}) where user_id = ${decodeJwt(accessToken).sub!}::uuid and revoked_at is not null`);
  const me = (accessToken: string, app = f.app) => app.inject({ method: 'GET', url: `/account/api/Account/CurrentUser?timestamp=${Date.now()}`, headers: auth(accessToken) });

  it('sends a 5-digit code to a mobile typed in Persian digits and signs a new number up at first login', async () => {
    const res = await post(f.app, '/account/otp/create?timestamp=1', { phoneNumber: '+98 912 ۳۴۵ ۶۷۸۹' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ phoneNumber: '09123456789', codeLength: 5, expiresIn: 120, resendAfter: 60 });
    const code = inbox.codes.get('09123456789')!;
    expect(code).toMatch(/^\d{5}$/);
    const exists = () => f.app.inject({ method: 'GET', url: '/account/api/Account/userExistsByPhoneOrEmail?EmailOrPhone=09123456789' });
    expect((await exists()).json().data).toEqual({ exists: false });
    const res2 = await token(f.app, { grant_type: 'otp', phone_number: '09123456789', code });
    expect(res2.statusCode).toBe(200);
    expect(res2.headers['cache-control']).toBe('no-store');
    const tokens = res2.json();
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 1800, scope: 'user' });
    const claims = decodeJwt(tokens.access_token);
    expect(claims.exp! - claims.iat!).toBe(1800);
    expect(claims.phone_number).toBe('09123456789');
    expect((await exists()).json().data).toEqual({ exists: true });
    const user = await me(tokens.access_token);
    expect(user.statusCode).toBe(200);
    expect(user.json().data).toMatchObject({ id: claims.sub, phoneNumber: '09123456789', scope: 'user', hasPassword: false, firstName: null });
  });

  it('allows one code per number per minute, answering 429 with Retry-After', async () => {
    const phone = newPhone();
    expect((await post(f.app, '/account/otp/create', { phoneNumber: phone })).statusCode).toBe(200);
    const again = await post(f.app, '/account/otp/create', { phoneNumber: phone });
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(50);
    expect(again.json().meta.errors.phoneNumber[0]).toMatch(/ثانیه/);
    await execute(sql`update otp_codes set sent_at = sent_at - interval '61 seconds' where phone_number = ${phone}`);
    expect((await post(f.app, '/account/otp/create', { phoneNumber: phone })).statusCode).toBe(200);
  });

  it('caps the codes one address may ask for, answering 429 with Retry-After and a Persian message', async () => {
    const capped = await buildServer({ database: f.database, otpSender: inbox, jwtSecret: 'test-secret-that-is-long-enough-32b', otpAddressLimit: 3 });
    const ask = (phoneNumber: string, remoteAddress: string) => capped.inject({ method: 'POST', url: '/account/otp/create', payload: { phoneNumber }, remoteAddress });
    const address = `10.${kind.length}.0.1`;
    for (let i = 0; i < 3; i++) expect((await ask(newPhone(), address)).statusCode).toBe(200);
    const refused = await ask(newPhone(), address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(refused.json()).toEqual({ data: null, meta: { errors: { phoneNumber: [expect.stringMatching(/از این اینترنت .* ۶۰ دقیقه دیگر/)] } } });
    expect((await ask(newPhone(), `10.${kind.length}.0.2`)).statusCode).toBe(200);
    await capped.close();
    // Behind a load balancer (TRUST_PROXY) the cap counts the client's forwarded address.
    const proxied = await buildServer({ database: f.database, otpSender: inbox, jwtSecret: 'test-secret-that-is-long-enough-32b', otpAddressLimit: 1, trustProxy: true });
    const via = (phoneNumber: string, client: string) => proxied.inject({ method: 'POST', url: '/account/otp/create', payload: { phoneNumber }, remoteAddress: '10.9.9.9', headers: { 'x-forwarded-for': client } });
    expect((await via(newPhone(), `172.16.${kind.length}.1`)).statusCode).toBe(200);
    expect((await via(newPhone(), `172.16.${kind.length}.2`)).statusCode).toBe(200);
    expect((await via(newPhone(), `172.16.${kind.length}.1`)).statusCode).toBe(429);
    await proxied.close();
  });

  it('locks password sign-in after too many wrong tries with Retry-After', async () => {
    const phone = newPhone();
    const tries = [];
    for (let i = 0; i <= PASSWORD_ATTEMPTS; i++) tries.push(await token(f.app, { grant_type: 'password', username: phone, password: 'wrong1234' }));
    expect(tries.slice(0, -1).every((t) => t.statusCode === 400)).toBe(true);
    const locked = tries.at(-1)!;
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(PASSWORD_WINDOW_SECONDS - 60);
    expect(locked.json().meta.errors.password[0]).toMatch(/دقیقه دیگر/);
  });

  it('locks a code after 5 wrong tries, expires it after 2 minutes, and consumes it once used', async () => {
    const phone = newPhone();
    await post(f.app, '/account/otp/create', { phoneNumber: phone });
    const code = inbox.codes.get(phone)!;
    const wrong = code === '00000' ? '11111' : '00000';
    for (let i = 1; i <= 5; i++) {
      const res = await token(f.app, { grant_type: 'otp', phone_number: phone, code: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid_grant', data: null });
      expect(res.json().meta.errors.code[0]).toMatch(i < 5 ? /نادرست/ : /از حد گذشت/);
    }
    const locked = await token(f.app, { grant_type: 'otp', phone_number: phone, code });
    expect(locked.json().meta.errors.code[0]).toMatch(/از حد گذشت/);

    const other = newPhone();
    await post(f.app, '/account/otp/create', { phoneNumber: other });
    await execute(sql`update otp_codes set expires_at = now() - interval '1 second' where phone_number = ${other}`);
    const expired = await token(f.app, { grant_type: 'otp', phone_number: other, code: inbox.codes.get(other)! });
    expect(expired.json().meta.errors.code[0]).toMatch(/منقضی/);

    const third = newPhone();
    await signIn(third);
    const reused = await token(f.app, { grant_type: 'otp', phone_number: third, code: inbox.codes.get(third)! });
    expect(reused.statusCode).toBe(400);
  });

  it('keeps codes, counters and sessions in the database: two processes behave as one', async () => {
    const second = await buildServer({ database: f.database, otpSender: inbox, jwtSecret: 'test-secret-that-is-long-enough-32b' });
    const phone = newPhone();
    await post(f.app, '/account/otp/create', { phoneNumber: phone });
    expect((await post(second, '/account/otp/create', { phoneNumber: phone })).statusCode).toBe(429);
    const res = await token(second, { grant_type: 'otp', phone_number: phone, code: inbox.codes.get(phone)! });
    expect(res.statusCode).toBe(200);
    expect((await me(res.json().access_token, f.app)).statusCode).toBe(200);
    const refreshed = await token(f.app, { grant_type: 'refresh_token', refresh_token: res.json().refresh_token });
    expect(refreshed.statusCode).toBe(200);
    // Within the grace window the other process answers the same successor; after it, reuse.
    expect((await token(second, { grant_type: 'refresh_token', refresh_token: res.json().refresh_token })).json().refresh_token).toBe(refreshed.json().refresh_token);
    await pastGrace(res.json().access_token);
    expect((await token(second, { grant_type: 'refresh_token', refresh_token: res.json().refresh_token })).statusCode).toBe(400);
    await second.close();
  });

  it('generates the signing secret once and keeps it in the database when JWT_SECRET is unset', async () => {
    const a = await buildServer({ database: f.database, otpSender: inbox });
    const b = await buildServer({ database: f.database, otpSender: inbox });
    const tokens = await signIn(newPhone(), a);
    expect((await me(tokens.access_token, b)).statusCode).toBe(200);
    expect((await me(tokens.access_token, f.app)).statusCode).toBe(401);
    await a.close();
    await b.close();
  });

  it('rotates refresh tokens; a reused one ends the whole session; revocation ends it too', async () => {
    const first = await signIn();
    const r1 = await token(f.app, { grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(r1.statusCode).toBe(200);
    const second = r1.json();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await me(second.access_token)).statusCode).toBe(200);
    expect((await me(first.access_token)).statusCode).toBe(200);
    await pastGrace(first.access_token);
    const reuse = await token(f.app, { grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().meta.errors.refresh_token[0]).toMatch(/دوباره وارد شوید/);
    expect((await token(f.app, { grant_type: 'refresh_token', refresh_token: second.refresh_token })).statusCode).toBe(400);
    // Ending the session ends its access tokens at once, not when they expire.
    for (const t of [first.access_token, second.access_token]) {
      const ended = await me(t);
      expect(ended.statusCode).toBe(401);
      expect(ended.json().meta.message).toMatch(/نشست/);
    }

    const other = await signIn();
    const bystander = await signIn();
    expect((await me(other.access_token)).statusCode).toBe(200);
    const revoked = await f.app.inject({ method: 'POST', url: '/account/connect/revocation', payload: form({ token: other.refresh_token }), headers: FORM });
    expect(revoked.statusCode).toBe(200);
    expect((await token(f.app, { grant_type: 'refresh_token', refresh_token: other.refresh_token })).statusCode).toBe(400);
    expect((await me(other.access_token)).statusCode).toBe(401);
    expect((await me(bystander.access_token)).statusCode).toBe(200);
    expect((await token(f.app, { grant_type: 'refresh_token', refresh_token: 'made-up' })).statusCode).toBe(400);
  });

  it('rotates exactly once when two tabs refresh with the same token at once', async () => {
    const start = await signIn();
    const refresh = () => token(f.app, { grant_type: 'refresh_token', refresh_token: start.refresh_token });
    const answers = await Promise.all(Array.from({ length: 6 }, refresh));
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const successors = new Set(answers.map((a) => a.json().refresh_token));
    expect(successors.size).toBe(1);
    const [successor] = successors;
    expect(successor).not.toBe(start.refresh_token);
    const family = decodeJwt(start.access_token).sid as string;
    const members = await rows<{ open: boolean }>(f.database.db, sql`select revoked_at is null as open from refresh_tokens where family_id = ${family}::uuid`);
    expect(members.map((r) => r.open).sort()).toEqual([false, true]);
    for (const a of answers) expect((await me(a.json().access_token)).statusCode).toBe(200);
    // The successor rotates on as usual; once it is used, the start token is reuse, grace or not.
    const next = await token(f.app, { grant_type: 'refresh_token', refresh_token: successor! });
    expect(next.statusCode).toBe(200);
    expect((await refresh()).statusCode).toBe(400);
  });

  it('answers 401 for a missing, malformed, foreign or expired token', async () => {
    const { access_token } = await signIn();
    const url = '/account/api/Account/CurrentUser';
    for (const headers of [{}, { authorization: 'Bearer' }, { authorization: 'Basic abc' }, { authorization: 'Bearer not.a.jwt' }, { authorization: `Bearer ${access_token}x` }]) {
      const res = await f.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ data: null, meta: { message: expect.stringMatching(/وارد/) } });
    }
    const later = await buildServer({ database: f.database, jwtSecret: 'test-secret-that-is-long-enough-32b', now: () => new Date(Date.now() + 1801_000) });
    const expired = await me(access_token, later);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().meta.message).toMatch(/نشست/);
    await later.close();
    for (const [method, path] of [['POST', '/account/api/Account/Update'], ['POST', '/account/api/Account/ChangePassword']] as const) {
      expect((await f.app.inject({ method, url: path, payload: {} })).statusCode).toBe(401);
    }
  });

  it('updates the profile field by field with checked values', async () => {
    const a = await signIn();
    const b = await signIn();
    const update = (t: string, body: unknown) => post(f.app, '/account/api/Account/Update', body, auth(t));
    const res = await update(a.access_token, { firstName: ' سارا ', lastName: 'محمدی', email: 'Sara@Example.com', nationalCode: '۰۴۹۹۳۷۰۸۹۹', birthDate: '1990-05-01', gender: 'Female' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ firstName: 'سارا', lastName: 'محمدی', email: 'sara@example.com', nationalCode: '0499370899', birthDate: '1990-05-01', gender: 'Female' });
    const partial = await update(a.access_token, { lastName: null });
    expect(partial.json().data).toMatchObject({ firstName: 'سارا', lastName: null });
    expect((await me(a.access_token)).json().data.email).toBe('sara@example.com');
    expect(errorsOf(await update(b.access_token, { email: 'sara@example.com' })).email).toEqual(['این ایمیل برای حساب دیگری ثبت شده است.']);
    expect(errorsOf(await update(b.access_token, { email: 'not-an-email' })).email).toEqual(['ایمیل معتبر نیست.']);
    expect(errorsOf(await update(b.access_token, { nationalCode: '1234567890' })).nationalCode).toEqual(['کد ملی معتبر نیست.']);
    expect(errorsOf(await update(b.access_token, { nationalCode: '1111111111' })).nationalCode).toBeDefined();
    expect(errorsOf(await update(b.access_token, { birthDate: '2999-01-01' })).birthDate).toBeDefined();
    expect(errorsOf(await update(b.access_token, { gender: 'X' })).gender).toEqual(['جنسیت باید Male یا Female باشد.']);
    expect(errorsOf(await update(b.access_token, { firstName: '12345' })).firstName).toBeDefined();
    expect(errorsOf(await update(b.access_token, { firstName: 'ن'.repeat(51) })).firstName![0]).toContain('۵۰');
    const userExists = await f.app.inject({ method: 'GET', url: '/account/api/Account/userExistsByPhoneOrEmail?EmailOrPhone=SARA@example.com' });
    expect(userExists.json().data.exists).toBe(true);
  });

  it('sets and changes the password, signs in with it, and signs other sessions out', async () => {
    const phone = newPhone();
    const main = await signIn(phone);
    const other = await signIn(phone);
    const change = (body: unknown) => post(f.app, '/account/api/Account/ChangePassword', body, auth(main.access_token));
    expect(errorsOf(await change({ newPassword: 'short1' })).newPassword![0]).toMatch(/۸/);
    expect(errorsOf(await change({ newPassword: 'onlyletters' })).newPassword![0]).toMatch(/عدد/);
    expect(errorsOf(await change({ newPassword: 'secret123', confirmPassword: 'secret124' })).confirmPassword).toBeDefined();
    expect((await change({ newPassword: 'secret123', confirmPassword: 'secret123' })).json()).toEqual({ data: true, meta: {} });
    expect((await token(f.app, { grant_type: 'refresh_token', refresh_token: other.refresh_token })).statusCode).toBe(400);
    expect((await me(other.access_token)).statusCode).toBe(401);
    expect((await me(main.access_token)).statusCode).toBe(200);
    expect((await token(f.app, { grant_type: 'refresh_token', refresh_token: main.refresh_token })).statusCode).toBe(200);
    expect(errorsOf(await change({ newPassword: 'another123' })).currentPassword).toEqual(['رمز عبور فعلی را وارد کنید.']);
    expect(errorsOf(await change({ currentPassword: 'wrong1234', newPassword: 'another123' })).currentPassword).toEqual(['رمز عبور فعلی نادرست است.']);
    const ok = await token(f.app, { grant_type: 'password', username: phone, password: 'secret۱۲۳' });
    expect(ok.statusCode, ok.body).toBe(200);
    const bad = await token(f.app, { grant_type: 'password', username: phone, password: 'secret999' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().meta.errors.password).toEqual(['نام کاربری یا رمز عبور نادرست است.']);
    expect((await f.app.inject({ method: 'GET', url: `/account/api/Account/userExistsByPhoneOrEmail?EmailOrPhone=${phone}` })).json().data).toEqual({ exists: true });
  });

  it('limits password guesses per account in the database', async () => {
    const phone = newPhone();
    for (let i = 0; i < 10; i++) expect((await token(f.app, { grant_type: 'password', username: phone, password: 'guess1234' })).statusCode).toBe(400);
    const limited = await token(f.app, { grant_type: 'password', username: phone, password: 'guess1234' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().meta.errors.password[0]).toMatch(/دقیقه/);
  });

  it('rejects bad input to every account route with Persian field messages', async () => {
    expect(errorsOf(await post(f.app, '/account/otp/create', { phoneNumber: '0812345678' })).phoneNumber).toEqual(['شماره موبایل معتبر نیست.']);
    expect(errorsOf(await post(f.app, '/account/otp/create', { phoneNumber: 'x'.repeat(100) })).phoneNumber).toEqual(['شماره موبایل معتبر نیست.']);
    expect(errorsOf(await post(f.app, '/account/otp/create', { phoneNumber: { a: 1 } })).phoneNumber).toEqual(['شماره موبایل معتبر نیست.']);
    expect(errorsOf(await post(f.app, '/account/otp/create', {})).phoneNumber).toEqual(['شماره موبایل را وارد کنید.']);
    expect(errorsOf(await token(f.app, { grant_type: 'magic' })).grant_type).toBeDefined();
    expect(errorsOf(await token(f.app, {})).grant_type).toEqual(['نوع ورود را وارد کنید.']);
    expect(errorsOf(await token(f.app, { grant_type: 'otp', phone_number: '09121111111' })).code).toEqual(['کد تأیید را وارد کنید.']);
    expect(errorsOf(await token(f.app, { grant_type: 'otp', phone_number: '09121111111', code: '12' })).code).toEqual(['کد تأیید باید ۵ رقم باشد.']);
    expect(errorsOf(await token(f.app, { grant_type: 'otp', code: '12345' })).phone_number).toBeDefined();
    expect(errorsOf(await token(f.app, { grant_type: 'otp', phone_number: '123', code: '12345' })).phone_number).toEqual(['شماره موبایل معتبر نیست.']);
    expect(errorsOf(await token(f.app, { grant_type: 'otp', phone_number: '09121111119', code: '12345' })).code![0]).toMatch(/کد تازه/);
    expect(errorsOf(await token(f.app, { grant_type: 'password', username: 'a' })).password).toBeDefined();
    expect(errorsOf(await token(f.app, { grant_type: 'refresh_token' })).refresh_token).toBeDefined();
    const exists = (q: string) => f.app.inject({ method: 'GET', url: `/account/api/Account/userExistsByPhoneOrEmail${q}` });
    expect(errorsOf(await exists('')).EmailOrPhone).toBeDefined();
    expect(errorsOf(await exists('?EmailOrPhone=hello')).EmailOrPhone).toEqual(['ایمیل یا شماره موبایل معتبر نیست.']);
    expect(errorsOf(await exists(`?EmailOrPhone=${'a'.repeat(300)}`)).EmailOrPhone).toBeDefined();
    expect(errorsOf(await exists('?EmailOrPhone=a%00b@example.com')).EmailOrPhone).toEqual(['این مقدار نویسه نامعتبر دارد.']);
    expect(errorsOf(await token(f.app, { grant_type: 'password', username: 'a\u0000b@example.com', password: 'x1234567' })).username).toBeDefined();
    expect(errorsOf(await post(f.app, '/account/otp/create', { phoneNumber: '0912\u00001234567' })).phoneNumber).toBeDefined();
    const { access_token } = await signIn();
    const urls = ['/account/otp/create', '/account/connect/token', '/account/connect/revocation', '/account/api/Account/Update', '/account/api/Account/ChangePassword'];
    for (const url of urls) {
      for (const junk of JUNK_BODIES) expectClientError(await post(f.app, url, junk.payload, { 'content-type': junk.contentType, ...auth(access_token) }), url);
      expectClientError(await f.app.inject({ method: 'POST', url, headers: auth(access_token) }), url);
      expectClientError(await post(f.app, url, 'grant_type=otp&phone_number[]=1&code=%ZZ', { ...FORM, ...auth(access_token) }), url);
    }
  });
});
