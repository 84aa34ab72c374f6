import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UpdateBanner } from '../../src/design-system/UpdateBanner';
import { ON_MOBILE, ON_TABLET } from './fixtures/flights';

const meta = {
  title: 'Design system/Shell/UpdateBanner',
  component: UpdateBanner,
  args: { onReload: fn(), onLater: fn(), reloading: false, floating: true },
  argTypes: {
    onReload: { description: 'با «بارگذاری دوباره» صدا زده می‌شود؛ برنامه به نسخه تازه می‌رود و صفحه یک بار دوباره بار می‌شود.' },
    onLater: { description: 'با «بعداً» صدا زده می‌شود؛ نسخه تازه از بازدید بعدی شروع می‌شود. بدون آن دکمه «بعداً» نیست.' },
    reloading: { description: 'بارگذاری دوباره در جریان است: دکمه آن چرخنده نشان می‌دهد و «بعداً» غیرفعال است.' },
    floating: {
      description: 'روشن: نزدیک پایین صفحه و بالای نوار پایین گوشی ثابت می‌ماند و برنامه همین را می‌دهد. خاموش: در جریان صفحه، همان‌جا که گذاشته شده، کشیده می‌شود. پیش‌فرض روشن.',
    },
  },
  // Floating, it needs some page under it: on a docs page the story's block (or a phone's frame) is as tall as
  // its content, and a fixed banner alone has none.
  decorators: [(Story, { args }) => (args.floating === false ? <Story /> : <div style={{ minBlockSize: 280 }}><Story /></div>)],
  // The banner floats over the page bottom: screenshot the whole viewport.
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: 'نوار «نسخه جدید آماده است»: وقتی نسخه تازه‌ای از سفرآسا نصب شده و منتظر است، نزدیک پایین صفحه و بالای نوار پایین گوشی می‌نشیند. '
          + 'مسافر خودش با «بارگذاری دوباره» به نسخه تازه می‌رود یا با «بعداً» آن را برای بازدید بعد می‌گذارد؛ نوار تمرکز را نمی‌گیرد و کار مسافر را قطع نمی‌کند.',
      },
    },
  },
} satisfies Meta<typeof UpdateBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/** نسخه تازه منتظر است: «بارگذاری دوباره» به آن می‌رود و «بعداً» آن را برای بازدید بعد می‌گذارد. */
export const Offered: Story = {
  play: async ({ canvasElement, args }) => {
    const banner = within(canvasElement).getByRole('status');
    await expect(banner).toHaveAttribute('aria-live', 'polite');
    await expect(banner).toHaveTextContent('نسخه جدید آماده است');
    // It never takes the focus from what the traveller is doing.
    await expect(banner.contains(document.activeElement)).toBe(false);
    await userEvent.click(within(banner).getByRole('button', { name: 'بارگذاری دوباره' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
    await userEvent.click(within(banner).getByRole('button', { name: 'بعداً' }));
    await expect(args.onLater).toHaveBeenCalledTimes(1);
  },
};

/** پس از «بارگذاری دوباره»: نسخه تازه جا می‌افتد و صفحه یک بار دوباره بار می‌شود؛ تا آن موقع دکمه چرخنده است. */
export const Reloading: Story = {
  args: { reloading: true },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('status');
    await expect(within(banner).getByRole('button', { name: 'بارگذاری دوباره' })).toHaveAttribute('data-loading', 'true');
    await expect(within(banner).getByRole('button', { name: 'بعداً' })).toBeDisabled();
  },
};

/** در گوشی ۳۷۵ پیکسلی: نوار بالای جای نوار پایین گوشی می‌نشیند. */
export const OnMobile: Story = {
  ...ON_MOBILE,
  parameters: { ...ON_MOBILE.parameters, layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('status');
    await expect(banner.getBoundingClientRect().bottom).toBeLessThan(window.innerHeight - 60);
  },
};

/** بی‌دکمه «بعداً»، وقتی صفحه راه به تعویق انداختن نمی‌دهد: مسافر فقط «بارگذاری دوباره» را می‌بیند. */
export const WithoutLater: Story = {
  args: { onLater: undefined },
  play: async ({ canvasElement, args }) => {
    const banner = within(canvasElement).getByRole('status');
    await expect(within(banner).getAllByRole('button')).toHaveLength(1);
    await userEvent.click(within(banner).getByRole('button', { name: 'بارگذاری دوباره' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

/** بی‌شناور: نوار همان‌جا که در صفحه گذاشته شده کشیده می‌شود، نه ثابت پایین صفحه. */
export const InFlow: Story = {
  args: { floating: false },
  parameters: { layout: 'padded' },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('status');
    await expect(getComputedStyle(banner.parentElement!).position).toBe('static');
    await expect(banner).toHaveTextContent('نسخه جدید آماده است');
  },
};

/** در تبلت ۷۶۸ پیکسلی: نوار پایینی نیست، پس نوار به پایین صفحه نزدیک‌تر است؛ با کلید Tab اول «بعداً» و بعد «بارگذاری دوباره» می‌گیرد. */
export const OnTablet: Story = {
  ...ON_TABLET,
  parameters: { ...ON_TABLET.parameters, layout: 'fullscreen' },
  play: async ({ canvasElement, args }) => {
    const banner = within(canvasElement).getByRole('status');
    await expect(banner.getBoundingClientRect().bottom).toBeGreaterThan(window.innerHeight - 60);
    await userEvent.tab();
    await expect(within(banner).getByRole('button', { name: 'بعداً' })).toHaveFocus();
    await userEvent.tab();
    const reload = within(banner).getByRole('button', { name: 'بارگذاری دوباره' });
    await expect(reload).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReload).toHaveBeenCalledTimes(1);
    // Back out of the banner so the screenshot shows it at rest.
    reload.blur();
  },
};
