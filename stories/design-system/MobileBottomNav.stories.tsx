import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { IconHeadset } from '@tabler/icons-react';
import { BOTTOM_NAV_ITEMS, MobileBottomNav } from '../../src/design-system/MobileBottomNav';
import { ON_MOBILE } from './fixtures/flights';
import { navigate, storyLink } from './fixtures/links';

// A phone-only bar fixed to the bottom: every story is on the phone viewport, screenshot the page.
const meta = {
  title: 'Design system/Shell/MobileBottomNav',
  component: MobileBottomNav,
  args: { active: 'home', renderLink: storyLink },
  argTypes: { renderLink: { control: false }, active: { control: 'inline-radio', options: ['home', 'my-travels', 'wallet', 'account'] } },
  ...ON_MOBILE,
  parameters: { ...ON_MOBILE.parameters, layout: 'fullscreen' },
} satisfies Meta<typeof MobileBottomNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Home: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'پیمایش اصلی' });
    const links = within(nav).getAllByRole('link');
    await expect(links).toHaveLength(4);
    await expect(within(nav).getByRole('link', { name: 'خانه' })).toHaveAttribute('aria-current', 'page');
    for (const link of links) await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
    // Fixed to the bottom of the 812 px phone.
    await expect(Math.round(nav.getBoundingClientRect().bottom)).toBe(812);
    await userEvent.click(within(nav).getByRole('link', { name: 'کیف پول' }));
    await expect(navigate).toHaveBeenLastCalledWith('/profile/transactions/');
  },
};

export const MyTravelsActive: Story = {
  args: { active: 'my-travels' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'سفرهای من' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Five items: support added. */
export const FiveItems: Story = {
  args: {
    active: 'account',
    items: [...BOTTOM_NAV_ITEMS, { key: 'support', label: 'پشتیبانی', href: '/contact-us/', icon: IconHeadset }],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(5);
  },
};

/** From 576 px up the bar is hidden: the header carries the navigation. */
export const HiddenOnDesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  parameters: { viewport: { defaultViewport: 'desktop' }, layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};
