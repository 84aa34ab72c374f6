import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WalletToggle, type WalletToggleProps } from '../../src/design-system/WalletToggle';
import { ON_MOBILE } from './fixtures/booking';

/** Controlled, as the order store's useWallet flag would hold it. */
function Stateful(args: WalletToggleProps) {
  const [checked, setChecked] = useState(args.checked);
  return (
    <div style={{ maxWidth: 420 }}>
      <WalletToggle {...args} checked={checked} onChange={(next) => { setChecked(next); args.onChange(next); }} />
    </div>
  );
}

const meta = {
  title: 'Design system/Booking/WalletToggle',
  component: WalletToggle,
  render: Stateful,
  args: { balance: 12_000_000, payable: 48_550_000, checked: false, onChange: fn() },
  parameters: {
    docs: {
      description: {
        component: 'کلید «پرداخت از کیف پول» در صفحه تأیید و پرداخت: موجودی کیف پول را نشان می‌دهد و با روشن شدن، می‌گوید چه مبلغی از کیف پول برداشته می‌شود و چه مبلغی برای درگاه بانک می‌ماند. '
          + 'با موجودی صفر غیرفعال است و دلیلش را می‌گوید؛ اعتبار هدیه و سقف استفاده از آن هم زیر موجودی نوشته می‌شود.',
      },
    },
  },
  argTypes: {
    balance: { description: 'موجودی قابل استفاده کیف پول به ریال؛ صفر یعنی کلید غیرفعال است.' },
    payable: { description: 'مبلغ قابل پرداخت پیش از کیف پول، به ریال؛ کیف پول تا همین اندازه برمی‌دارد و بقیه به درگاه می‌رود.' },
    checked: { description: 'کیف پول می‌پردازد یا نه؛ صفحه این انتخاب را در سفارش نگه می‌دارد.' },
    onChange: { description: 'با روشن یا خاموش کردن کلید صدا زده می‌شود؛ صفحه انتخاب را ذخیره و مبلغ‌ها را دوباره حساب می‌کند.' },
    disabled: { description: 'کلید را غیرفعال می‌کند، مثلاً تا پرداخت در راه است. موجودی صفر همیشه آن را غیرفعال می‌کند.' },
    disabledReason: { description: 'جمله‌ای زیر کلیدِ غیرفعال که دلیلش را می‌گوید؛ با موجودی صفر پیش‌فرض «موجودی کیف پول شما صفر است.» است.' },
    gift: { description: 'اعتبار هدیه و سقف استفاده از آن (چند سفارش در ۳۰ روز)؛ اگر باشد، جمله‌ای زیر موجودی می‌گوید چه مقدار از هدیه در این سفارش به کار می‌رود یا سقف پر شده است.' },
    currency: { description: 'واحد پول مبلغ‌ها: ریال (پیش‌فرض) یا درهم.' },
  },
} satisfies Meta<typeof WalletToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/** خاموش: فقط موجودی دیده می‌شود؛ با روشن کردن، سهم کیف پول و باقی‌مانده برای درگاه زیر کلید می‌آید. */
export const Off: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: /پرداخت از کیف پول/ });
    await expect(toggle).not.toBeChecked();
    await expect(canvas.queryByText('باقی‌مانده برای پرداخت')).toBeNull();
    await userEvent.click(toggle);
    await expect(args.onChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByText('باقی‌مانده برای پرداخت').closest('div')).toHaveTextContent('۳۶٬۵۵۰٬۰۰۰');
  },
};

/** کیف پول بخشی از مبلغ را می‌پردازد: مبلغ برداشته‌شده و باقی‌مانده برای پرداخت زیر کلید. */
export const PartlyCovered: Story = {
  args: { checked: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('از کیف پول').closest('div')).toHaveTextContent('۱۲٬۰۰۰٬۰۰۰');
    await expect(canvas.getByText('باقی‌مانده برای پرداخت').closest('div')).toHaveTextContent('۳۶٬۵۵۰٬۰۰۰');
  },
};

/** موجودی بیش از مبلغ است: «کل مبلغ از کیف پول پرداخت می‌شود» و چیزی به درگاه نمی‌رود. */
export const FullyCovered: Story = {
  args: { checked: true, balance: 80_000_000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('کل مبلغ از کیف پول پرداخت می‌شود')).toBeVisible();
    await expect(canvas.getByText('از کیف پول').closest('div')).toHaveTextContent('۴۸٬۵۵۰٬۰۰۰');
  },
};

/** موجودی صفر: کلید غیرفعال است و زیرش می‌گوید چرا. */
export const EmptyWallet: Story = {
  args: { balance: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch')).toBeDisabled();
    await expect(canvas.getByText('موجودی کیف پول شما صفر است.')).toBeVisible();
  },
};

/** صفحه کلید را برای این سفارش بسته است و دلیلش زیر کلید نوشته شده. */
export const DisabledWithReason: Story = {
  args: { disabled: true, disabledReason: 'برای این سفارش پرداخت از کیف پول ممکن نیست.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch')).toBeDisabled();
  },
};

/** اعتبار هدیه‌ای که این سفارش می‌تواند به کار ببرد: مبلغ و چند سفارش دیگر تا سقف ۳۰ روزه مانده. */
export const GiftUsable: Story = {
  args: { checked: true, gift: { giftBalance: 1_000_000, count: 1, limit: 3, exceeded: false } },
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByText(/از اعتبار هدیه در این سفارش استفاده می‌شود/);
    await expect(note).toHaveTextContent('۱٬۰۰۰٬۰۰۰');
    await expect(note).toHaveTextContent('۲ سفارش دیگر از ۳');
  },
};

/** سقف استفاده از هدیه پر شده: فقط پول نقد کیف پول می‌پردازد و جمله نارنجی می‌گوید هدیه فعلاً به کار نمی‌رود. */
export const GiftLimitReached: Story = {
  args: { balance: 0, gift: { giftBalance: 1_000_000, count: 3, limit: 3, exceeded: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch')).toBeDisabled();
    await expect(canvas.getByText(/سقف استفاده از اعتبار هدیه/)).toHaveTextContent('۳ سفارش در ۳۰ روز');
    await expect(canvas.queryByText('موجودی کیف پول شما صفر است.')).toBeNull();
  },
};

/** در گوشی، روشن: سهم کیف پول و باقی‌مانده زیر کلید، تمام‌عرض. */
export const OnMobile: Story = { ...ON_MOBILE, args: { checked: true } };

/** مسافر کلیدِ روشن را خاموش می‌کند: سهم کیف پول و باقی‌مانده از زیر کلید برداشته می‌شوند و کل مبلغ به درگاه می‌رود. */
export const TurnOff: Story = {
  args: { checked: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: /پرداخت از کیف پول/ });
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
    await expect(toggle).not.toBeChecked();
    await expect(canvas.queryByText('از کیف پول')).toBeNull();
  },
};

/** جمله بلند سقف هدیه در گوشی: متن نارنجی در چند خط می‌شکند و کلید و موجودی سر جایشان می‌مانند. */
export const GiftLimitOnMobile: Story = {
  ...ON_MOBILE,
  args: { balance: 2_500_000, checked: true, gift: { giftBalance: 1_000_000, count: 3, limit: 3, exceeded: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const note = canvas.getByText(/سقف استفاده از اعتبار هدیه/);
    await expect(note).toBeVisible();
    await expect(note.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByRole('switch')).toBeEnabled();
    await expect(canvas.getByText('از کیف پول').closest('div')).toHaveTextContent('۲٬۵۰۰٬۰۰۰');
  },
};
