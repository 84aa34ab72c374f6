import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PaymentGatewaySelect, type PaymentGateway } from '../../src/design-system/PaymentGatewaySelect';
import { gateways, ON_MOBILE, ON_TABLET } from './fixtures/booking';

const meta = {
  title: 'Design system/Booking/PaymentGatewaySelect',
  component: PaymentGatewaySelect,
  args: { gateways, onChange: fn() },
  parameters: {
    docs: {
      description: {
        component: 'انتخاب درگاه بانکی در صفحه تأیید و پرداخت، پیش از دکمه پرداخت: هر درگاه کارتی رادیویی با لوگوی بانک است و درگاه ۱ از ابتدا انتخاب شده. '
          + 'درگاهی که موقتاً کار نمی‌کند دیده می‌شود ولی انتخاب نمی‌شود. وقتی کیف پول کل مبلغ را می‌پردازد یا فقط یک درگاه هست، صفحه آن را نشان نمی‌دهد.',
      },
    },
  },
  argTypes: {
    gateways: { description: 'درگاه‌هایی که سرور برمی‌گرداند، به همان ترتیب: نام فارسی، لوگو یا نشانِ رنگی، توضیح کوتاه و اینکه در دسترس است یا نه.' },
    value: { description: 'شناسه درگاه انتخاب‌شده، وقتی صفحه انتخاب را نگه می‌دارد (صفحه پرداخت انتخاب را در سفارش نگه می‌دارد). خالی یعنی هیچ‌کدام.' },
    defaultValue: { description: 'انتخاب اول وقتی صفحه انتخاب را نگه نمی‌دارد؛ پیش‌فرض درگاه ۱، یا اگر در دسترس نیست اولین درگاه فعال.' },
    onChange: { description: 'با انتخاب درگاه دیگر صدا زده می‌شود، با شناسه‌اش؛ همین شناسه برای ساختن پرداخت به سرور می‌رود.' },
    label: { description: 'عنوان گروه؛ پیش‌فرض «انتخاب درگاه پرداخت».' },
    error: { description: 'پیام فارسی زیر کارت‌ها، مثلاً وقتی اتصال به بانک انتخاب‌شده برقرار نشد.' },
    disabled: { description: 'انتخاب قفل است، مثلاً وقتی پرداخت در حال ساخته شدن است: درگاه انتخاب‌شده همان‌طور می‌ماند و هیچ درگاهی «موقتاً در دسترس نیست» نمی‌نویسد.' },
  },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}><Story /></div>],
} satisfies Meta<typeof PaymentGatewaySelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/** درگاه ۱ (بانک ملت) از ابتدا انتخاب شده است؛ مسافر با زدن کارت دیگری، درگاه را عوض می‌کند. */
export const DefaultAndKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const mellat = canvas.getByRole('radio', { name: /بانک ملت/ });
    await expect(mellat).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: /بانک سامان/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('radio', { name: /بانک سامان/ })).toBeChecked();
  },
};

/** درگاه خارج از سرویس کم‌رنگ است، «موقتاً در دسترس نیست» می‌نویسد و انتخاب نمی‌شود. */
export const DisabledGateway: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const zarin = canvas.getByRole('radio', { name: /زرین‌پال/ });
    await expect(zarin).toBeDisabled();
    await expect(canvas.getByText('موقتاً در دسترس نیست')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** انتخاب در دست صفحه است: بانک پاسارگاد (با نشان رنگی به جای لوگو) انتخاب شده. */
export const Controlled: Story = { args: { value: 3 } };

/** مسافر «پرداخت» را زده است: تا رفتن به بانک انتخاب قفل است، ولی هیچ درگاهی از کار افتاده نشان داده نمی‌شود. */
export const LockedWhilePaying: Story = {
  args: { gateways: gateways.map((g) => ({ ...g, disabled: false })), value: 1, disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /بانک ملت/ })).toBeChecked();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await expect(canvas.queryByText('موقتاً در دسترس نیست')).toBeNull();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** در گوشی: کارت‌ها در یک ستون، هر کدام با لوگو، نام و توضیح. */
export const OnMobile: Story = { ...ON_MOBILE };

/** اتصال به بانک انتخاب‌شده برقرار نشد: پیام قرمز زیر کارت‌ها می‌گوید درگاه دیگری انتخاب شود، و مسافر بانک سامان را برمی‌گزیند. */
export const WithError: Story = {
  args: { error: 'اتصال به بانک ملت برقرار نشد؛ لطفاً درگاه دیگری را انتخاب کنید.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/اتصال به بانک ملت برقرار نشد/)).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /بانک سامان/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('radio', { name: /بانک سامان/ })).toBeChecked();
  },
};

/** همه درگاه‌ها خارج از سرویس‌اند: هیچ کارتی انتخاب نشده و هیچ‌کدام انتخاب نمی‌شود. */
export const AllUnavailable: Story = {
  args: { gateways: gateways.map((g) => ({ ...g, disabled: true })) },
  play: async ({ canvasElement, args }) => {
    const radios = within(canvasElement).getAllByRole('radio');
    await expect(radios).toHaveLength(4);
    for (const radio of radios) {
      await expect(radio).toBeDisabled();
      await expect(radio).not.toBeChecked();
    }
    await expect(within(canvasElement).getAllByText('موقتاً در دسترس نیست')).toHaveLength(4);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Gateways with long Persian names and descriptions, one without a logo. */
const longGateways: PaymentGateway[] = [
  { ...gateways[0]!, description: 'پرداخت با همه کارت‌های عضو شبکه شتاب؛ رسید پرداخت به شماره موبایل شما پیامک می‌شود.' },
  { id: 5, name: 'بانک قرض‌الحسنه مهر ایران', color: 'teal', description: 'پرداخت با همه کارت‌های عضو شبکه شتاب، بی کارمزد برای خریدار' },
  { id: 6, name: 'پرداخت الکترونیک سداد (بانک ملی ایران)', shortName: 'سداد', color: 'grape', description: 'درگاه واسط بانک ملی' },
];

/** نام‌ها و توضیح‌های بلند در گوشی: متن هر کارت در چند خط می‌شکند و لوگو و دایره انتخاب سر جایشان می‌مانند. */
export const LongNamesOnMobile: Story = {
  ...ON_MOBILE,
  args: { gateways: longGateways },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const mehr = canvas.getByRole('radio', { name: /قرض‌الحسنه مهر ایران/ });
    await userEvent.click(mehr);
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
    await expect(mehr).toBeChecked();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** در تبلت ۷۶۸ پیکسلی: کارت‌ها در دو یا سه ستون کنار هم. */
export const OnTablet: Story = {
  ...ON_TABLET,
  play: async ({ canvasElement }) => {
    const [mellat, saman] = within(canvasElement).getAllByRole('radio').map((radio) => radio.getBoundingClientRect());
    await expect(Math.abs(mellat!.top - saman!.top)).toBeLessThan(2);
    // Right to left: the first card is on the right.
    await expect(mellat!.left).toBeGreaterThan(saman!.left);
  },
};
