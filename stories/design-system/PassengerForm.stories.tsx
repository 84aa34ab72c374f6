import { useState } from 'react';
import { Button, Checkbox } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PassengerKind } from '../../src/domain/enums';
import {
  EMPTY_PASSENGER, PassengerForm, passengerErrors, type PassengerFormProps,
} from '../../src/design-system/PassengerForm';
import { BOOKING_TODAY, FLIGHT_DATE, foreignAdult, iranianAdult, ON_MOBILE, ON_TABLET } from './fixtures/booking';

type Args = PassengerFormProps & { onSubmit?: () => void };

/** The screen's side: holds the value, submits, and blocks a submit with errors. */
function Stateful(args: Args) {
  const [value, setValue] = useState(args.value);
  const [submitted, setSubmitted] = useState(args.submitted ?? false);
  const rules = {
    kind: args.kind, flightDate: args.flightDate, international: args.international ?? false, today: args.today ?? BOOKING_TODAY, guest: args.guest,
  };
  return (
    <form
      style={{ maxWidth: 760 }}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (Object.keys(passengerErrors(value, rules)).length === 0) args.onSubmit?.();
      }}
    >
      <PassengerForm {...args} value={value} submitted={submitted} onChange={(next) => { setValue(next); args.onChange(next); }} />
      <Button type="submit" mt="md">ادامه</Button>
    </form>
  );
}

const meta = {
  title: 'Design system/Booking/PassengerForm',
  component: PassengerForm,
  render: Stateful,
  args: {
    kind: PassengerKind.Adult, title: 'مسافر ۱', value: EMPTY_PASSENGER, flightDate: FLIGHT_DATE, today: BOOKING_TODAY,
    international: false, onChange: fn(), onSubmit: fn(),
  },
  parameters: {
    docs: {
      description: {
        component: 'مشخصات یک مسافر در مرحله «مسافران» خرید پرواز، هتل و روادید، و در «مسافران من» حساب کاربری: نام فارسی و انگلیسی، جنسیت، تاریخ تولد شمسی، '
          + 'و کد ملی برای ایرانی یا ملیت و گذرنامه برای غیر ایرانی. هر فیلد پیام خطای فارسی خودش را زیر خودش نشان می‌دهد؛ مقدار و ارسال در دست صفحه است.',
      },
    },
  },
  argTypes: {
    kind: {
      control: 'inline-radio',
      options: [1, 2, 3],
      description: 'نوع مسافر: ۱ بزرگسال، ۲ کودک، ۳ نوزاد. در برچسب کنار عنوان می‌آید و روزهای مجاز تقویم تاریخ تولد را تعیین می‌کند.',
    },
    value: { description: 'مشخصاتی که تا اینجا وارد شده؛ مقدار در دست صفحه است. کلیدها همان کلیدهای API‌اند تا خطای سرور به فیلد درست برسد.' },
    onChange: { description: 'با هر تغییر صدا زده می‌شود؛ ارقام لاتین می‌رسند و فیلدِ درست هنگام خروج پاک‌سازی می‌شود (فاصله‌های اضافه، «ی» و «ک» فارسی، حروف بزرگ گذرنامه).' },
    flightDate: { description: 'روز پرواز: سن مسافر و اعتبار گذرنامه تا این روز شمرده می‌شود. برای مهمان هتل، روز خروج از هتل است.' },
    international: { description: 'پرواز خارجی: همه، حتی ایرانی‌ها، گذرنامه‌ای می‌خواهند که تا ۶ ماه پس از پرواز اعتبار داشته باشد.' },
    errors: { description: 'پیام‌های سرور برای هر فیلد (از پاسخ ۴۰۰)؛ هر پیام زیر فیلد خودش می‌ماند تا مسافر آن را ویرایش کند.' },
    submitted: { description: 'مسافر دکمه ادامه را زده است: همه فیلدهای نادرست پیامشان را نشان می‌دهند، حتی آن‌هایی که لمس نشده‌اند.' },
    today: { description: 'امروزِ تهران؛ هیچ‌کس بعد از آن به دنیا نیامده است. صفحه روز ثابتی را از سرور می‌دهد و داستان‌ها روزی ثابت.' },
    title: { description: 'عنوان کارت پیش از برچسب نوع، مثل «مسافر ۱» یا «مهمان اتاق ۱»؛ پیش‌فرض «مشخصات مسافر».' },
    countries: { description: 'ملیت‌هایی که مسافر غیر ایرانی می‌تواند انتخاب کند؛ پیش‌فرض فهرست کشورهای پرتکرار، یا فهرست کامل کشورها از سرور.' },
    headerAction: { description: 'چیزی که در سرِ کارت کشیده می‌شود؛ صفحه خرید تیک «ذخیره در مسافران من» را اینجا می‌گذارد.' },
    guest: { description: 'سرپرست یک اتاق هتل: تاریخ تولد و برچسب نوع ندارد و گذرنامه‌اش باید تا روز خروج از هتل معتبر باشد.' },
    onSubmit: { description: 'فقط در این داستان‌ها: فرمِ نمونه پس از ادامه، اگر خطایی نباشد، این را صدا می‌زند. ارسال واقعی کار صفحه است.' },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, name: RegExp | string) => within(canvasElement).getByRole('textbox', { name });

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/** بزرگسال ایرانیِ کامل: نام فارسی و انگلیسی و کد ملی با ارقام فارسی؛ گذرنامه لازم نیست و ادامه فرم را می‌فرستد. */
export const IranianAdult: Story = {
  args: { value: iranianAdult },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('بزرگسال')).toBeVisible();
    await expect(field(canvasElement, /کد ملی/)).toHaveValue('۰۴۹۹۳۷۰۸۹۹');
    await expect(canvas.queryByRole('textbox', { name: /شماره گذرنامه/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'ادامه' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** خروج از فیلد پیام فارسی هر خطا را نشان می‌دهد (نام لاتین در فیلد فارسی، کد ملی نادرست) و درست کردن فیلد پیام را همان‌جا برمی‌دارد. */
export const ValidationOnBlur: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvasElement, /^نام \(فارسی\)/), 'Sara');
    await userEvent.type(field(canvasElement, /کد ملی/), '۱۲۳۴۵۶۷۸۹۰');
    await userEvent.tab();
    await expect(canvas.getByText('فقط حروف فارسی مجاز است.')).toBeVisible();
    await expect(canvas.getByText('کد ملی نامعتبر است.')).toBeVisible();
    await userEvent.clear(field(canvasElement, /^نام \(فارسی\)/));
    await userEvent.type(field(canvasElement, /^نام \(فارسی\)/), 'سارا');
    await expect(canvas.queryByText('فقط حروف فارسی مجاز است.')).toBeNull();
  },
};

