import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PriceBreakdown } from '../../src/design-system/PriceBreakdown';
import { familyFares, ON_MOBILE, singleAdultFare } from './fixtures/booking';

const meta = {
  title: 'Design system/Booking/PriceBreakdown',
  component: PriceBreakdown,
  args: { passengers: familyFares, taxes: 1_850_000, discount: 0, walletUsed: 0 },
  parameters: {
    docs: {
      description: {
        component: 'جزئیات قیمت سفارش، ردیف به ردیف: هر نوع مسافر («۲ × بزرگسال») یا هر اتاق و خدمت، قیمت پایه، مالیات و عوارض، تخفیف، پرداخت از کیف پول و «مبلغ قابل پرداخت». '
          + 'مسافر آن را در ستون کنار مراحل خرید پرواز، هتل، تور، CIP و روادید و در جزئیات سفارش می‌بیند تا بداند دقیقاً برای چه پول می‌دهد.',
      },
    },
  },
  argTypes: {
    passengers: { description: 'قیمت هر نوع مسافر به ترتیب نمایش: تعداد و قیمت یک نفر، بی مالیات. ردیفِ با تعداد صفر نشان داده نمی‌شود؛ اگر بیش از یک نفر باشد «هر نفر …» هم می‌آید.' },
    lines: { description: 'ردیف‌های دیگر پس از مسافران، مثل هر اتاق هتل برای کل اقامت یا هر خدمت CIP؛ در قیمت پایه شمرده می‌شوند. صفحه‌های هتل، تور و CIP این را می‌دهند.' },
    taxes: { description: 'مالیات و عوارض فرودگاه به ریال؛ اگر صفر باشد ردیفش نمی‌آید.' },
    discount: { description: 'تخفیف کد تخفیف به ریال، عددی مثبت؛ سبز و با علامت منها چاپ می‌شود.' },
    walletUsed: { description: 'مبلغی که از کیف پول پرداخت می‌شود، به ریال و مثبت؛ آبی و با علامت منها چاپ می‌شود.' },
    total: { description: 'مبلغ قابل پرداخت همان‌طور که سرور حساب کرده؛ صفحه‌ها همیشه آن را می‌دهند و بر جمع ردیف‌ها مقدم است. بی آن، جمع ردیف‌ها نشان داده می‌شود.' },
    currency: { control: 'inline-radio', options: ['rial', 'dirham'], description: 'واحد پول همه مبالغ: ریال (پیش‌فرض) یا درهم.' },
    title: { description: 'عنوان کادر؛ پیش‌فرض «جزئیات قیمت». صفحه CIP «برآورد قیمت» یا «قیمت خدمات» می‌دهد.' },
  },
  // The booking page's side column is about this wide.
  decorators: [(Story) => <div style={{ maxWidth: 380 }}><Story /></div>],
} satisfies Meta<typeof PriceBreakdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/** یک بزرگسال بی مالیات: یک ردیف، قیمت پایه و مبلغ قابل پرداخت. */
export const OneAdult: Story = {
  args: { passengers: singleAdultFare, taxes: 0 },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement);
    await expect(box.getByText('۱ × بزرگسال')).toBeVisible();
    await expect(box.queryByText('مالیات و عوارض')).toBeNull();
    await expect(box.getByText('مبلغ قابل پرداخت').closest('div')).toHaveTextContent('۱۸٬۹۰۰٬۰۰۰');
  },
};

/** خانواده: دو بزرگسال، یک کودک و یک نوزاد؛ ردیف‌های چندنفره «هر نفر …» هم دارند و مالیات جدا می‌آید. */
export const Family: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement);
    await expect(box.getByText('۲ × بزرگسال')).toBeVisible();
    await expect(box.getByText('۱ × کودک')).toBeVisible();
    await expect(box.getByText('۱ × نوزاد')).toBeVisible();
    // 2 × 24.5M + 12.25M + 2.45M + 1.85M taxes
    await expect(box.getByText('مبلغ قابل پرداخت').closest('div')).toHaveTextContent('۶۵٬۵۵۰٬۰۰۰');
  },
};

/** با کد تخفیف: ردیف «تخفیف» سبز و با علامت منها، که صفحه‌خوان «منهای» می‌خواند. */
export const WithDiscount: Story = {
  args: { discount: 5_000_000 },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByText('تخفیف').closest('div')!;
    await expect(row).toHaveAttribute('data-tone', 'discount');
    await expect(row).toHaveTextContent('−');
    await expect(row).toHaveTextContent('منهای');
  },
};

