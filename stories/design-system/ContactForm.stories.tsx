import { useState } from 'react';
import { Button } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ContactForm, contactErrors, type ContactFormProps } from '../../src/design-system/ContactForm';
import { ON_MOBILE, ON_TABLET } from './fixtures/booking';

/** The screen's side: holds the value, submits, and blocks a submit with errors. */
function Stateful(args: ContactFormProps & { onSubmit?: () => void }) {
  const [value, setValue] = useState(args.value);
  const [submitted, setSubmitted] = useState(args.submitted ?? false);
  return (
    <form
      style={{ maxWidth: 720 }}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (Object.keys(contactErrors(value)).length === 0) args.onSubmit?.();
      }}
    >
      <ContactForm {...args} value={value} submitted={submitted} onChange={(next) => { setValue(next); args.onChange(next); }} />
      <Button type="submit" mt="md">ادامه</Button>
    </form>
  );
}

const meta = {
  title: 'Design system/Booking/ContactForm',
  component: ContactForm,
  render: Stateful,
  args: { value: { mobile: '', email: '' }, onChange: fn(), onSubmit: fn() },
  parameters: {
    docs: {
      description: {
        component: 'اطلاعات تماس خریدار: شماره موبایل (الزامی) و ایمیل (اختیاری). مسافر آن را زیر فرم مسافران در خرید پرواز، هتل، تور، CIP و روادید پر می‌کند؛ '
          + 'بلیت، واچر و کد پیگیری به همین شماره پیامک می‌شود. شماره با ارقام فارسی، عربی یا لاتین و با پیش‌شماره ‎+98‎ پذیرفته می‌شود.',
      },
    },
  },
  argTypes: {
    value: { description: 'شماره و ایمیلی که تا اینجا تایپ شده؛ مقدار در دست صفحه است. ارقام شماره لاتین نگه داشته و فارسی نشان داده می‌شوند.' },
    onChange: { description: 'با هر تغییر صدا زده می‌شود؛ ارقام لاتین می‌رسند و فیلدِ درست هنگام خروج از آن پاک‌سازی می‌شود (مثلاً ‎+98‎ به ۰۹…).' },
    errors: { description: 'پیام‌های سرور برای هر فیلد (از پاسخ ۴۰۰)؛ هر پیام زیر فیلد خودش می‌ماند تا مسافر آن فیلد را ویرایش کند.' },
    submitted: { description: 'مسافر دکمه ادامه را زده است: همه فیلدهای نادرست پیامشان را نشان می‌دهند، حتی اگر هنوز لمس نشده باشند.' },
    legend: { description: 'عنوان بالای فرم؛ پیش‌فرض «اطلاعات تماس».' },
    disabled: { description: 'همه فیلدها غیرفعال‌اند، مثلاً تا سفارش ذخیره می‌شود.' },
    mobileNote: {
      description: 'جمله زیر فیلد موبایل که می‌گوید چه چیزی پیامک می‌شود. پیش‌فرض واچر و کد پیگیری است (هتل، تور، CIP)؛ صفحه پرواز «بلیت» و روادید «رسید درخواست» را می‌دهد.',
    },
    onSubmit: { description: 'فقط در این داستان‌ها: فرمِ نمونه پس از ادامه، اگر خطایی نباشد، این را صدا می‌زند. ارسال واقعی کار صفحه است.' },
  },
} satisfies Meta<ContactFormProps & { onSubmit?: () => void }>;

export default meta;
type Story = StoryObj<typeof meta>;

const mobileField = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: /شماره موبایل/ });

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/** شماره با ارقام فارسی تایپ می‌شود: فیلد همان ارقام فارسی را نشان می‌دهد و صفحه شماره را با ارقام لاتین می‌گیرد. */
export const PersianDigits: Story = {
  play: async ({ canvasElement, args }) => {
    const mobile = mobileField(canvasElement);
    await userEvent.type(mobile, '۰۹۱۲۱۲۳۴۵۶۷');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith({ mobile: '09121234567', email: '' });
    await expect(mobile).toHaveValue('۰۹۱۲۱۲۳۴۵۶۷');
    await expect(mobile).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/** شماره با پیش‌شماره ‎+98‎ هم پذیرفته می‌شود و با خروج از فیلد به شکل ۰۹… درمی‌آید. */
export const CanonicalOnBlur: Story = {
  play: async ({ canvasElement, args }) => {
    const mobile = mobileField(canvasElement);
    await userEvent.type(mobile, '+989351234567');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith({ mobile: '09351234567', email: '' });
  },
};

/** شماره ناقص و ایمیل نادرست: با خروج از فیلد، پیام فارسی هر کدام زیر خودش می‌آید. */
export const InvalidOnBlur: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(mobileField(canvasElement), '۰۹۱۲');
    await userEvent.type(canvas.getByRole('textbox', { name: /ایمیل/ }), 'ali@');
    await userEvent.tab();
    await expect(canvas.getByText('شماره موبایل نامعتبر است.')).toBeVisible();
    await expect(canvas.getByText('ایمیل معتبر نیست.')).toBeVisible();
  },
};

