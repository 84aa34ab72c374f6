import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { OtpLoginForm } from '../../src/design-system/OtpLoginForm';
import { ON_MOBILE, ON_TABLET } from './fixtures/flights';
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
  parameters: {
    docs: {
      description: {
        component: 'ورود یا ثبت‌نام مسافر: اول شماره موبایل، بعد کد پنج‌رقمی که پیامک می‌شود؛ یا برای کسی که رمز ساخته، موبایل یا ایمیل و رمز عبور. '
          + 'مسافر آن را در صفحه ورود و پیش از پرداخت می‌بیند؛ هر رقمی (فارسی، عربی یا لاتین) و پیشوند ‎+98 پذیرفته می‌شود و پیام‌های سرور زیر همان کادر می‌آیند.',
      },
    },
  },
  argTypes: {
    onRequestCode: { description: 'از سرور می‌خواهد کد را به شماره (به شکل ۰۹…) پیامک کند؛ اگر موفق شود فرم به گام کد می‌رود، اگر رد شود همان‌جا می‌ماند. دکمه «ارسال دوباره کد» هم همین را صدا می‌زند.' },
    onSubmitCode: { description: 'کد پنج‌رقمی را (با رقم لاتین) برای بررسی می‌فرستد؛ وقتی مسافر خانه پنجم را پر کند خودش صدا زده می‌شود. اگر رد شود فرم در گام کد می‌ماند.' },
    phoneError: { description: 'پیام سرور برای شماره، زیر کادر شماره؛ مثلاً «ارسال پیامک ممکن نشد».' },
    codeError: { description: 'پیام سرور برای کد نادرست یا منقضی، زیر خانه‌های کد؛ مثلاً «کد وارد شده اشتباه است».' },
    onSubmitPassword: { description: 'ورود با رمز عبور (نام کاربری: شماره ۰۹… یا ایمیل). اگر صفحه آن را بدهد، گام اول پیوند «ورود با رمز عبور» هم دارد.' },
    passwordError: { description: 'پیام سرور برای ورود ناموفق با رمز، زیر کادر رمز؛ با تایپ دوباره رمز می‌رود.' },
    passwordLocked: { description: 'سرور پس از تلاش‌های نادرست زیاد، ورود با رمز را برای آن حساب موقتاً بسته است؛ پیام با مدت انتظار در کادر نارنجی می‌آید و «ورود» غیرفعال می‌شود.' },
    resendAfter: { description: 'چند ثانیه پس از ارسال کد، «ارسال دوباره کد» ممکن می‌شود؛ تا آن وقت شمارش معکوس دیده می‌شود. پیش‌فرض ۱۲۰ ثانیه.' },
    now: { description: 'لحظه ثابت «اکنون»؛ اگر داده شود شمارش معکوس همان را نشان می‌دهد و جلو نمی‌رود. برای داستان‌ها و آزمون‌ها؛ صفحه‌ها آن را نمی‌دهند.' },
    clock: { description: 'جایی که شمارش معکوس ساعت را از آن می‌خواند؛ پیش‌فرض ساعت دستگاه.' },
    defaultPhone: { description: 'شماره‌ای که از اول در کادر است، با هر رقمی؛ مثلاً وقتی مسافر از گام کد به «ویرایش شماره» برمی‌گردد.' },
    defaultStep: {
      control: 'inline-radio',
      options: ['phone', 'code', 'password'],
      description: 'گامی که فرم با آن باز می‌شود: شماره موبایل، کد (وقتی کد از پیش فرستاده شده) یا رمز عبور. پیش‌فرض گام شماره است.',
    },
    onStepChange: { description: 'هر بار که گام عوض می‌شود صدا زده می‌شود؛ صفحه با آن عنوان یا دکمه بازگشت را عوض می‌کند.' },
  },
} satisfies Meta<typeof OtpLoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const onCode = { defaultStep: 'code', defaultPhone: '09123456789' } as const;

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/** مسافر شماره را با رقم فارسی می‌نویسد؛ شماره به شکل ۰۹… فرستاده می‌شود و فرم به گام کد می‌رود. */
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

/** شماره با ‎+98 و رقم لاتین: در کادر با رقم فارسی دیده می‌شود و به شکل ۰۹… فرستاده می‌شود. */
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

/** شماره نادرست: پیش از تماس با سرور، زیر کادر «شماره موبایل نامعتبر است.» می‌آید و چیزی فرستاده نمی‌شود. */
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

