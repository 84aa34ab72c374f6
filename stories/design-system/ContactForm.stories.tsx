import { useState } from 'react';
import { Button } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ContactForm, contactErrors, type ContactFormProps } from '../../src/design-system/ContactForm';
import { ON_MOBILE } from './fixtures/booking';

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
} satisfies Meta<ContactFormProps & { onSubmit?: () => void }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Persian digits in, Latin digits out; the display stays Persian. */
export const PersianDigits: Story = {
  play: async ({ canvasElement, args }) => {
    const mobile = within(canvasElement).getByRole('textbox', { name: /شماره موبایل/ });
    await userEvent.type(mobile, '۰۹۱۲۱۲۳۴۵۶۷');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith({ mobile: '09121234567', email: '' });
    await expect(mobile).toHaveValue('۰۹۱۲۱۲۳۴۵۶۷');
    await expect(mobile).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/** +98 is accepted and cleaned to 09… when the field loses focus. */
export const CanonicalOnBlur: Story = {
  play: async ({ canvasElement, args }) => {
    const mobile = within(canvasElement).getByRole('textbox', { name: /شماره موبایل/ });
    await userEvent.type(mobile, '+989351234567');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith({ mobile: '09351234567', email: '' });
  },
};

export const InvalidOnBlur: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /شماره موبایل/ }), '۰۹۱۲');
    await userEvent.type(canvas.getByRole('textbox', { name: /ایمیل/ }), 'ali@');
    await userEvent.tab();
    await expect(canvas.getByText('شماره موبایل نامعتبر است.')).toBeVisible();
    await expect(canvas.getByText('ایمیل معتبر نیست.')).toBeVisible();
  },
};

export const SubmitEmpty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'ادامه' }));
    await expect(canvas.getByText('شماره موبایل را وارد کنید.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** meta.errors from a 400: shown per field until that field is edited. */
export const ServerErrors: Story = {
  args: { value: { mobile: '09121234567', email: 'ali@example.com' }, errors: { email: ['این ایمیل برای حساب دیگری ثبت شده است.'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('این ایمیل برای حساب دیگری ثبت شده است.')).toBeVisible();
  },
};

export const ServerErrorClearsOnEdit: Story = {
  args: { ...ServerErrors.args },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /ایمیل/ }), 'x');
    await expect(canvas.queryByText('این ایمیل برای حساب دیگری ثبت شده است.')).toBeNull();
  },
};

export const OnMobile: Story = { ...ON_MOBILE, args: { value: { mobile: '0912', email: '' }, submitted: true } };
