import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../../../src/design-system/ThemeProvider';
import { checkLoginId, displayLoginId, formatResendCountdown, OtpLoginForm, resendSecondsLeft, type OtpLoginFormProps } from '../../../src/design-system/OtpLoginForm';

const NOW = Date.parse('2026-11-20T10:00:00+03:30');

function setup(props: Partial<OtpLoginFormProps> = {}) {
  const onRequestCode = vi.fn(async (_phone: string) => undefined);
  const onSubmitCode = vi.fn(async (_phone: string, _code: string) => undefined);
  const utils = render(
    <ThemeProvider>
      <OtpLoginForm onRequestCode={onRequestCode} onSubmitCode={onSubmitCode} now={NOW} {...props} />
    </ThemeProvider>,
  );
  return { onRequestCode, onSubmitCode, ...utils };
}

const phoneField = () => screen.getByRole('textbox', { name: /شماره موبایل/ });
const firstBox = () => screen.getByRole('textbox', { name: 'رقم ۱ از ۵ کد تایید' });

describe('resend countdown', () => {
  it('counts whole seconds down to zero and prints m:ss in Persian digits', () => {
    expect(resendSecondsLeft(NOW, 120, NOW)).toBe(120);
    expect(resendSecondsLeft(NOW, 120, NOW + 500)).toBe(120);
    expect(resendSecondsLeft(NOW, 120, NOW + 119_001)).toBe(1);
    expect(resendSecondsLeft(NOW, 120, NOW + 500_000)).toBe(0);
    expect(formatResendCountdown(119)).toBe('۱:۵۹');
    expect(formatResendCountdown(5)).toBe('۰:۰۵');
  });
});

describe('OtpLoginForm', () => {
  it('accepts Persian digits, shows them in Persian, and asks for a code with the canonical 09… number', async () => {
    const { onRequestCode } = setup();
    await userEvent.type(phoneField(), '+989121234567');
    expect(phoneField()).toHaveValue('+۹۸۹۱۲۱۲۳۴۵۶۷');
    await userEvent.click(screen.getByRole('button', { name: 'دریافت کد تایید' }));
    expect(onRequestCode).toHaveBeenCalledWith('09121234567');
    await screen.findByRole('heading', { name: 'کد تایید را وارد کنید' });
    expect(screen.getByText('۰۹۱۲۱۲۳۴۵۶۷')).toBeInTheDocument();
  });

  it('rejects an invalid number with the domain message and does not call the server', async () => {
    const { onRequestCode } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'دریافت کد تایید' }));
    expect(screen.getByText('شماره موبایل را وارد کنید.')).toBeInTheDocument();
    await userEvent.type(phoneField(), '۰۹۱۲');
    await userEvent.click(screen.getByRole('button', { name: 'دریافت کد تایید' }));
    expect(screen.getByText('شماره موبایل نامعتبر است.')).toBeInTheDocument();
    expect(onRequestCode).not.toHaveBeenCalled();
  });

  it('blocks letters in the number field (SPEC §5 key filter)', async () => {
    setup();
    await userEvent.type(phoneField(), 'a09b12');
    expect(phoneField()).toHaveValue('۰۹۱۲');
  });

  it('stays on the number step when the request fails', async () => {
    const onRequestCode = vi.fn(async () => {
      throw new Error('429');
    });
    setup({ onRequestCode, phoneError: 'بعداً تلاش کنید.' });
    await userEvent.type(phoneField(), '09121234567');
    await userEvent.click(screen.getByRole('button', { name: 'دریافت کد تایید' }));
    await waitFor(() => expect(onRequestCode).toHaveBeenCalled());
    expect(phoneField()).toBeInTheDocument();
    expect(screen.getByText('بعداً تلاش کنید.')).toBeInTheDocument();
  });

  it('normalises a Persian-digit code and submits it with the number', async () => {
    const { onSubmitCode } = setup({ defaultStep: 'code', defaultPhone: '09121234567' });
    await userEvent.click(firstBox());
    await userEvent.keyboard('۱۲٣45');
    await waitFor(() => expect(onSubmitCode).toHaveBeenCalledWith('09121234567', '12345'));
    expect(firstBox()).toHaveValue('۱');
  });

  it('allows a resend only after resendAfter seconds, then restarts the countdown', async () => {
    let t = NOW;
    const clock = () => t;
    const { onRequestCode, rerender, onSubmitCode } = setup({ defaultStep: 'code', defaultPhone: '09121234567', now: undefined, clock, resendAfter: 60 });
    expect(screen.getByText('۱:۰۰')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ارسال دوباره کد' })).toBeNull();
    t = NOW + 60_000;
    rerender(
      <ThemeProvider>
        <OtpLoginForm onRequestCode={onRequestCode} onSubmitCode={onSubmitCode} defaultStep="code" defaultPhone="09121234567"
          clock={clock} now={t} resendAfter={60} />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'ارسال دوباره کد' }));
    expect(onRequestCode).toHaveBeenCalledWith('09121234567');
    expect(await screen.findByText('۱:۰۰')).toBeInTheDocument();
  });

  it('goes back to the number, prefilled, with "ویرایش شماره"', async () => {
    const onStepChange = vi.fn();
    setup({ defaultStep: 'code', defaultPhone: '09121234567', onStepChange });
    await userEvent.click(screen.getByRole('button', { name: 'ویرایش شماره' }));
    expect(phoneField()).toHaveValue('۰۹۱۲۱۲۳۴۵۶۷');
    expect(onStepChange).toHaveBeenCalledWith('phone');
  });
});