/** سرور شماره را نپذیرفت: پیام خود سرور زیر کادر شماره می‌آید. */
export const PhoneServerError: Story = {
  args: { defaultPhone: '09123456789', phoneError: 'ارسال پیامک ممکن نشد. چند دقیقه دیگر دوباره تلاش کنید.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/ارسال پیامک ممکن نشد/)).toBeVisible();
  },
};

/** در حال فرستادن کد: دکمه چرخنده نشان می‌دهد و فرم تا پاسخ سرور دوباره فرستاده نمی‌شود. */
export const RequestingCode: Story = {
  args: { defaultPhone: '09123456789', onRequestCode: fn(never) },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'دریافت کد تایید' }));
    await waitFor(() => expect(canvasElement.querySelector('form')).toHaveAttribute('aria-busy', 'true'));
    await expect(form.getByRole('button', { name: 'دریافت کد تایید' })).toHaveAttribute('data-loading');
  },
};

/** کد همین حالا فرستاده شد: دو دقیقه تا «ارسال دوباره کد». مسافر کد را با رقم فارسی می‌زند و کد با رقم لاتین فرستاده می‌شود. */
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

/** کد نادرست: پیام سرور زیر خانه‌های کد می‌آید و خانه‌ها نادرست علامت می‌خورند. */
export const WrongCode: Story = {
  args: { ...onCode, codeError: 'کد وارد شده اشتباه است.' },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(form.getByRole('alert')).toHaveTextContent('کد وارد شده اشتباه است.');
    await expect(form.getByRole('textbox', { name: 'رقم ۱ از ۵ کد تایید' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** در حال بررسی کد: دکمه «ورود» چرخنده نشان می‌دهد تا پاسخ سرور برسد. */
export const CheckingCode: Story = {
  args: { ...onCode, onSubmitCode: fn(never) },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByRole('textbox', { name: 'رقم ۱ از ۵ کد تایید' }));
    await userEvent.keyboard('54321');
    await waitFor(() => expect(form.getByRole('button', { name: 'ورود' })).toHaveAttribute('data-loading'));
  },
};

/** شمارش معکوس تمام شده: مسافر می‌تواند کد تازه بخواهد. */
export const ResendAvailable: Story = {
  args: { ...onCode, resendAfter: 0 },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'ارسال دوباره کد' }));
    await expect(args.onRequestCode).toHaveBeenCalledWith('09123456789');
  },
};

/** «ویرایش شماره»: مسافر با همان شماره‌ای که زده بود به گام اول برمی‌گردد. */
export const EditPhone: Story = {
  args: onCode,
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'ویرایش شماره' }));
    await expect(form.getByRole('textbox', { name: /شماره موبایل/ })).toHaveValue('۰۹۱۲۳۴۵۶۷۸۹');
    await expect(args.onStepChange).toHaveBeenLastCalledWith('phone');
  },
};

/** گام کد در گوشی: خانه‌های کد و پیوند «ویرایش شماره» دست‌کم ۴۰ پیکسل بلندی دارند. */
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

/** «ورود با رمز عبور» در گام اول: شماره‌ای که تا اینجا زده شده با خودش به گام رمز می‌آید. */
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

/** ورود با رمز: شماره با هر رقمی به شکل ۰۹… فرستاده می‌شود و رمز همان‌طور که تایپ شده. */
export const EnterPassword: Story = {
  args: onPassword,
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await signIn(form, 'secret۱۲۳');
    await expect(args.onSubmitPassword).toHaveBeenCalledWith('09123456789', 'secret۱۲۳');
  },
};

/** ایمیل هم به‌جای شماره پذیرفته می‌شود؛ بی‌فاصله‌های دو طرف و با حروف کوچک فرستاده می‌شود. */
export const PasswordWithEmail: Story = {
  args: { defaultStep: 'password' },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: /شماره موبایل یا ایمیل/ }), ' Sara@Example.com ');
    await signIn(form);
    await expect(args.onSubmitPassword).toHaveBeenCalledWith('sara@example.com', 'secret123');
  },
};

/** تا هر دو کادر درست نباشند چیزی فرستاده نمی‌شود؛ هر کادر می‌گوید چه کم است. */
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

/** رمز نادرست: یک پیام سرور هم برای رمز اشتباه و هم برای حسابی که رمز ندارد، تا معلوم نشود کدام شماره رمز دارد. */
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

/** تلاش‌های نادرست زیاد (۴۲۹): پیام سرور مدت انتظار را می‌گوید، «ورود» غیرفعال می‌ماند و «ورود با کد تایید» پیشنهاد می‌شود. */
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

