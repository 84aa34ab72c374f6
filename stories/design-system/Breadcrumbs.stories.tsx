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
  argTypes: {
    items: {
      description: 'از صفحه اصلی تا صفحه جاری، به ترتیب خواندن؛ هر مورد نام فارسی (`label`) و نشانی (`href`) دارد. '
        + 'آخرین مورد صفحه جاری است، کم‌رنگ نوشته می‌شود و هرگز پیوند نیست. فهرست خالی چیزی نمی‌کشد.',
    },
    renderLink: {
      control: false,
      description: 'هر پیوند را می‌کشد؛ برنامه پیوند مسیریاب خودش را می‌دهد تا صفحه بی‌بارگذاری دوباره عوض شود. پیش‌فرض یک پیوند ساده است.',
    },
  },
  parameters: {
    docs: {
      description: {
        component: 'مسیر صفحه، بالای صفحه‌های محتوا، قوانین، ویزا و فهرست‌ها: پیوند هر صفحه بالادستی از «صفحه اصلی» تا صفحه جاری، با شِورون‌های رو به چپ. '
          + 'مسافر می‌بیند کجای سایت است و با یک لمس به صفحه بالاتر برمی‌گردد.',
      },
    },
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/** صفحه قوانین پرواز چارتری: دو پیوند بالادستی و صفحه جاری که پیوند نیست و کم‌رنگ است. */
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

/** یک صفحه عمیق حساب کاربری در گوشی: مسیر به جای بیرون زدن از صفحه به سطر بعد می‌رود و هر پیوند دست‌کم ۴۰ پیکسل بلندی دارد. */
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

const longTitle = 'راهنمای کامل شرایط ورود، مدارک لازم و زمان صدور ویزای توریستی و تجاری امارات متحده عربی برای گذرنامه‌های ایرانی';

/** عنوان بسیار بلند صفحه جاری در گوشی: نام صفحه در چند سطر می‌شکند، کامل خوانده می‌شود و صفحه به پهلو اسکرول نمی‌خورد. */
export const LongTitleOnMobile: Story = {
  args: {
    items: [
      { label: 'صفحه اصلی', href: '/' },
      { label: 'ویزا', href: '/visa/' },
      { label: 'امارات متحده عربی', href: '/visa/uae/' },
      { label: longTitle },
    ],
  },
  ...ON_MOBILE,
  play: async ({ canvasElement }) => {
    const trail = within(canvasElement);
    const current = trail.getByText(longTitle);
    await expect(current).toBeVisible();
    await expect(current).toHaveAttribute('aria-current', 'page');
    // Wrapped inside the phone's width, not cut off.
    await expect(current.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
    await expect(current.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(trail.getByRole('link', { name: 'امارات متحده عربی' }));
    await expect(navigate).toHaveBeenLastCalledWith('/visa/uae/');
  },
};

/** نام‌هایی با واژه‌های لاتین، مثل صفحه خدمات CIP: واژه‌های لاتین در جای خود می‌مانند و شِورون‌ها همچنان رو به چپ‌اند. */
export const LatinWords: Story = {
  args: {
    items: [
      { label: 'صفحه اصلی', href: '/' },
      { label: 'خدمات CIP فرودگاه', href: '/cip/' },
      { label: 'CIP فرودگاه امام خمینی (IKA)' },
    ],
  },
  play: async ({ canvasElement }) => {
    const trail = within(canvasElement);
    const cip = trail.getByRole('link', { name: 'خدمات CIP فرودگاه' });
    const current = trail.getByText('CIP فرودگاه امام خمینی (IKA)');
    // Right to left: each crumb further along sits to the left of the one before it.
    await expect(current.getBoundingClientRect().right).toBeLessThanOrEqual(cip.getBoundingClientRect().left);
    await userEvent.click(cip);
    await expect(navigate).toHaveBeenLastCalledWith('/cip/');
  },
};