describe('the password sign-in username', () => {
  it('takes a mobile in any digits as 09…, an e-mail trimmed and lower-cased, and says what is wrong otherwise', () => {
    expect(checkLoginId('+98 912 ۳۴۵ ۶۷۸۹')).toEqual({ ok: true, value: { kind: 'phone', value: '09123456789' } });
    expect(checkLoginId('  Sara@Example.COM ')).toEqual({ ok: true, value: { kind: 'email', value: 'sara@example.com' } });
    expect(checkLoginId('   ')).toEqual({ ok: false, message: 'شماره موبایل یا ایمیل را وارد کنید.' });
    expect(checkLoginId('sara@example')).toEqual({ ok: false, message: 'ایمیل معتبر نیست.' });
    expect(checkLoginId('0812345678')).toEqual({ ok: false, message: 'شماره موبایل یا ایمیل معتبر نیست.' });
    expect(checkLoginId('sara')).toEqual({ ok: false, message: 'شماره موبایل یا ایمیل معتبر نیست.' });
  });

  it('shows a number in Persian digits and an e-mail as typed', () => {
    expect(displayLoginId('0912 345')).toBe('۰۹۱۲ ۳۴۵');
    expect(displayLoginId('ali1360@example.com')).toBe('ali1360@example.com');
  });
});

describe('OtpLoginForm: password sign-in', () => {
  const loginField = () => screen.getByRole('textbox', { name: /شماره موبایل یا ایمیل/ });
  const passwordField = () => screen.getByLabelText(/^رمز عبور/, { selector: 'input' });
  const signIn = () => screen.getByRole('button', { name: 'ورود' });

  it('is offered only when the screen handles it', () => {
    setup();
    expect(screen.queryByRole('button', { name: 'ورود با رمز عبور' })).toBeNull();
  });

  it('carries the typed number over, signs in with the canonical username, and goes back to the code with it', async () => {
    const onSubmitPassword = vi.fn(async () => undefined);
    const onStepChange = vi.fn();
    setup({ onSubmitPassword, onStepChange });
    await userEvent.type(phoneField(), '۰۹۱۲۱۲۳۴۵۶۷');
    await userEvent.click(screen.getByRole('button', { name: 'ورود با رمز عبور' }));
    expect(onStepChange).toHaveBeenLastCalledWith('password');
    expect(loginField()).toHaveValue('۰۹۱۲۱۲۳۴۵۶۷');
    await userEvent.type(passwordField(), 'secret123');
    await userEvent.click(signIn());
    expect(onSubmitPassword).toHaveBeenCalledWith('09121234567', 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'ورود با کد تایید' }));
    expect(phoneField()).toHaveValue('۰۹۱۲۱۲۳۴۵۶۷');
  });

  it('shows the server message for a wrong password until the password is typed again', async () => {
    const onSubmitPassword = vi.fn(async () => {
      throw new Error('400');
    });
    setup({ onSubmitPassword, defaultStep: 'password', defaultPhone: '09121234567', passwordError: 'نام کاربری یا رمز عبور نادرست است.' });
    expect(screen.queryByText('نام کاربری یا رمز عبور نادرست است.')).toBeNull();
    await userEvent.type(passwordField(), 'guess1234');
    await userEvent.click(signIn());
    expect(await screen.findByText('نام کاربری یا رمز عبور نادرست است.')).toBeInTheDocument();
    await userEvent.type(passwordField(), 'x');
    expect(screen.queryByText('نام کاربری یا رمز عبور نادرست است.')).toBeNull();
  });

  it('waits while the account is locked out, but not for another account', async () => {
    const onSubmitPassword = vi.fn(async () => {
      throw new Error('429');
    });
    setup({ onSubmitPassword, defaultStep: 'password', defaultPhone: '09121234567', passwordLocked: true, passwordError: 'تلاش‌های ناموفق زیاد بود؛ ۱۵ دقیقه دیگر دوباره امتحان کنید.' });
    await userEvent.type(passwordField(), 'guess1234');
    await userEvent.click(signIn());
    expect(await screen.findByRole('alert')).toHaveTextContent('۱۵ دقیقه دیگر');
    expect(signIn()).toBeDisabled();
    await userEvent.click(signIn());
    expect(onSubmitPassword).toHaveBeenCalledTimes(1);
    await userEvent.clear(loginField());
    await userEvent.type(loginField(), 'sara@example.com');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(signIn()).toBeEnabled();
  });

  it('checks both fields before asking the server', async () => {
    const onSubmitPassword = vi.fn(async () => undefined);
    setup({ onSubmitPassword, defaultStep: 'password' });
    await userEvent.click(signIn());
    expect(screen.getByText('شماره موبایل یا ایمیل را وارد کنید.')).toBeInTheDocument();
    expect(screen.getByText('رمز عبور را وارد کنید.')).toBeInTheDocument();
    expect(onSubmitPassword).not.toHaveBeenCalled();
  });
});
