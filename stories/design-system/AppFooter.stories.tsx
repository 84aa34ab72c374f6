import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppFooter } from '../../src/design-system/AppFooter';
import { ON_MOBILE, ON_TABLET } from './fixtures/flights';
import { navigate, storyLink } from './fixtures/links';
import { SUPPORT_PHONE } from './fixtures/shell';

const meta = {
  title: 'Design system/Shell/AppFooter',
  component: AppFooter,
  args: { supportPhone: SUPPORT_PHONE, copyrightYear: 1405, renderLink: storyLink },
  argTypes: {
    supportPhone: {
      description: 'شماره پشتیبانی شبانه‌روزی، با رقم فارسی یا لاتین و با همان خط تیره‌ای که باید چاپ شود، مثل «021-43900000». '
        + 'روی صفحه با رقم فارسی نوشته می‌شود و لمس آن در گوشی شماره را می‌گیرد.',
    },
    linkGroups: {
      description: 'ستون‌های پیوند، هر کدام با عنوان و فهرست پیوندها. پیش‌فرض دو ستون است: «سفرآسا» (درباره ما، تماس با ما، حریم خصوصی) '
        + 'و «قوانین و مقررات» (شش صفحه قوانین خرید بلیت، پرواز چارتری و سیستمی، پرواز خارجی، هتل و ویزا). برنامه همین پیش‌فرض را به کار می‌برد.',
    },
    renderLink: {
      control: false,
      description: 'هر پیوند را می‌کشد؛ برنامه پیوند مسیریاب خودش را می‌دهد تا صفحه بی‌بارگذاری دوباره عوض شود. پیش‌فرض یک پیوند ساده است.',
    },
    copyrightYear: {
      description: 'سال شمسی سطر «© ۱۴۰۵ سفرآسا. همه حقوق محفوظ است.»؛ اگر داده نشود این سطر نیست، چون سامانه طراحی ساعت نمی‌خواند. برنامه فعلاً سال را نمی‌دهد.',
    },
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: 'پاصفحه سایت، پایین همه صفحه‌ها: اول «پشتیبانی ۲۴ ساعته» با شماره‌ای که با یک لمس گرفته می‌شود، '
          + 'بعد پیوند صفحه‌های درباره ما، تماس با ما، حریم خصوصی و شش صفحه قوانین. مسافر برای کمک گرفتن یا خواندن قوانین خرید و استرداد به آن سر می‌زند.',
      },
    },
  },
} satisfies Meta<typeof AppFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/** پاصفحه در دسکتاپ: پشتیبانی و دو ستون پیوند در یک ردیف و سطر حق نشر زیرشان. شماره با رقم فارسی نوشته می‌شود و لمسش تماس می‌گیرد. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement);
    await expect(footer.getByRole('heading', { name: 'پشتیبانی ۲۴ ساعته' })).toBeVisible();
    await expect(footer.getByRole('link', { name: '۰۲۱-۴۳۹۰۰۰۰۰' })).toHaveAttribute('href', 'tel:02143900000');
    const policies = footer.getByRole('navigation', { name: 'قوانین و مقررات' });
    const hrefs = within(policies).getAllByRole('link').map((a) => a.getAttribute('href'));
    await expect(hrefs).toEqual([
      '/privacy/buying-ticket/', '/privacy/charter-flight/', '/privacy/system-flight/',
      '/privacy/international-flight/', '/privacy/hotel/', '/privacy/visa/',
    ]);
    await userEvent.click(footer.getByRole('link', { name: 'درباره ما' }));
    await expect(navigate).toHaveBeenLastCalledWith('/about-us/');
  },
};

/** بدون سال: سطر حق نشر نیست. برنامه پاصفحه را همین‌طور نشان می‌دهد. */
export const WithoutCopyright: Story = { args: { copyrightYear: undefined } };

/** در گوشی ۳۷۵ پیکسلی: همه‌چیز زیر هم، شش صفحه قوانین در دو ستون، و هر پیوند دست‌کم ۴۰ پیکسل بلندی دارد تا با انگشت زده شود. */
export const OnMobile: Story = {
  ...ON_MOBILE,
  parameters: { ...ON_MOBILE.parameters, layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    for (const link of within(canvasElement).getAllByRole('link')) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
    }
  },
};

/** در تبلت ۷۶۸ پیکسلی: پشتیبانی یک ردیف کامل می‌گیرد و دو ستون پیوند زیرش کنار هم می‌نشینند. */
export const OnTablet: Story = {
  ...ON_TABLET,
  parameters: { ...ON_TABLET.parameters, layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement);
    const [about, policies] = footer.getAllByRole('navigation');
    const support = footer.getByRole('heading', { name: 'پشتیبانی ۲۴ ساعته' });
    await expect(about!.getBoundingClientRect().top).toBe(policies!.getBoundingClientRect().top);
    await expect(support.getBoundingClientRect().bottom).toBeLessThan(about!.getBoundingClientRect().top);
    await userEvent.click(within(policies!).getByRole('link', { name: 'قوانین رزرو هتل' }));
    await expect(navigate).toHaveBeenLastCalledWith('/privacy/hotel/');
  },
};

const longGroups = [
  {
    title: 'سفرآسا، همراه سفرهای داخلی و خارجی شما',
    links: [
      { label: 'درباره ما و داستان راه‌اندازی سفرآسا', href: '/about-us/' },
      { label: 'تماس با ما و نشانی دفترهای فروش در تهران، مشهد و شیراز', href: '/contact-us/' },
      { label: 'حریم خصوصی', href: '/privacy/' },
    ],
  },
  {
    title: 'قوانین و مقررات خرید، استرداد و تغییر بلیت',
    links: [
      { label: 'قوانین استرداد بلیت پروازهای چارتری داخلی در ایام نوروز', href: '/privacy/charter-flight/' },
      { label: 'قوانین پرواز سیستمی', href: '/privacy/system-flight/' },
      { label: 'قوانین لغو رزرو هتل‌های داخلی و خارجی و بازگشت وجه', href: '/privacy/hotel/' },
      { label: 'قوانین ویزا', href: '/privacy/visa/' },
    ],
  },
];

/** عنوان‌ها و پیوندهای بلند در گوشی: متن در ستون خودش به سطر بعد می‌رود، چیزی بریده نمی‌شود و صفحه به پهلو اسکرول نمی‌خورد. */
export const LongLinksOnMobile: Story = {
  args: { linkGroups: longGroups },
  ...ON_MOBILE,
  parameters: { ...ON_MOBILE.parameters, layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement);
    const refund = footer.getByRole('link', { name: 'قوانین استرداد بلیت پروازهای چارتری داخلی در ایام نوروز' });
    await expect(refund).toBeVisible();
    // Wrapped onto more than one line, inside the phone's width.
    await expect(refund.getBoundingClientRect().height).toBeGreaterThan(40);
    await expect(refund.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(refund);
    await expect(navigate).toHaveBeenLastCalledWith('/privacy/charter-flight/');
  },
};
