import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CancelReservationDialog } from '../../src/design-system/CancelReservationDialog';
import { ON_MOBILE } from './fixtures/booking';

const meta = {
  title: 'Design system/Booking/CancelReservationDialog',
  component: CancelReservationDialog,
  args: { opened: true, orderNumber: 100_482, cancelling: false, error: null, onClose: fn(), onConfirm: fn() },
  // A modal in a portal: screenshot the page.
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ minBlockSize: 420 }}><Story /></div>],
} satisfies Meta<typeof CancelReservationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => {
  const found = await within(document.body).findByRole('dialog', { name: 'لغو رزرو' });
  await waitFor(() => expect(found).toBeVisible());
  return found;
};

export const Playground: Story = {};

/** Asked before cancelling: «بله، رزرو لغو شود» cancels, «انصراف» keeps the reservation. */
export const Asking: Story = {
  play: async ({ args }) => {
    const box = await dialog();
    await expect(within(box).getByText(/۱۰۰۴۸۲/)).toBeVisible();
    await userEvent.click(within(box).getByRole('button', { name: 'بله، رزرو لغو شود' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(within(box).getByRole('button', { name: 'انصراف' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** The cancel is on its way: the confirm button spins and «انصراف» waits. */
export const Cancelling: Story = {
  args: { cancelling: true },
  play: async () => {
    const box = await dialog();
    await expect(within(box).getByRole('button', { name: 'بله، رزرو لغو شود' })).toHaveAttribute('data-loading', 'true');
    await expect(within(box).getByRole('button', { name: 'انصراف' })).toBeDisabled();
  },
};

/** The server refused (the order was paid meanwhile): its Persian reason in the dialog. */
export const Refused: Story = {
  args: { error: 'این سفارش پرداخت شده است و لغو نمی‌شود؛ برای بازگشت وجه، درخواست استرداد ثبت کنید.' },
  play: async () => {
    const box = await dialog();
    await expect(within(box).getByRole('alert')).toHaveTextContent('لغو نمی‌شود');
  },
};

export const OnMobile: Story = { ...ON_MOBILE, parameters: { ...ON_MOBILE.parameters, layout: 'fullscreen' } };
