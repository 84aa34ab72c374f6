import { expect, test } from '@playwright/test';
import { bearer, freshPhone, signInByApi, signInWithOtp } from './support/accounts';

const persian = (digits: string) => digits.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);

test.describe('signing in', () => {
  test('a new traveller signs in with a texted code and sees their account in the header', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.getByRole('button', { name: 'ورود یا ثبت‌نام' }).first().click();
    const phone = await signInWithOtp(page, freshPhone());
    await expect(page.getByRole('button', { name: 'ورود یا ثبت‌نام' })).toHaveCount(0);
    // A traveller without a name is shown by their number, in Persian digits.
    await expect(page.getByText(persian(phone)).first()).toBeVisible();
  });
});

test.describe('signing in with a password', () => {
  test('a traveller who set a password signs in with it; a wrong one shows the server\'s message', async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const session = await signInByApi(request);
    const set = await request.post('/account/api/Account/ChangePassword', { headers: bearer(session), data: { newPassword: 'Safar1405', confirmPassword: 'Safar1405' } });
    expect(set.ok(), await set.text()).toBe(true);

    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.getByRole('button', { name: 'ورود یا ثبت‌نام' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'ورود یا ثبت‌نام' });
    await dialog.getByLabel('شماره موبایل').fill(session.phone);
    await dialog.getByRole('button', { name: 'ورود با رمز عبور' }).click();
    await expect(dialog.getByRole('heading', { name: 'ورود با رمز عبور' })).toBeVisible();
    // The number typed on the first step came along, in Persian digits.
    await expect(dialog.getByLabel('شماره موبایل یا ایمیل')).toHaveValue(persian(session.phone));
    const password = dialog.getByLabel(/^رمز عبور/);
    await password.fill('Safar9999');
    await dialog.getByRole('button', { name: 'ورود', exact: true }).click();
    await expect(dialog.getByText('نام کاربری یا رمز عبور نادرست است.')).toBeVisible();

    await password.fill('Safar1405');
    await dialog.getByRole('button', { name: 'ورود', exact: true }).click();
    await expect(dialog).toBeHidden({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'ورود یا ثبت‌نام' })).toHaveCount(0);
    await expect(page.getByText(persian(session.phone)).first()).toBeVisible();
  });

  test('after too many wrong passwords the form says how long to wait and offers the code instead', async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const phone = freshPhone();
    // Ten wrong guesses through the API (the server's limit per account), then the eleventh in the form.
    for (let i = 0; i < 10; i++) {
      const guess = await request.post('/account/connect/token', { form: { grant_type: 'password', username: phone, password: `guess${i}xyz` } });
      expect(guess.status()).toBe(400);
    }
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.getByRole('button', { name: 'ورود یا ثبت‌نام' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'ورود یا ثبت‌نام' });
    await dialog.getByRole('button', { name: 'ورود با رمز عبور' }).click();
    await dialog.getByLabel('شماره موبایل یا ایمیل').fill(phone);
    await dialog.getByLabel(/^رمز عبور/).fill('another123');
    await dialog.getByRole('button', { name: 'ورود', exact: true }).click();
    await expect(dialog.getByRole('alert')).toContainText('دقیقه دیگر');
    await expect(dialog.getByRole('button', { name: 'ورود', exact: true })).toBeDisabled();
    await dialog.getByRole('button', { name: 'ورود با کد تایید' }).click();
    await expect(dialog.getByLabel('شماره موبایل')).toHaveValue(persian(phone));
  });
});
