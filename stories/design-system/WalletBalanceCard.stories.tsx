import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WalletBalanceCard } from '../../src/design-system/WalletBalanceCard';
import { ON_MOBILE, ON_TABLET } from './fixtures/flights';
import { navigate, storyLink } from './fixtures/links';

const meta = {
  title: 'Design system/Account/WalletBalanceCard',
  component: WalletBalanceCard,
  args: { balance: 62_500_000, giftCredit: 5_000_000, onTopUp: fn(), loading: false, renderLink: storyLink },
  parameters: {
    docs: {
      description: {
        component: 'موجودی کیف پول به ریال، سهم اعتبار هدیه در آن («شامل … اعتبار هدیه») و دکمه «افزایش موجودی». '
          + 'مسافر آن را بالای صفحه کیف پول و تراکنش‌ها می‌بیند تا بداند چه‌قدر برای خرید بلیت و هتل دارد و در صورت نیاز موجودی را زیاد کند.',
      },
    },
  },
  argTypes: {
    balance: { description: 'کل موجودی کیف پول به ریال، اعتبار هدیه هم در آن است؛ درشت نوشته می‌شود.' },
    giftCredit: { description: 'بخشی از موجودی که اعتبار هدیه است (مثلاً از استرداد یا جشنواره)؛ فقط اگر بیش از صفر باشد زیر موجودی نوشته می‌شود. پیش‌فرض صفر.' },
    onTopUp: { description: 'دکمه «افزایش موجودی» را می‌سازد که با کلیک این را صدا می‌زند (پنجره افزایش موجودی باز می‌شود)؛ اگر نشانی صفحه افزایش داده شود نادیده می‌ماند.' },
    topUpHref: { description: 'نشانی صفحه افزایش موجودی؛ اگر داده شود «افزایش موجودی» پیوند است، نه دکمه.' },
    renderLink: { control: false, description: 'پیوند افزایش موجودی را می‌کشد؛ برنامه پیوند مسیریاب خودش را می‌دهد. پیش‌فرض یک پیوند ساده است.' },
    loading: { description: 'موجودی هنوز از سرور نرسیده است: به‌جای عددها جای‌نگهدار خاکستری می‌آید و دکمه افزایش غیرفعال است. پیش‌فرض خاموش.' },
  },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}><Story /></div>],
} satisfies Meta<typeof WalletBalanceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/** موجودی با اعتبار هدیه: سهم هدیه زیر موجودی با نماد هدیه؛ «افزایش موجودی» پنجره افزایش را باز می‌کند. */
export const WithGiftCredit: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('region', { name: 'کیف پول' })).toHaveTextContent('۶۲٬۵۰۰٬۰۰۰');
    await expect(card.getByText(/اعتبار هدیه/)).toHaveTextContent('۵٬۰۰۰٬۰۰۰');
    await userEvent.click(card.getByRole('button', { name: 'افزایش موجودی' }));
    await expect(args.onTopUp).toHaveBeenCalledTimes(1);
  },
};

/** بی‌اعتبار هدیه: فقط موجودی، بی‌سطر هدیه. */
export const NoGiftCredit: Story = {
  args: { giftCredit: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/اعتبار هدیه/)).toBeNull();
  },
};

/** کیف پول خالی: موجودی «۰ ریال» و دکمه افزایش موجودی، تا مسافر اولین بار شارژ کند. */
export const Empty: Story = { args: { balance: 0, giftCredit: 0 } };

/** صفحه افزایش موجودی یک مسیر جداست: «افزایش موجودی» پیوند است، نه دکمه. */
export const TopUpLink: Story = {
  args: { onTopUp: undefined, topUpHref: '/profile/transactions/?topup=1' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'افزایش موجودی' }));
    await expect(navigate).toHaveBeenLastCalledWith('/profile/transactions/?topup=1');
  },
};

/** در حال بارگذاری: جای‌نگهدار به‌جای عددها و دکمه افزایش غیرفعال، تا مسافر موجودی نادرستی نبیند. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('region', { name: 'کیف پول' })).toHaveAttribute('aria-busy', 'true');
    await expect(card.getByRole('button', { name: 'افزایش موجودی' })).toBeDisabled();
  },
};

/** در گوشی ۳۷۵ پیکسلی: دکمه افزایش موجودی تمام‌عرض زیر مبلغ و دست‌کم ۴۰ پیکسل بلند. */
export const OnMobile: Story = {
  ...ON_MOBILE,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'افزایش موجودی' });
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
  },
};

/** موجودی و اعتبار هدیه‌ی بسیار بزرگ در گوشی: عدد درشت یازده‌رقمی در عرض کارت جا می‌شود و سطر هدیه می‌شکند. */
export const LargeBalanceOnMobile: Story = {
  args: { balance: 12_345_678_900, giftCredit: 1_250_000_000 },
  ...ON_MOBILE,
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByText('۱۲٬۳۴۵٬۶۷۸٬۹۰۰')).toBeVisible();
    await expect(card.getByText(/اعتبار هدیه/)).toHaveTextContent('۱٬۲۵۰٬۰۰۰٬۰۰۰');
    await userEvent.click(card.getByRole('button', { name: 'افزایش موجودی' }));
    await expect(args.onTopUp).toHaveBeenCalledTimes(1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** بارگذاری در گوشی: جای‌نگهدارها و دکمه غیرفعال در عرض ۳۷۵ پیکسل. */
export const LoadingOnMobile: Story = {
  ...Loading,
  ...ON_MOBILE,
};

/** در تبلت ۷۶۸ پیکسلی: دکمه افزایش موجودی کنار مبلغ، نه زیر آن. */
export const OnTablet: Story = {
  ...ON_TABLET,
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    const amount = card.getByText('۶۲٬۵۰۰٬۰۰۰').getBoundingClientRect();
    const button = card.getByRole('button', { name: 'افزایش موجودی' }).getBoundingClientRect();
    // Beside: in right-to-left, the button sits wholly to the left of the amount.
    await expect(button.right).toBeLessThanOrEqual(amount.left);
  },
};
