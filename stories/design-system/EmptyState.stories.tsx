import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconReceiptOff, IconTicket } from '@tabler/icons-react';
import { EmptyState } from '../../src/design-system/EmptyState';
import { ON_MOBILE } from './fixtures/flights';
import { navigate, storyLink } from './fixtures/links';

const meta = {
  title: 'Design system/Account/EmptyState',
  component: EmptyState,
  args: {
    title: 'هنوز سفری ندارید',
    text: 'بلیت‌هایی که می‌خرید اینجا می‌آیند. اولین سفرتان را همین حالا جستجو کنید.',
    icon: <IconTicket aria-hidden />,
    action: { label: 'جستجوی پرواز', href: '/flight/' },
    renderLink: storyLink,
    framed: true,
  },
  argTypes: { icon: { control: false }, renderLink: { control: false } },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** No orders yet: the action is a link to the flight search. */
export const WithLink: Story = {
  play: async ({ canvasElement }) => {
    const state = within(canvasElement);
    await expect(state.getByText('هنوز سفری ندارید')).toBeVisible();
    const link = state.getByRole('link', { name: 'جستجوی پرواز' });
    await expect(link).toHaveAttribute('href', '/flight/');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenLastCalledWith('/flight/');
  },
};

/** No transactions: the action opens the top-up dialog. */
export const WithButton: Story = {
  args: {
    title: 'تراکنشی ثبت نشده است',
    text: 'با افزایش موجودی کیف پول، اولین تراکنش شما اینجا دیده می‌شود.',
    icon: <IconReceiptOff aria-hidden />,
    action: { label: 'افزایش موجودی', onClick: fn() },
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'افزایش موجودی' }));
    await expect(args.action?.onClick).toHaveBeenCalledTimes(1);
  },
};

export const WithoutAction: Story = {
  args: { action: undefined, title: 'مسافری ذخیره نشده است', text: undefined, framed: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const OnMobile: Story = { ...ON_MOBILE };
