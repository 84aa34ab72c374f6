import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { MobileBottomNav } from '../../src/design-system/MobileBottomNav';
import { OnlineStatusIndicator, type OnlineStatusIndicatorProps } from '../../src/design-system/OnlineStatusIndicator';
import { ON_MOBILE, ON_TABLET } from './fixtures/flights';
import { storyLink } from './fixtures/links';

const meta = {
  title: 'Design system/Shell/OnlineStatusIndicator',
  component: OnlineStatusIndicator,
  args: { online: false, backOnlineMs: 2000, floating: true },
  argTypes: {
    online: {
      description: 'مرورگر به اینترنت وصل است یا نه؛ برنامه آن را از خود مرورگر می‌خواند. قطع: قرص تیره «اتصال اینترنت برقرار نیست»؛ وصل: چیزی دیده نمی‌شود.',
    },
    backOnlineMs: {
      description: 'چند میلی‌ثانیه پیام سبز «دوباره آنلاین شدید» پس از برگشتن اتصال می‌ماند؛ پیش‌فرض ۲۰۰۰، یعنی همان زمان پیام‌های کوتاه سایت.',
    },
    floating: {
      description: 'روشن: نزدیک پایین صفحه و بالای نوار پایین گوشی ثابت می‌ماند و برنامه همین را می‌دهد. خاموش: در جریان صفحه، همان‌جا که گذاشته شده، کشیده می‌شود. پیش‌فرض روشن.',
    },
  },
  // Floating, it needs some page under it: on a docs page the story's block (or a phone's frame) is as tall as
  // its content, and a fixed pill alone has none.
  decorators: [(Story, { args }) => (args.floating === false ? <Story /> : <div style={{ minBlockSize: 200 }}><Story /></div>)],
  // The pill floats over the page bottom: screenshot the whole viewport.
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: 'نشانگر اتصال: وقتی اینترنت قطع می‌شود قرصی کوچک «اتصال اینترنت برقرار نیست» نزدیک پایین صفحه و بالای نوار پایین گوشی می‌نشیند، '
          + 'و با برگشتن اتصال دو ثانیه «دوباره آنلاین شدید» سبز. مسافر می‌فهمد چرا صفحه‌ای بار نمی‌شود، بی‌آنکه کارش قطع شود؛ صفحه‌خوان هر تغییر را یک بار و مؤدبانه می‌خواند.',
      },
    },
  },
} satisfies Meta<typeof OnlineStatusIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/** اینترنت قطع است: قرص تیره پایین صفحه، که صفحه‌خوان هم آن را می‌خواند. */
export const Offline: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('status');
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(region).toHaveTextContent('اتصال اینترنت برقرار نیست');
  },
};

/** از اول وصل: چیزی دیده نمی‌شود و ناحیه اعلان خالی منتظر می‌ماند. */
export const Online: Story = {
  args: { online: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};

/** قطع، سپس اتصال برمی‌گردد: «دوباره آنلاین شدید»، بعد هیچ. */
function Reconnecting(args: OnlineStatusIndicatorProps) {
  const [online, setOnline] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setOnline(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return <OnlineStatusIndicator {...args} online={online} />;
}

/** اتصال برگشت: قرص سبز «دوباره آنلاین شدید» تا مسافر بداند می‌تواند ادامه دهد. */
export const BackOnline: Story = {
  // Long enough for the screenshot; the play below checks the hide with a short one.
  args: { backOnlineMs: 600_000 },
  render: Reconnecting,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent('دوباره آنلاین شدید'));
  },
};

/** پیام سبز پس از زمانش خودبه‌خود می‌رود و صفحه بی‌پیام می‌ماند. */
export const BackOnlineThenHidden: Story = {
  args: { backOnlineMs: 300 },
  render: Reconnecting,
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('status');
    await waitFor(() => expect(region).toHaveTextContent('دوباره آنلاین شدید'));
    await waitFor(() => expect(region).toBeEmptyDOMElement(), { timeout: 3000 });
  },
};

/** بی‌شناور: قرص همان‌جا که در صفحه گذاشته شده کشیده می‌شود، نه ثابت پایین صفحه. */
export const InFlow: Story = {
  args: { floating: false },
  parameters: { layout: 'padded' },
};

/** اینترنت قطع در گوشی ۳۷۵ پیکسلی: قرص بالای جای نوار پایین گوشی می‌نشیند. */
export const OfflineOnMobile: Story = { ...ON_MOBILE, parameters: { ...ON_MOBILE.parameters, layout: 'fullscreen' } };

/** در گوشی همراه نوار پایین: قرص درست بالای نوار می‌نشیند و هیچ بخشی از نوار را نمی‌پوشاند. */
export const OfflineAboveBottomNavOnMobile: Story = {
  ...ON_MOBILE,
  parameters: { ...ON_MOBILE.parameters, layout: 'fullscreen' },
  render: (args) => (
    <>
      <OnlineStatusIndicator {...args} />
      <MobileBottomNav active="my-travels" renderLink={storyLink} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const pill = page.getByText('اتصال اینترنت برقرار نیست');
    const nav = page.getByRole('navigation', { name: 'پیمایش اصلی' });
    await expect(pill.getBoundingClientRect().bottom).toBeLessThanOrEqual(nav.getBoundingClientRect().top);
  },
};

/** اینترنت قطع در تبلت ۷۶۸ پیکسلی: نوار پایینی نیست، پس قرص به پایین صفحه نزدیک‌تر می‌نشیند. */
export const OfflineOnTablet: Story = {
  ...ON_TABLET,
  parameters: { ...ON_TABLET.parameters, layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const pill = within(canvasElement).getByText('اتصال اینترنت برقرار نیست');
    await expect(pill.getBoundingClientRect().bottom).toBeGreaterThan(window.innerHeight - 60);
    await expect(pill.getBoundingClientRect().bottom).toBeLessThan(window.innerHeight);
  },
};
