import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { IconHeadset } from '@tabler/icons-react';
import { BOTTOM_NAV_ITEMS, MobileBottomNav } from '../../src/design-system/MobileBottomNav';
import { ON_MOBILE, ON_TABLET } from './fixtures/flights';
import { navigate, storyLink } from './fixtures/links';

// A phone-only bar fixed to the bottom: every story is on the phone viewport, screenshot the page.
const meta = {
  title: 'Design system/Shell/MobileBottomNav',
  component: MobileBottomNav,
  args: { active: 'home', renderLink: storyLink },
  argTypes: {
    active: {
      control: 'inline-radio',
      options: ['home', 'my-travels', 'wallet', 'account'],
      description: 'کلید بخش جاری، که آبی و پررنگ می‌شود. برنامه آن را از نشانی صفحه می‌سازد: خانه، سفرهای من، کیف پول یا حساب کاربری؛ '
        + 'در صفحه‌هایی که زیر هیچ‌کدام نیستند (مثل نتایج پرواز) خالی است و هیچ بخشی پررنگ نمی‌شود.',
    },
    items: { description: 'چهار یا پنج بخش، هر کدام با نام کوتاه فارسی، نشانی و نماد. پیش‌فرض: خانه، سفرهای من، کیف پول و حساب کاربری.' },
    renderLink: {
      control: false,
      description: 'هر پیوند را می‌کشد؛ برنامه پیوند مسیریاب خودش را می‌دهد تا صفحه بی‌بارگذاری دوباره عوض شود. پیش‌فرض یک پیوند ساده است.',
    },
    alwaysVisible: {
      description: 'در هر عرضی دیده شود، برای چیدمانی که خودش فقط در گوشی نشان داده می‌شود. پیش‌فرض خاموش: از ۵۷۶ پیکسل به بالا نوار پنهان است و سرصفحه کارش را می‌کند.',
    },
  },
  // Some page above the bar: on a docs page the story's frame is as tall as its content, and a fixed bar alone has none.
  decorators: [(Story) => <div style={{ minBlockSize: 200 }}><Story /></div>],
  ...ON_MOBILE,
  parameters: {
    ...ON_MOBILE.parameters,
    layout: 'fullscreen',
    docs: {
      description: {
        component: 'نوار ثابت پایین گوشی با چهار یا پنج بخش: خانه، سفرهای من، کیف پول و حساب کاربری. '
          + 'مسافر با شست خود میان بخش‌های اصلی جابه‌جا می‌شود و بخش جاری آبی و پررنگ است. از ۵۷۶ پیکسل به بالا پنهان است و سرصفحه این کار را می‌کند.',
      },
    },
  },
} satisfies Meta<typeof MobileBottomNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/** در صفحه اصلی: «خانه» پررنگ است؛ هر بخش ستونی ۵۶ پیکسلی است و نوار به پایین گوشی چسبیده. */
export const Home: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'پیمایش اصلی' });
    const links = within(nav).getAllByRole('link');
    await expect(links).toHaveLength(4);
    await expect(within(nav).getByRole('link', { name: 'خانه' })).toHaveAttribute('aria-current', 'page');
    for (const link of links) await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
    // Fixed to the bottom of the phone's screen (812 px; a docs page's frame is shorter).
    await expect(Math.round(nav.getBoundingClientRect().bottom)).toBe(window.innerHeight);
    await userEvent.click(within(nav).getByRole('link', { name: 'کیف پول' }));
    await expect(navigate).toHaveBeenLastCalledWith('/profile/transactions/');
  },
};

/** در سفرهای من: این بخش پررنگ است. */
export const MyTravelsActive: Story = {
  args: { active: 'my-travels' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'سفرهای من' })).toHaveAttribute('aria-current', 'page');
  },
};

/** پنج بخش: «پشتیبانی» هم افزوده شده و ستون‌ها باریک‌تر می‌شوند. */
export const FiveItems: Story = {
  args: {
    active: 'account',
    items: [...BOTTOM_NAV_ITEMS, { key: 'support', label: 'پشتیبانی', href: '/contact-us/', icon: IconHeadset }],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(5);
  },
};

/** از ۵۷۶ پیکسل به بالا نوار پنهان است: سرصفحه پیمایش را بر عهده دارد. */
export const HiddenOnDesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  parameters: { viewport: { defaultViewport: 'desktop' }, layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

/** صفحه‌ای که زیر هیچ بخشی نیست، مثل نتایج پرواز یا صفحه هتل: هیچ بخشی پررنگ نیست، ولی هر چهار بخش در دسترس‌اند. */
export const NoSectionActive: Story = {
  args: { active: undefined },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'پیمایش اصلی' });
    for (const link of within(nav).getAllByRole('link')) await expect(link).not.toHaveAttribute('aria-current');
    await userEvent.click(within(nav).getByRole('link', { name: 'سفرهای من' }));
    await expect(navigate).toHaveBeenLastCalledWith('/profile/my-travels/');
  },
};

/** پنج بخش با نام‌های بلند: نام‌ها در ستون خود می‌مانند (نام بلند با «…» کوتاه می‌شود) و نوار از عرض گوشی بیرون نمی‌زند؛ صفحه‌خوان نام کامل را می‌خواند. */
export const LongLabels: Story = {
  args: {
    active: 'support',
    items: [
      ...BOTTOM_NAV_ITEMS,
      { key: 'support', label: 'پشتیبانی و پرسش‌های متداول', href: '/contact-us/', icon: IconHeadset },
    ],
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'پیمایش اصلی' });
    const support = within(nav).getByRole('link', { name: 'پشتیبانی و پرسش‌های متداول' });
    await expect(support).toHaveAttribute('aria-current', 'page');
    // Five equal columns: the long label takes no room from its neighbours; it is cut short instead.
    const widths = within(nav).getAllByRole('link').map((link) => Math.round(link.getBoundingClientRect().width));
    await expect(new Set(widths).size).toBe(1);
    const label = within(support).getByText('پشتیبانی و پرسش‌های متداول');
    await expect(label.scrollWidth).toBeGreaterThan(label.clientWidth);
    await expect(nav.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
    await expect(Math.round(nav.getBoundingClientRect().bottom)).toBe(window.innerHeight);
  },
};

/** با `alwaysVisible` در تبلت ۷۶۸ پیکسلی: برای چیدمانی که خودش فقط در گوشی است؛ نوار همه عرض را می‌گیرد و چهار ستون پهن می‌شوند. */
export const AlwaysVisibleOnTablet: Story = {
  args: { alwaysVisible: true, active: 'wallet' },
  ...ON_TABLET,
  parameters: { ...ON_TABLET.parameters, layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'پیمایش اصلی' });
    await expect(nav).toBeVisible();
    await expect(Math.round(nav.getBoundingClientRect().bottom)).toBe(window.innerHeight);
    await expect(within(nav).getByRole('link', { name: 'کیف پول' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('link', { name: 'خانه' }));
    await expect(navigate).toHaveBeenLastCalledWith('/');
  },
};
