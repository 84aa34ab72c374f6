import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../../../src/design-system/ThemeProvider';
import { formatResendCountdown, OtpLoginForm, resendSecondsLeft, type OtpLoginFormProps } from '../../../src/design-system/OtpLoginForm';

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