/** تخفیف و پرداخت بخشی از مبلغ با کیف پول: هر دو از مبلغ قابل پرداخت کم می‌شوند. */
export const WithDiscountAndWallet: Story = {
  args: { discount: 5_000_000, walletUsed: 12_000_000 },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement);
    await expect(box.getByText('پرداخت از کیف پول')).toBeVisible();
    await expect(box.getByText('مبلغ قابل پرداخت').closest('div')).toHaveTextContent('۴۸٬۵۵۰٬۰۰۰');
  },
};

/** مبلغی که سرور حساب کرده بر جمع ردیف‌ها مقدم است. */
export const ServerTotal: Story = {
  args: { passengers: singleAdultFare, taxes: 0, total: 18_000_000 },
};

/** در گوشی، تمام‌عرض: تخفیف و کیف پول با مبلغ‌ها در یک خط. */
export const OnMobile: Story = {
  ...ON_MOBILE,
  args: { discount: 5_000_000, walletUsed: 12_000_000 },
  decorators: [(Story) => <Story />],
};

/** اقامت هتل: به جای نوع مسافر، برای هر اتاق یک ردیف با قیمت کل اقامت. */
export const HotelRooms: Story = {
  args: {
    passengers: [],
    taxes: 0,
    lines: [
      { key: 'r1', label: 'اتاق ۱: دو تخته دابل، با صبحانه · ۳ شب', amount: 54_000_000 },
      { key: 'r2', label: 'اتاق ۲: سه تخته، با صبحانه · ۳ شب', amount: 72_600_000 },
    ],
    discount: 2_000_000,
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement);
    await expect(box.getByText('اتاق ۲: سه تخته، با صبحانه · ۳ شب')).toBeVisible();
    await expect(box.getByText('قیمت پایه').closest('div')).toHaveTextContent('۱۲۶٬۶۰۰٬۰۰۰');
    await expect(box.getByText('مبلغ قابل پرداخت').closest('div')).toHaveTextContent('۱۲۴٬۶۰۰٬۰۰۰');
  },
};

/** نام‌های بلند اتاق در گوشی: برچسب هر ردیف در چند خط می‌شکند و مبلغ‌ها در یک خط کنارش می‌مانند. */
export const LongRoomNamesOnMobile: Story = {
  ...ON_MOBILE,
  args: {
    passengers: [],
    taxes: 0,
    lines: [
      { key: 'r1', label: 'اتاق ۱: سوئیت جونیور رو به دریا با تراس اختصاصی، صبحانه و شام · ۴ شب', amount: 186_400_000 },
      { key: 'r2', label: 'اتاق ۲: دو تخته توئین با تخت اضافه برای کودک، با صبحانه · ۴ شب', amount: 98_000_000 },
    ],
    discount: 14_000_000,
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement);
    const label = box.getByText(/سوئیت جونیور رو به دریا/);
    await expect(label).toBeVisible();
    const row = label.closest('div')!;
    const amount = row.querySelector('dd')!;
    await expect(amount).toHaveTextContent('۱۸۶٬۴۰۰٬۰۰۰');
    await expect(amount.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
    await expect(box.getByText('مبلغ قابل پرداخت').closest('div')).toHaveTextContent('۲۷۰٬۴۰۰٬۰۰۰');
  },
};

/** کیف پول کل مبلغ را می‌پردازد: مبلغ قابل پرداخت «۰» است و چیزی به درگاه نمی‌رود. */
export const PaidByWallet: Story = {
  args: { passengers: singleAdultFare, taxes: 0, walletUsed: 18_900_000 },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement);
    await expect(box.getByText('پرداخت از کیف پول').closest('div')).toHaveAttribute('data-tone', 'wallet');
    await expect(box.getByText('مبلغ قابل پرداخت').closest('div')).toHaveTextContent('۰');
    await expect(box.getByText('مبلغ قابل پرداخت').closest('div')).not.toHaveTextContent('۱۸');
  },
};

/** برآورد قیمت CIP پیش از پاسخ فرودگاه، همان‌طور که صفحه CIP می‌دهد: عنوان «برآورد قیمت» و یک ردیف برای هر خدمت. */
export const CipEstimate: Story = {
  args: {
    title: 'برآورد قیمت',
    passengers: [],
    taxes: 0,
    lines: [
      { key: 'adult', label: 'بزرگسال × ۲', amount: 76_000_000 },
      { key: 'porter', label: 'باربر × ۲', amount: 3_000_000 },
      { key: 'greeter', label: 'خوشامدگو', amount: 6_000_000 },
    ],
    total: 85_000_000,
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement);
    await expect(box.getByRole('heading', { name: 'برآورد قیمت' })).toBeVisible();
    await expect(box.getByText('باربر × ۲')).toBeVisible();
    await expect(box.getByText('مبلغ قابل پرداخت').closest('div')).toHaveTextContent('۸۵٬۰۰۰٬۰۰۰');
  },
};
