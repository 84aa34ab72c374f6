import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconReceiptOff, IconTicket, IconUsers } from '@tabler/icons-react';
import { EmptyState } from '../../src/design-system/EmptyState';
import { ON_MOBILE, ON_TABLET } from './fixtures/flights';
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
  parameters: {
    docs: {
      description: {
        component: 'وقتی چیزی برای نشان دادن نیست: یک نماد، عنوان، یکی دو جمله و در صورت نیاز یک دکمه یا پیوند برای قدم بعدی. '
          + 'مسافر آن را در حساب کاربری می‌بیند، مثلاً «سفرهای من» بی‌سفارش، کیف پول بی‌تراکنش یا فهرست مسافران ذخیره‌نشده، تا بداند چیزی خراب نیست و از کجا شروع کند.',
      },
    },
  },
  argTypes: {
    title: { description: 'عنوان کوتاه فارسی که می‌گوید چه چیزی هنوز نیست، مثل «هنوز سفری ندارید».' },
    text: { description: 'یکی دو جمله زیر عنوان که می‌گوید این بخش کی پر می‌شود یا مسافر چه کند؛ اختیاری.' },
    icon: { control: false, description: 'نماد یا تصویر کوچک تزئینی بالای عنوان (صفحه‌خوان آن را نمی‌خواند)؛ پیش‌فرض نماد صندوق خالی است.' },
    action: {
      description: 'یک دکمه زیر متن: متن دکمه (`label`) و یا نشانی (`href`، که پیوند می‌شود) یا کاری که با کلیک انجام می‌شود (`onClick`). '
        + 'سفرهای من به جستجوی پرواز پیوند می‌دهد و کیف پول پنجره افزایش موجودی را باز می‌کند.',
    },
    renderLink: { control: false, description: 'پیوند دکمه را می‌کشد وقتی نشانی دارد؛ برنامه پیوند مسیریاب خودش را می‌دهد. پیش‌فرض یک پیوند ساده است.' },
    framed: { description: 'قاب خط‌چین دور حالت خالی، وقتی درون بخشی از صفحه می‌نشیند؛ پیش‌فرض روشن. بدون قاب برای جاهای تنگ مثل یک پنجره.' },
  },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/** هنوز سفارشی نیست: دکمه پیوندی است به جستجوی پرواز تا مسافر اولین سفرش را پیدا کند. */
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

/** هنوز تراکنشی نیست: دکمه «افزایش موجودی» پنجره افزایش موجودی کیف پول را باز می‌کند. */
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

/** فقط عنوان، بی‌قاب و بی‌دکمه: وقتی قدم بعدی جای دیگری از صفحه است، مثل مسافران ذخیره‌نشده. */
export const WithoutAction: Story = {
  args: { action: undefined, title: 'مسافری ذخیره نشده است', text: undefined, framed: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** در گوشی ۳۷۵ پیکسلی: نماد، متن و دکمه زیر هم و وسط‌چین. */
export const OnMobile: Story = { ...ON_MOBILE };

const longTitle = 'هنوز هیچ مسافری در فهرست مسافران ذخیره‌شده حساب کاربری شما ثبت نشده است';
const longText = 'وقتی برای خودتان، خانواده یا همکارانتان بلیت پرواز داخلی و خارجی، هتل، تور یا خدمات فرودگاهی می‌خرید، '
  + 'می‌توانید مشخصات هر مسافر را با شماره ملی یا گذرنامه ذخیره کنید تا دفعه بعد فرم مسافران با یک انتخاب پر شود و لازم نباشد همه‌چیز را دوباره بنویسید.';

/** عنوان و متن بلند در گوشی: هر دو در چند سطر می‌شکنند، هیچ بخشی بریده نمی‌شود و صفحه به پهلو اسکرول نمی‌خورد. */
export const LongTextOnMobile: Story = {
  args: {
    title: longTitle,
    text: longText,
    icon: <IconUsers aria-hidden />,
    action: { label: 'افزودن مسافر تازه به فهرست', onClick: fn() },
  },
  ...ON_MOBILE,
  play: async ({ canvasElement, args }) => {
    const state = within(canvasElement);
    await expect(state.getByText(longTitle)).toBeVisible();
    await expect(state.getByText(longText)).toBeVisible();
    const add = state.getByRole('button', { name: 'افزودن مسافر تازه به فهرست' });
    await expect(add.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
    await userEvent.click(add);
    await expect(args.action?.onClick).toHaveBeenCalledTimes(1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** در تبلت ۷۶۸ پیکسلی: حالت خالی در ستون محتوای حساب، با همان پیوند به جستجوی پرواز. */
export const OnTablet: Story = {
  ...ON_TABLET,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'جستجوی پرواز' })).toBeVisible();
  },
};