/** ادامه با فرم خالی: هر فیلد الزامی پیام خودش را می‌گیرد و فرم ارسال نمی‌شود. */
export const SubmitEmpty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'ادامه' }));
    await expect(canvas.getByText('نام را به فارسی وارد کنید.')).toBeVisible();
    await expect(canvas.getByText('نام خانوادگی را به انگلیسی وارد کنید.')).toBeVisible();
    await expect(canvas.getByText('جنسیت را انتخاب کنید.')).toBeVisible();
    await expect(canvas.getByText('تاریخ تولد را انتخاب کنید.')).toBeVisible();
    await expect(canvas.getByText('کد ملی را وارد کنید.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** مسافر غیر ایرانی: به جای نام فارسی و کد ملی، ملیت و شماره و تاریخ انقضای گذرنامه می‌خواهد. */
export const Foreigner: Story = {
  args: { value: foreignAdult },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox', { name: /کد ملی/ })).toBeNull();
    await expect(canvas.getByRole('combobox', { name: /ملیت/ })).toHaveValue('TR');
    await expect(field(canvasElement, /شماره گذرنامه/)).toHaveValue('U12345678');
  },
};

/** مسافر «غیر ایرانی» را می‌زند: فیلدهای نام فارسی می‌روند و انتخاب ملیت می‌آید. */
export const SwitchToForeigner: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('غیر ایرانی'));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ nationality: '' }));
    await expect(canvas.getByRole('combobox', { name: /ملیت/ })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: /^نام \(فارسی\)/ })).toBeNull();
  },
};

/** پرواز خارجی: مسافر ایرانی هم گذرنامه می‌خواهد، و گذرنامه‌ای که کمتر از ۶ ماه پس از پرواز اعتبار دارد پیام خطا می‌گیرد. */
export const InternationalPassportTooShort: Story = {
  args: { international: true, value: { ...iranianAdult, passportNumber: 'K12345678', passportExpiryDate: '2027-03-01' }, submitted: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('گذرنامه باید تا ۶ ماه پس از تاریخ پرواز اعتبار داشته باشد.')).toBeVisible();
  },
};

