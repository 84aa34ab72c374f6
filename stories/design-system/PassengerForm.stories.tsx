import { useState } from 'react';
import { Button } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PassengerKind } from '../../src/domain/enums';
import {
  EMPTY_PASSENGER, PassengerForm, passengerErrors, type PassengerFormProps,
} from '../../src/design-system/PassengerForm';
import { BOOKING_TODAY, FLIGHT_DATE, foreignAdult, iranianAdult, ON_MOBILE } from './fixtures/booking';

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
  argTypes: { kind: { control: 'inline-radio', options: [1, 2, 3] } },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, name: RegExp | string) => within(canvasElement).getByRole('textbox', { name });

export const Playground: Story = {};

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

/** Blur shows the domain validators' Persian messages; fixing the field clears them as you type. */
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

/** Switching to a foreigner swaps national code and Persian names for nationality and passport. */
export const Foreigner: Story = {
  args: { value: foreignAdult },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox', { name: /کد ملی/ })).toBeNull();
    await expect(canvas.getByRole('combobox', { name: /ملیت/ })).toHaveValue('TR');
    await expect(field(canvasElement, /شماره گذرنامه/)).toHaveValue('U12345678');
  },
};

export const SwitchToForeigner: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('غیر ایرانی'));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ nationality: '' }));
    await expect(canvas.getByRole('combobox', { name: /ملیت/ })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: /^نام \(فارسی\)/ })).toBeNull();
  },
};

/** Abroad, an Iranian needs a passport too, valid 6 months past the flight date. */
export const InternationalPassportTooShort: Story = {
  args: { international: true, value: { ...iranianAdult, passportNumber: 'K12345678', passportExpiryDate: '2027-03-01' }, submitted: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('گذرنامه باید تا ۶ ماه پس از تاریخ پرواز اعتبار داشته باشد.')).toBeVisible();
  },
};

/** A hotel room's lead guest: no birth date and no kind badge; a foreigner's passport must last to check-out. */
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

/** A child's birth date must make them 2 to under 12 on the flight date. */
export const ChildWrongAge: Story = {
  args: { kind: PassengerKind.Child, title: 'مسافر ۲', value: { ...iranianAdult, firstNameEn: 'Nima', firstNameFa: 'نیما' }, submitted: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('کودک')).toBeVisible();
    await expect(canvas.getByText('سن کودک در روز پرواز باید بین ۲ تا ۱۲ سال باشد.')).toBeVisible();
  },
};

/** The infant picker opens on the allowed months only: the last two years up to today. */
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

/** meta.errors from the server, per field, until the field is edited. */
export const ServerErrors: Story = {
  args: { value: iranianAdult, errors: { nationalCode: ['این کد ملی برای مسافر دیگری در این سفارش ثبت شده است.'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('این کد ملی برای مسافر دیگری در این سفارش ثبت شده است.')).toBeVisible();
    await userEvent.type(field(canvasElement, /کد ملی/), '{Backspace}9');
    await expect(canvas.queryByText('این کد ملی برای مسافر دیگری در این سفارش ثبت شده است.')).toBeNull();
  },
};

export const OnMobile: Story = { ...ON_MOBILE, args: { submitted: true } };

export const ForeignerOnMobile: Story = { ...ON_MOBILE, args: { value: foreignAdult, international: true } };
