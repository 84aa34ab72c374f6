import { describe, expect, it } from 'vitest';
import { storeKinds } from './test-database';
import { get, Inbox, post, signIn, useServer } from './server-fixture';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/**
 * The login form offers the password to everyone (README: Decisions), which is safe only while
 * nothing anonymous tells an account with a password from one without: the token grant answers
 * one message for every failure, and userExistsByPhoneOrEmail does not say.
 */
describe.each(storeKinds())('password sign-in tells no one which accounts have a password, on %s', (kind) => {
  const inbox = new Inbox();
  const f = useServer(kind, { otpSender: inbox });
  let seq = 0;
  const newPhone = () => `0913${String(2_000_000 + kind.length * 100_000 + ++seq).slice(-7)}`;
  const grant = (username: string, password: string) => f.app.inject({
    method: 'POST', url: '/account/connect/token', headers: FORM, payload: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
  });
  const exists = async (value: string) => (await get(f.app, `/account/api/Account/userExistsByPhoneOrEmail?EmailOrPhone=${encodeURIComponent(value)}`)).json().data;

  it('answers the same 400 for an unknown account, an account without a password and a wrong password', async () => {
    const withPassword = newPhone();
    const email = `traveller${withPassword}@example.com`;
    const auth = await signIn(f.app, inbox, withPassword);
    expect((await post(f.app, '/account/api/Account/Update', { email }, auth)).statusCode).toBe(200);
    expect((await post(f.app, '/account/api/Account/ChangePassword', { newPassword: 'secret123', confirmPassword: 'secret123' }, auth)).statusCode).toBe(200);
    const codeOnly = newPhone();
    await signIn(f.app, inbox, codeOnly);

    const answers = await Promise.all([grant(newPhone(), 'secret123'), grant(codeOnly, 'secret123'), grant(withPassword, 'secret124'), grant('nobody@example.com', 'secret123')]);
    for (const res of answers) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid_grant', meta: { errors: { password: ['نام کاربری یا رمز عبور نادرست است.'] } } });
    }
    expect(await exists(withPassword)).toEqual({ exists: true });
    expect(await exists(codeOnly)).toEqual({ exists: true });

    // The right password signs in by number (any digits) and by e-mail (any case).
    const byPhone = await grant(withPassword.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!), 'secret123');
    expect(byPhone.statusCode, byPhone.body).toBe(200);
    expect((await grant(email.toUpperCase(), 'secret123')).statusCode).toBe(200);
  });
});
