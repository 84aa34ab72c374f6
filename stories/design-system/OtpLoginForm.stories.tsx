import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OtpLoginForm } from '../../src/design-system/OtpLoginForm';
import { ON_MOBILE } from './fixtures/flights';
import { STORY_NOW } from './fixtures/account';

const never = () => new Promise<never>(() => {});

const meta = {
  title: 'Design system/Account/OtpLoginForm',
  component: OtpLoginForm,
  args: {
    onRequestCode: fn(async () => undefined),
    onSubmitCode: fn(async () => undefined),
    onSubmitPassword: fn(async () => undefined),
    onStepChange: fn(),
    resendAfter: 120,
    now: STORY_NOW,
  },
  argTypes: { defaultStep: { control: 'inline-radio', options: ['phone', 'code', 'password'] } },
} satisfies Meta<typeof OtpLoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const onCode = { defaultStep: 'code', defaultPhone: '09123456789' } as const;

export const Playground: Story = {};

/** Persian digits typed, the canonical 09… number sent, then the code step. */
export const EnterPhone: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    const field = form.getByRole('textbox', { name: /شماره موبایل/ });
    await userEvent.type(field, '۰۹۱۲۳۴۵۶۷۸۹');
    await userEvent.click(form.getByRole('button', { name: 'دریافت کد تایید' }));
    await expect(args.onRequestCode).toHaveBeenCalledWith('09123456789');
    await waitFor(() => expect(form.getByRole('heading', { name: 'کد تایید را وارد کنید' })).toBeVisible());
    await expect(form.getByText('۰۹۱۲۳۴۵۶۷۸۹')).toBeVisible();
    await expect(args.onStepChange).toHaveBeenLastCalledWith('code');
  },
};

/** +98 and Latin digits are shown in Persian digits and sent as 09…. */
export const LatinDigitsAndPrefix: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    const field = form.getByRole('textbox', { name: /شماره موبایل/ });
    await userEvent.type(field, '+989351234567');
    await expect(field).toHaveValue('+۹۸۹۳۵۱۲۳۴۵۶۷');
    await userEvent.keyboard('{Enter}');
    await expect(args.onRequestCode).toHaveBeenCalledWith('09351234567');
  },
};

export const InvalidPhone: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: /شماره موبایل/ }), '۰۸۱۲۳');
    await userEvent.click(form.getByRole('button', { name: 'دریافت کد تایید' }));
    await expect(form.getByText('شماره موبایل نامعتبر است.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: /شماره موبایل/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onRequestCode).not.toHaveBeenCalled();
  },
};

/** The server refused the number: its message comes in as a prop. */
export const PhoneServerError: Story = {
  args: { defaultPhone: '09123456789', phoneError: 'ارسال پیامک ممکن نشد. چند دقیقه دیگر دوباره تلاش کنید.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/ارسال پیامک ممکن نشد/)).toBeVisible();
  },
};

export const RequestingCode: Story = {
  args: { defaultPhone: '09123456789', onRequestCode: fn(never) },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'دریافت کد تایید' }));
    await waitFor(() => expect(canvasElement.querySelector('form')).toHaveAttribute('aria-busy', 'true'));
    await expect(form.getByRole('button', { name: 'دریافت کد تایید' })).toHaveAttribute('data-loading');
  },
};

/** Code sent at STORY_NOW: two minutes until a resend. Persian digits typed, Latin sent. */
export const EnterCode: Story = {
  args: onCode,
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await expect(form.getByText('۲:۰۰')).toBeVisible();
    await expect(form.queryByRole('button', { name: 'ارسال دوباره کد' })).toBeNull();
    await userEvent.click(form.getByRole('textbox', { name: 'رقم ۱ از ۵ کد تایید' }));
    await userEvent.keyboard('۱۲۳۴۵');
    await waitFor(() => expect(args.onSubmitCode).toHaveBeenCalledWith('09123456789', '12345'));
  },
};

export const WrongCode: Story = {
  args: { ...onCode, codeError: 'کد وارد شده اشتباه است.' },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(form.getByRole('alert')).toHaveTextContent('کد وارد شده اشتباه است.');
    await expect(form.getByRole('textbox', { name: 'رقم ۱ از ۵ کد تایید' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const CheckingCode: Story = {
  args: { ...onCode, onSubmitCode: fn(never) },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByRole('textbox', { name: 'رقم ۱ از ۵ کد تایید' }));
    await userEvent.keyboard('54321');
    await waitFor(() => expect(form.getByRole('button', { name: 'ورود' })).toHaveAttribute('data-loading'));
  },
};

/** The countdown is over: a new code may be asked for. */
export const ResendAvailable: Story = {
  args: { ...onCode, resendAfter: 0 },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'ارسال دوباره کد' }));
    await expect(args.onRequestCode).toHaveBeenCalledWith('09123456789');
  },
};

export const EditPhone: Story = {
  args: onCode,
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'ویرایش شماره' }));
    await expect(form.getByRole('textbox', { name: /شماره موبایل/ })).toHaveValue('۰۹۱۲۳۴۵۶۷۸۹');
    await expect(args.onStepChange).toHaveBeenLastCalledWith('phone');
  },
};