/** ادامه با فرم خالی: پیام «شماره موبایل را وارد کنید.» می‌آید و فرم ارسال نمی‌شود. */
export const SubmitEmpty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'ادامه' }));
    await expect(canvas.getByText('شماره موبایل را وارد کنید.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** خطای سرور (پاسخ ۴۰۰) برای یک فیلد: زیر همان فیلد نشان داده می‌شود تا مسافر آن را ویرایش کند. */
export const ServerErrors: Story = {
  args: { value: { mobile: '09121234567', email: 'ali@example.com' }, errors: { email: ['این ایمیل برای حساب دیگری ثبت شده است.'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('این ایمیل برای حساب دیگری ثبت شده است.')).toBeVisible();
  },
};

/** با اولین ویرایش ایمیل، خطای سرورِ آن برداشته می‌شود. */
export const ServerErrorClearsOnEdit: Story = {
  args: { ...ServerErrors.args },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /ایمیل/ }), 'x');
    await expect(canvas.queryByText('این ایمیل برای حساب دیگری ثبت شده است.')).toBeNull();
  },
};

/** در گوشی پس از زدن ادامه با شماره ناقص: فیلدها زیر هم و پیام خطا زیر شماره. */
export const OnMobile: Story = { ...ON_MOBILE, args: { value: { mobile: '0912', email: '' }, submitted: true } };

/** شماره با ارقام لاتین و ایمیل لاتین تایپ می‌شود: شماره با ارقام فارسی دیده می‌شود و ایمیل چپ‌به‌راست می‌ماند و با خروج از فیلد به حروف کوچک درمی‌آید. */
export const LatinInput: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const mobile = mobileField(canvasElement);
    await userEvent.type(mobile, '09121234567');
    await expect(mobile).toHaveValue('۰۹۱۲۱۲۳۴۵۶۷');
    const email = canvas.getByRole('textbox', { name: /ایمیل/ });
    await userEvent.type(email, 'Sara.Mohammadi@example.com');
    await userEvent.tab();
    await expect(email).toHaveValue('sara.mohammadi@example.com');
    await expect(getComputedStyle(email).direction).toBe('ltr');
    await expect(args.onChange).toHaveBeenLastCalledWith({ mobile: '09121234567', email: 'sara.mohammadi@example.com' });
    await userEvent.click(canvas.getByRole('button', { name: 'ادامه' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** تا سفارش ذخیره می‌شود: فیلدها پر و غیرفعال‌اند و مسافر نمی‌تواند چیزی را عوض کند. */
export const Disabled: Story = {
  args: { value: { mobile: '09121234567', email: 'sara@example.com' }, disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(mobileField(canvasElement)).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: /ایمیل/ })).toBeDisabled();
  },
};

/** متن بلند زیر شماره در گوشی (مثل صفحه پرواز): جمله در چند خط می‌شکند و پیام خطا بالای آن می‌آید. */
export const LongNoteOnMobile: Story = {
  ...ON_MOBILE,
  args: {
    value: { mobile: '0935', email: '' },
    submitted: true,
    legend: 'اطلاعات تماس خریدار بلیت',
    mobileNote: 'بلیت، کد پیگیری و هر خبر تأخیر یا تغییر ساعت پرواز به این شماره پیامک می‌شود؛ شماره‌ای بدهید که در سفر همراه شماست.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/هر خبر تأخیر یا تغییر ساعت پرواز/)).toBeVisible();
    await expect(canvas.getByText('شماره موبایل نامعتبر است.')).toBeVisible();
    await expect(mobileField(canvasElement)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** در تبلت ۷۶۸ پیکسلی: فرم جای کافی دارد و شماره و ایمیل کنار هم در دو ستون می‌نشینند. */
export const OnTablet: Story = {
  ...ON_TABLET,
  args: { value: { mobile: '09121234567', email: 'sara@example.com' } },
  play: async ({ canvasElement }) => {
    const mobile = mobileField(canvasElement).getBoundingClientRect();
    const email = within(canvasElement).getByRole('textbox', { name: /ایمیل/ }).getBoundingClientRect();
    await expect(Math.abs(mobile.top - email.top)).toBeLessThan(2);
    // Right to left: the mobile field is the first column, on the right.
    await expect(mobile.left).toBeGreaterThan(email.left);
  },
};