/** سرپرست اتاق هتل: تاریخ تولد و برچسب نوع ندارد و گذرنامه مهمان خارجی باید تا روز خروج از هتل معتبر باشد. */
export const HotelLeadGuest: Story = {
  args: { guest: true, title: 'مهمان اتاق ۱', value: { ...foreignAdult, passportExpiryDate: '2026-01-02' }, submitted: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('تاریخ تولد')).toBeNull();
    await expect(canvas.queryByText('بزرگسال')).toBeNull();
    await expect(canvas.getByText('گذرنامه تا روز خروج از هتل باید معتبر باشد.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'ادامه' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** کودک باید در روز پرواز ۲ تا زیر ۱۲ سال داشته باشد؛ تاریخ تولد بزرگسال برای او پیام خطا می‌گیرد. */
export const ChildWrongAge: Story = {
  args: { kind: PassengerKind.Child, title: 'مسافر ۲', value: { ...iranianAdult, firstNameEn: 'Nima', firstNameFa: 'نیما' }, submitted: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('کودک')).toBeVisible();
    await expect(canvas.getByText('سن کودک در روز پرواز باید بین ۲ تا ۱۲ سال باشد.')).toBeVisible();
  },
};

/** تقویم تاریخ تولد نوزاد فقط روزهای مجاز را باز می‌گذارد: دو سال گذشته تا امروز. */
export const InfantBirthDatePicker: Story = {
  args: { kind: PassengerKind.Infant, title: 'مسافر ۳' },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 16, minBlockSize: 760 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^تاریخ تولد/ }));
    const dialog = await within(document.body).findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
    // Today (29 آبان ۱۴۰۵) is the last day an infant can have been born.
    await expect(within(dialog).getByRole('button', { name: /^۱ آذر ۱۴۰۵/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** خطای سرور برای یک فیلد (کد ملی تکراری در همین سفارش): زیر همان فیلد می‌ماند تا مسافر آن را ویرایش کند. */
export const ServerErrors: Story = {
  args: { value: iranianAdult, errors: { nationalCode: ['این کد ملی برای مسافر دیگری در این سفارش ثبت شده است.'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('این کد ملی برای مسافر دیگری در این سفارش ثبت شده است.')).toBeVisible();
    await userEvent.type(field(canvasElement, /کد ملی/), '{Backspace}9');
    await expect(canvas.queryByText('این کد ملی برای مسافر دیگری در این سفارش ثبت شده است.')).toBeNull();
  },
};

/** در گوشی پس از ادامه با فرم خالی: فیلدها در یک ستون و پیام هر خطا زیر فیلدش. */
export const OnMobile: Story = { ...ON_MOBILE, args: { submitted: true } };

/** مسافر غیر ایرانیِ پرواز خارجی در گوشی: ملیت و گذرنامه در یک ستون. */
export const ForeignerOnMobile: Story = { ...ON_MOBILE, args: { value: foreignAdult, international: true } };

/** مسافر خارجی نام و گذرنامه را لاتین تایپ می‌کند: فاصله‌های اضافه نام با خروج از فیلد برداشته و حروف گذرنامه بزرگ می‌شوند؛ حرف فارسی در نام انگلیسی خطا می‌گیرد. */
export const LatinInput: Story = {
  args: { value: { ...foreignAdult, firstNameEn: '', lastNameEn: '', passportNumber: '' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvasElement, /^نام \(انگلیسی\)/), '  Emre   Can ');
    await userEvent.tab();
    await expect(field(canvasElement, /^نام \(انگلیسی\)/)).toHaveValue('Emre Can');
    await userEvent.type(field(canvasElement, /^نام خانوادگی \(انگلیسی\)/), 'ییلماز');
    await userEvent.tab();
    await expect(canvas.getByText('فقط حروف انگلیسی مجاز است.')).toBeVisible();
    await userEvent.clear(field(canvasElement, /^نام خانوادگی \(انگلیسی\)/));
    await userEvent.type(field(canvasElement, /^نام خانوادگی \(انگلیسی\)/), 'Yilmaz');
    await userEvent.type(field(canvasElement, /شماره گذرنامه/), 'u12345678');
    await userEvent.tab();
    await expect(field(canvasElement, /شماره گذرنامه/)).toHaveValue('U12345678');
    await expect(canvas.queryByText('فقط حروف انگلیسی مجاز است.')).toBeNull();
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ firstNameEn: 'Emre Can', lastNameEn: 'Yilmaz', passportNumber: 'U12345678' }));
  },
};

/** The header's checkbox, as the booking screen passes it. */
const keepCheckbox = <Checkbox label="ذخیره در مسافران من" defaultChecked />;

/** نام‌های بلند فارسی و انگلیسی در گوشی، با تیک «ذخیره در مسافران من» در سرِ کارت: سرِ کارت می‌شکند و هیچ فیلدی از صفحه بیرون نمی‌زند. */
export const LongNamesOnMobile: Story = {
  ...ON_MOBILE,
  args: {
    title: 'مسافر ۱',
    headerAction: keepCheckbox,
    value: {
      ...iranianAdult,
      firstNameFa: 'سیده فاطمه‌زهرا', lastNameFa: 'حسینی‌طباطبایی اصفهانی‌نژاد',
      firstNameEn: 'Seyedeh Fatemeh Zahra', lastNameEn: 'Hosseini Tabatabaei Esfahaninejad',
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(field(canvasElement, /^نام خانوادگی \(فارسی\)/)).toHaveValue('حسینی‌طباطبایی اصفهانی‌نژاد');
    await expect(canvas.getByRole('checkbox', { name: 'ذخیره در مسافران من' })).toBeChecked();
    for (const input of canvas.getAllByRole('textbox')) await expect(input.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(canvas.getByRole('button', { name: 'ادامه' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** در تبلت ۷۶۸ پیکسلی: کارت جای کافی دارد و فیلدها دوتادو کنار هم می‌نشینند. */
export const OnTablet: Story = {
  ...ON_TABLET,
  args: { value: iranianAdult, headerAction: keepCheckbox },
  play: async ({ canvasElement }) => {
    const first = field(canvasElement, /^نام \(فارسی\)/).getBoundingClientRect();
    const last = field(canvasElement, /^نام خانوادگی \(فارسی\)/).getBoundingClientRect();
    await expect(Math.abs(first.top - last.top)).toBeLessThan(2);
    // Right to left: the first name is the first column, on the right.
    await expect(first.left).toBeGreaterThan(last.left);
  },
};
