import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { CountdownTimer } from '../../src/design-system/CountdownTimer';
import { HOLD_EXPIRES_AT, ON_MOBILE, secondsBeforeExpiry } from './fixtures/booking';

const meta = {
  title: 'Design system/Booking/CountdownTimer',
  component: CountdownTimer,
  // A fixed `now`: the timer shows that instant and never reads the real clock.
  args: { expiresAt: HOLD_EXPIRES_AT, now: secondsBeforeExpiry(14 * 60 + 5), onExpire: fn() },
  parameters: {
    docs: {
      description: {
        component: 'زمانی که سفارش برای مسافر نگه داشته می‌شود، به شکل «۱۴:۰۵» که ثانیه‌به‌ثانیه کم می‌شود. مسافر آن را در صفحه تأیید و پرداخت و در جزئیات سفارشِ پرداخت‌نشده می‌بیند؛ '
          + 'زیر دو دقیقه قرمز می‌شود و در پایان می‌نویسد «زمان رزرو به پایان رسید». صفحه‌خوان‌ها فقط در چند لحظه مهم خبردار می‌شوند، نه هر ثانیه.',
      },
    },
  },
  argTypes: {
    expiresAt: { description: 'لحظه پایان نگه‌داری رزرو: تاریخ و ساعت با اختلاف ساعت تهران. صفحه آن را از سفارش می‌گیرد.' },
    now: { description: 'لحظه «اکنون». اگر داده شود تایمر همان لحظه را نشان می‌دهد و جلو نمی‌رود؛ برای داستان‌ها و آزمون‌ها. صفحه‌ها آن را نمی‌دهند.' },
    clock: { description: 'جایی که تایمر ساعت را از آن می‌خواند؛ صفحه تأیید ساعت سرور را می‌دهد تا ساعتِ نادرست گوشی مسافر زمان را کم یا زیاد نکند.' },
    tickMs: { description: 'فاصله هر تیک به میلی‌ثانیه؛ پیش‌فرض یک ثانیه.' },
    onExpire: { description: 'یک بار، وقتی زمان تمام می‌شود (یا بی‌درنگ اگر از پیش تمام شده) صدا زده می‌شود؛ صفحه سفارش را دوباره می‌خواند.' },
    warningSeconds: { description: 'از این تعداد ثانیه کمتر، تایمر قرمز می‌شود تا مسافر بداند باید عجله کند؛ پیش‌فرض ۱۲۰ ثانیه.' },
    announceAt: { description: 'ثانیه‌هایی که در آن‌ها صفحه‌خوان زمان باقی‌مانده را می‌خواند؛ پیش‌فرض ۱۰، ۵، ۲ و ۱ دقیقه و ۳۰ ثانیه مانده.' },
    label: { description: 'متن پیش از زمان؛ پیش‌فرض «زمان باقی‌مانده برای تکمیل خرید». نام دسترس‌پذیر تایمر هم همین است.' },
    expiredLabel: { description: 'متنی که پس از پایان زمان به جای ساعت می‌آید؛ پیش‌فرض «زمان رزرو به پایان رسید».' },
  },
} satisfies Meta<typeof CountdownTimer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/** چهارده دقیقه و پنج ثانیه مانده: تایمر به رنگ برند است و مسافر وقت کافی دارد. */
export const Running: Story = {
  play: async ({ canvasElement, args }) => {
    const timer = within(canvasElement).getByRole('timer');
    await expect(timer).toHaveTextContent('۱۴:۰۵');
    await expect(canvasElement.querySelector('[data-warning]')).toBeNull();
    await expect(args.onExpire).not.toHaveBeenCalled();
  },
};

/** کمتر از دو دقیقه مانده: تایمر قرمز می‌شود تا مسافر زودتر پرداخت کند. */
export const Warning: Story = {
  args: { now: secondsBeforeExpiry(95) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('۰۱:۳۵');
    await expect(canvasElement.querySelector('[data-warning]')).not.toBeNull();
  },
};

/** زمان تمام شده: به جای ساعت «زمان رزرو به پایان رسید» می‌آید و صفحه سفارش را دوباره می‌خواند. */
export const Expired: Story = {
  args: { now: secondsBeforeExpiry(-10) },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('زمان رزرو به پایان رسید');
    await waitFor(() => expect(args.onExpire).toHaveBeenCalledTimes(1));
  },
};

/** سفارشی که بیش از یک ساعت نگه داشته می‌شود، ساعت را هم نشان می‌دهد: «۱:۰۲:۰۵». */
export const OverAnHour: Story = {
  args: { now: secondsBeforeExpiry(3600 + 125) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('۱:۰۲:۰۵');
  },
};

/**
 * تایمر در حال کار با ساعتی ساختگی که سه ثانیه پیش از پایان شروع می‌شود: می‌شمارد، پایان را یک بار
 * به صفحه‌خوان می‌گوید و صفحه را یک بار خبر می‌کند.
 */
export const TicksToExpiry: Story = {
  args: { now: undefined, tickMs: 100 },
  render: function FakeClock(args) {
    // Each read moves the fake clock half a second on: deterministic, no real time involved.
    const [clock] = useState(() => {
      let t = secondsBeforeExpiry(3);
      return () => (t += 500);
    });
    return <CountdownTimer {...args} clock={clock} />;
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(args.onExpire).toHaveBeenCalledTimes(1), { timeout: 3000 });
    await expect(canvas.getByRole('timer')).toHaveTextContent('زمان رزرو به پایان رسید');
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveTextContent('زمان رزرو به پایان رسید.');
  },
};

/** در گوشی، دقیقه آخر و نیم: تایمر قرمز در یک خط. */
export const OnMobile: Story = { ...ON_MOBILE, args: { now: secondsBeforeExpiry(95) } };

/** متن بلند پیش از زمان در گوشی: متن در چند خط می‌شکند و ساعت کنارش یا زیرش می‌ماند، بی آنکه از صفحه بیرون بزند. */
export const LongLabelOnMobile: Story = {
  ...ON_MOBILE,
  args: { now: secondsBeforeExpiry(8 * 60 + 30), label: 'زمان باقی‌مانده برای پرداخت و صدور بلیت‌های رفت و برگشت شما و همراهانتان' },
  play: async ({ canvasElement }) => {
    const timer = within(canvasElement).getByRole('timer');
    await expect(timer).toHaveTextContent('۰۸:۳۰');
    await expect(timer).toHaveAccessibleName(/رفت و برگشت/);
    await expect(timer.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** زمان در گوشی تمام شده: پیام پایان به جای ساعت، با رنگ قرمز. */
export const ExpiredOnMobile: Story = {
  ...ON_MOBILE,
  args: { now: secondsBeforeExpiry(-1) },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('زمان رزرو به پایان رسید');
    await expect(canvasElement.querySelector('[data-expired]')).not.toBeNull();
    await waitFor(() => expect(args.onExpire).toHaveBeenCalledTimes(1));
  },
};