/** در حال ورود با رمز: دکمه «ورود» چرخنده نشان می‌دهد و تغییر روش ورود تا پاسخ سرور بسته است. */
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

/** رمز را فراموش کرده یا ندارد: با شماره‌ای که زده بود به ورود با کد برمی‌گردد. */
export const BackToCode: Story = {
  args: onPassword,
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'ورود با کد تایید' }));
    await expect(form.getByRole('textbox', { name: /شماره موبایل/ })).toHaveValue('۰۹۱۲۳۴۵۶۷۸۹');
    await expect(args.onStepChange).toHaveBeenLastCalledWith('phone');
  },
};

/** گام رمز در گوشی: کادر رمز، دکمه نمایش رمز و «ورود با کد تایید» همه به اندازه لمس انگشت. */
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

/** گام شماره در گوشی، جایی که بیشتر مسافران وارد می‌شوند: شماره با رقم فارسی در کادر دیده می‌شود و کادر و دکمه‌ها به اندازه لمس انگشت‌اند. */
export const PhoneOnMobile: Story = {
  ...ON_MOBILE,
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    const field = form.getByRole('textbox', { name: /شماره موبایل/ });
    await expect(field.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
    await expect(form.getByRole('button', { name: 'دریافت کد تایید' }).getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
    await expect(form.getByRole('button', { name: 'ورود با رمز عبور' }).getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
    // Entered as a paste would: on a docs page this story runs in a frame beside others and does not hold the keyboard.
    fireEvent.change(field, { target: { value: '09123456789' } });
    await expect(field).toHaveValue('۰۹۱۲۳۴۵۶۷۸۹');
  },
};

const longEmail = 'mohammadreza.hosseinzadeh.esfahani.travel@company-mail.example.com';

/** ایمیل لاتین بلند در گوشی: متن در کادر چپ‌به‌راست می‌ماند و درون کادر جابه‌جا می‌شود، صفحه پهن نمی‌شود؛ ایمیل درست است و فقط رمز خواسته می‌شود. */
export const LongEmailOnMobile: Story = {
  args: { defaultStep: 'password' },
  ...ON_MOBILE,
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    const login = form.getByRole('textbox', { name: /شماره موبایل یا ایمیل/ });
    // Entered as a paste would (framed on the docs page, the story does not hold the keyboard).
    fireEvent.change(login, { target: { value: longEmail } });
    await expect(login).toHaveValue(longEmail);
    await expect(getComputedStyle(login).direction).toBe('ltr');
    await expect(login.scrollWidth).toBeGreaterThan(login.clientWidth);
    await userEvent.click(form.getByRole('button', { name: 'ورود' }));
    await expect(form.queryByText('ایمیل معتبر نیست.')).toBeNull();
    await expect(form.getByText('رمز عبور را وارد کنید.')).toBeVisible();
    await expect(args.onSubmitPassword).not.toHaveBeenCalled();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** ورود با رمز بسته شده، در گوشی: کادر نارنجی با پیام بلند سرور در چند سطر و «ورود با کد تایید» برجسته. */
export const LockedOutOnMobile: Story = {
  args: {
    ...onPassword, onSubmitPassword: refused(), passwordLocked: true,
    passwordError: 'به دلیل تلاش‌های ناموفق پشت‌سرهم، ورود با رمز عبور برای این حساب تا ۱۵ دقیقه دیگر بسته است. تا آن زمان می‌توانید با کد تایید پیامکی وارد شوید.',
  },
  ...ON_MOBILE,
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    // Entered as a paste would (framed on the docs page, the story does not hold the keyboard).
    fireEvent.change(passwordField(form), { target: { value: 'guess1234' } });
    await userEvent.click(form.getByRole('button', { name: 'ورود' }));
    await waitFor(() => expect(form.getByRole('alert')).toHaveTextContent('۱۵ دقیقه دیگر'));
    await expect(form.getByRole('button', { name: 'ورود' })).toBeDisabled();
    await expect(form.getByRole('button', { name: 'ورود با کد تایید' }).getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** گام شماره در تبلت ۷۶۸ پیکسلی: فرم پهن نمی‌شود و در عرض خودش می‌ماند. */
export const OnTablet: Story = {
  ...ON_TABLET,
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(form.getByRole('heading', { name: 'ورود یا ثبت‌نام' })).toBeVisible();
    await expect(canvasElement.querySelector('form')!.getBoundingClientRect().width).toBeLessThanOrEqual(416);
  },
};