export const CodeOnMobile: Story = {
  args: onCode,
  ...ON_MOBILE,
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'رقم ۱ از ۵ کد تایید' });
    await expect(box.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
    await expect(within(canvasElement).getByRole('button', { name: 'ویرایش شماره' }).getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
  },
};

const onPassword = { defaultStep: 'password', defaultPhone: '09123456789' } as const;
/** The server's answer to a wrong password, as the screen passes it after a rejected sign-in. */
const refused = () => fn(async () => {
  throw new Error('400');
});
const passwordField = (form: ReturnType<typeof within>) => form.getByLabelText(/^رمز عبور/, { selector: 'input' });

async function signIn(form: ReturnType<typeof within>, password = 'secret123') {
  await userEvent.type(passwordField(form), password);
  await userEvent.click(form.getByRole('button', { name: 'ورود' }));
}

/** «ورود با رمز عبور» on the first step carries the number typed so far. */
export const ChoosePassword: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: /شماره موبایل/ }), '09123456789');
    await userEvent.click(form.getByRole('button', { name: 'ورود با رمز عبور' }));
    await expect(form.getByRole('heading', { name: 'ورود با رمز عبور' })).toBeVisible();
    await expect(form.getByRole('textbox', { name: /شماره موبایل یا ایمیل/ })).toHaveValue('۰۹۱۲۳۴۵۶۷۸۹');
    await expect(args.onStepChange).toHaveBeenLastCalledWith('password');
  },
};

/** A number in any digits is sent as 09…, with the password as typed. */
export const EnterPassword: Story = {
  args: onPassword,
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await signIn(form, 'secret۱۲۳');
    await expect(args.onSubmitPassword).toHaveBeenCalledWith('09123456789', 'secret۱۲۳');
  },
};

/** An e-mail works as the username too; it is sent trimmed and lower-cased. */
export const PasswordWithEmail: Story = {
  args: { defaultStep: 'password' },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: /شماره موبایل یا ایمیل/ }), ' Sara@Example.com ');
    await signIn(form);
    await expect(args.onSubmitPassword).toHaveBeenCalledWith('sara@example.com', 'secret123');
  },
};

/** Nothing is sent until both fields make sense; each says what is missing. */
export const PasswordMissingFields: Story = {
  args: { defaultStep: 'password' },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: /شماره موبایل یا ایمیل/ }), '0912');
    await userEvent.click(form.getByRole('button', { name: 'ورود' }));
    await expect(form.getByText('شماره موبایل یا ایمیل معتبر نیست.')).toBeVisible();
    await expect(form.getByText('رمز عبور را وارد کنید.')).toBeVisible();
    await expect(passwordField(form)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmitPassword).not.toHaveBeenCalled();
  },
};

/** The server's one message for a wrong password (and for an account without one). */
export const WrongPassword: Story = {
  args: { ...onPassword, onSubmitPassword: refused(), passwordError: 'نام کاربری یا رمز عبور نادرست است.' },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await signIn(form, 'guess1234');
    await waitFor(() => expect(form.getByText('نام کاربری یا رمز عبور نادرست است.')).toBeVisible());
    await expect(passwordField(form)).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('button', { name: 'ورود' })).toBeEnabled();
  },
};

/** 429: too many wrong passwords. The server's message says how long; sign-in waits, the code is offered. */
export const LockedOut: Story = {
  args: {
    ...onPassword, onSubmitPassword: refused(), passwordLocked: true,
    passwordError: 'تلاش‌های ناموفق زیاد بود؛ ۱۵ دقیقه دیگر دوباره امتحان کنید.',
  },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await signIn(form, 'guess1234');
    await waitFor(() => expect(form.getByRole('alert')).toHaveTextContent('۱۵ دقیقه دیگر'));
    await expect(form.getByRole('button', { name: 'ورود' })).toBeDisabled();
    await expect(form.getByRole('button', { name: 'ورود با کد تایید' })).toBeEnabled();
  },
};

export const SigningIn: Story = {
  args: { ...onPassword, onSubmitPassword: fn(never) },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await signIn(form);
    await waitFor(() => expect(canvasElement.querySelector('form')).toHaveAttribute('aria-busy', 'true'));
    await expect(form.getByRole('button', { name: 'ورود' })).toHaveAttribute('data-loading');
    await expect(form.getByRole('button', { name: 'ورود با کد تایید' })).toBeDisabled();
  },
};

/** Forgot it, or never set one: back to the code, with the number already in. */
export const BackToCode: Story = {
  args: onPassword,
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'ورود با کد تایید' }));
    await expect(form.getByRole('textbox', { name: /شماره موبایل/ })).toHaveValue('۰۹۱۲۳۴۵۶۷۸۹');
    await expect(args.onStepChange).toHaveBeenLastCalledWith('phone');
  },
};

export const PasswordOnMobile: Story = {
  args: onPassword,
  ...ON_MOBILE,
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(passwordField(form).getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
    await expect(form.getByRole('button', { name: 'ورود با کد تایید' }).getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
    await expect(form.getByRole('button', { name: 'نمایش رمز عبور' })).toBeInTheDocument();
  },
};
