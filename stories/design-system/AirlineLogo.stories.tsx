import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { AirlineLogo, badgeColor } from '../../src/design-system/AirlineLogo';
import { AIRLINES, IRAN_AIR_LOGO } from './fixtures/flights';

/** An image address that never loads: a broken data URL, so the story needs no network (a 404 would fail the docs check). */
const BROKEN_LOGO = 'data:image/png;base64,AAAA';

/** The sizes the product draws: filter rows and compact card rows, details, the booking summary, the card and ticket. */
const SIZES = [24, 28, 32, 36] as const;

const meta = {
  title: 'Design system/Results/AirlineLogo',
  component: AirlineLogo,
  args: { code: 'IR', name: 'ایران‌ایر', logoUrl: IRAN_AIR_LOGO, size: 32 },
  argTypes: {
    code: { description: 'کد دوحرفی ایرلاین، همان که سایت‌های ایرانی می‌نویسند («W5»، «IR»)؛ وقتی نشان نیست، داخل نشان رنگی نوشته می‌شود و رنگ را هم همین کد تعیین می‌کند.' },
    name: { description: 'نام فارسی ایرلاین («ماهان»)؛ روی صفحه دیده نمی‌شود و متنی است که صفحه‌خوان به جای تصویر می‌خواند.' },
    logoUrl: { description: 'نشانی تصویر نشان ایرلاین که صفحه از پاسخ API می‌گیرد؛ اگر نباشد یا بار نشود، نشان رنگی با کد ایرلاین کشیده می‌شود.' },
    size: { control: { type: 'inline-radio' }, options: SIZES, description: 'پهنا و بلندی به پیکسل؛ پیش‌فرض ۳۲. فیلترها و ردیف‌های فشرده کارت ۲۴، جزئیات پرواز ۲۸، خلاصه رزرو ۳۲، و کارت پرواز و بلیت ۳۶ می‌دهند.' },
  },
  parameters: {
    docs: {
      description: {
        component: 'نشان ایرلاین کنار نام آن: در کارت پرواز، فیلتر ایرلاین، جزئیات پرواز، خلاصه رزرو و بلیت. '
          + 'وقتی تصویر نشان نیست یا بار نمی‌شود، یک مربع رنگی با کد ایرلاین جایش را می‌گیرد تا مسافر هر ایرلاین را در همه کارت‌ها با یک رنگ بشناسد.',
      },
    },
  },
} satisfies Meta<typeof AirlineLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/** ایرلاینی که نشانش را داریم: تصویر نشان ایران‌ایر با نام فارسی برای صفحه‌خوان. */
export const WithLogo: Story = {
  play: async ({ canvasElement }) => {
    const logo = within(canvasElement).getByRole('img', { name: 'ایران‌ایر' });
    await expect(logo.tagName).toBe('IMG');
    await waitFor(() => expect((logo as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    await expect(logo).not.toHaveAttribute('data-fallback');
  },
};

/** ایرلاینی بی‌نشان: مربع رنگی با کد «W5»؛ ماهان در همه کارت‌ها همین رنگ را دارد. */
export const WithoutLogo: Story = {
  args: { ...AIRLINES.W5, logoUrl: undefined },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByRole('img', { name: 'ماهان' });
    await expect(badge).toHaveAttribute('data-fallback');
    await expect(badge).toHaveTextContent('W5');
    await expect(badge.style.backgroundColor).toBe(`var(--mantine-color-${badgeColor('W5')}-9)`);
  },
};

/** نشانی که بار نمی‌شود (نشانی خراب یا سرور تصویر در دسترس نیست): به جای تصویر شکسته، همان مربع رنگی با کد دیده می‌شود. */
export const BrokenLogo: Story = {
  args: { code: 'EP', name: 'آسمان', logoUrl: BROKEN_LOGO },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('img', { name: 'آسمان' })).toHaveAttribute('data-fallback'));
    await expect(canvas.getByRole('img', { name: 'آسمان' })).toHaveTextContent('EP');
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** اندازه‌هایی که محصول به کار می‌برد (۲۴، ۲۸، ۳۲ و ۳۶ پیکسل)، هر کدام با نشان و بی‌نشان؛ کد در هر اندازه خوانا می‌ماند. */
export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', alignItems: 'flex-end', gap: 24 }}>
      {SIZES.map((size) => (
        <div key={size} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8 }}>
          <AirlineLogo {...AIRLINES.IR} size={size} />
          <AirlineLogo {...AIRLINES.W5} size={size} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const logos = canvas.getAllByRole('img', { name: 'ایران‌ایر' });
    const badges = canvas.getAllByRole('img', { name: 'ماهان' });
    for (const [i, size] of SIZES.entries()) {
      await expect(logos[i]!.getBoundingClientRect().width).toBe(size);
      await expect(badges[i]!.getBoundingClientRect().height).toBe(size);
    }
  },
};

/** نشان‌های رنگی همه ایرلاین‌های بی‌نشان نمونه: هر کد رنگ ثابت خودش را دارد و نوشته سفید روی همه رنگ‌ها خواناست. */
export const BadgeColours: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      {Object.values(AIRLINES).map((airline) => (
        <AirlineLogo key={airline.code} code={airline.code} name={airline.name} size={36} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const badges = within(canvasElement).getAllByRole('img');
    await expect(badges).toHaveLength(Object.keys(AIRLINES).length);
    for (const badge of badges) await expect(badge).toHaveAttribute('data-fallback');
    await expect(within(canvasElement).getByRole('img', { name: 'زاگرس' })).toHaveTextContent('ZV');
  },
};
