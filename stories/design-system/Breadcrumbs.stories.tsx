import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Breadcrumbs } from '../../src/design-system/Breadcrumbs';
import { ON_MOBILE } from './fixtures/flights';
import { navigate, storyLink } from './fixtures/links';

const meta = {
  title: 'Design system/Shell/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { label: 'صفحه اصلی', href: '/' },
      { label: 'قوانین و مقررات', href: '/privacy/' },
      { label: 'قوانین پرواز چارتری' },
    ],
    renderLink: storyLink,
  },
  argTypes: { renderLink: { control: false } },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const PolicyPage: Story = {
  play: async ({ canvasElement }) => {
    const trail = within(canvasElement);
    const nav = trail.getByRole('navigation', { name: 'مسیر صفحه' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(2);
    const current = trail.getByText('قوانین پرواز چارتری');
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current.closest('a')).toBeNull();
    await userEvent.click(trail.getByRole('link', { name: 'قوانین و مقررات' }));
    await expect(navigate).toHaveBeenLastCalledWith('/privacy/');
  },
};

/** A deep profile page: the trail wraps on a phone instead of overflowing. */
export const DeepOnMobile: Story = {
  args: {
    items: [
      { label: 'صفحه اصلی', href: '/' },
      { label: 'حساب کاربری', href: '/profile/' },
      { label: 'سفرهای من', href: '/profile/my-travels/' },
      { label: 'جزئیات سفارش', href: '/profile/my-travels/order-details/' },
      { label: 'بلیت‌های پرواز' },
    ],
  },
  ...ON_MOBILE,
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(4);
    for (const link of links) await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
