import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { OrderListItem, type OrderListItemData } from '../../src/design-system/OrderListItem';
import { ColourTag, ProductType } from '../../src/domain/enums';
import { cancelledInternational, issuedFlight, ORDERS, pendingVisa, unpaidHotel } from './fixtures/account';
import { ON_MOBILE, ON_TABLET } from './fixtures/flights';
import { navigate, storyLink } from './fixtures/links';

/** A long tour title and a ten-digit amount: the title must wrap, the price must not. */
const longTour: OrderListItemData = {
  orderNumber: '1405096620',
  product: ProductType.Tour,
  title: 'تور هفت‌روزه استانبول، کاپادوکیه و آنتالیا با پرواز مستقیم، هتل‌های پنج‌ستاره ساحلی، ترانسفر فرودگاهی و گشت شهری با راهنمای فارسی‌زبان',
  date: '2026-12-18',
  amount: 1_248_000_000,
  statusLabel: 'در انتظار تأیید آژانس',
  statusColour: ColourTag.Blue,
};

/** An order number with Latin letters, as older orders and partners' orders are numbered. */
const latinNumbered: OrderListItemData = {
  ...issuedFlight,
  orderNumber: 'SA-140509-1234',
  product: ProductType.CIP,
  title: 'خدمات CIP فرودگاه امام خمینی، پرواز خروجی',
};

const meta = {
  title: 'Design system/Account/OrderListItem',
  component: OrderListItem,
  args: { order: issuedFlight, detailsHref: '/profile/my-travels/order-details/?id=1405091234', renderLink: storyLink },
  parameters: {
    docs: {
      description: {
        component: 'یک سفارش در «سفرهای من»: نماد محصول، مسیر یا عنوان، تاریخ شمسی، شماره سفارش، مبلغ و برچسب رنگی وضعیت. '
          + 'مسافر در این فهرست سفرهایش را مرور می‌کند، وضعیت هر سفارش (صادر شده، در انتظار پرداخت، لغو شده…) را می‌بیند و با «جزئیات سفارش» به بلیت و استرداد می‌رسد.',
      },
    },
  },
  argTypes: {
    order: {
      description: 'آنچه ردیف نشان می‌دهد؛ صفحه سفرهای من هر سفارش را به این مدل تبدیل می‌کند: شماره سفارش، نوع محصول، عنوان یا مسیر، تاریخ سفر، مبلغ به ریال، '
        + 'متن وضعیت از سرور و رنگ وضعیت (خاکستری، سبز، آبی یا قرمز، بخش ۳ مشخصات).',
    },
    detailsHref: { description: 'نشانی پیوند «جزئیات سفارش»؛ اگر داده نشود ردیف پیوندی ندارد (مثلاً سفارشی که هنوز جزئیاتی ندارد).' },
    renderLink: { control: false, description: 'پیوند جزئیات را می‌کشد؛ برنامه پیوند مسیریاب خودش را می‌دهد. پیش‌فرض یک پیوند ساده است.' },
  },
  // The profile's content column is about this wide.
  decorators: [(Story) => <div style={{ maxWidth: 880 }}><Story /></div>],
} satisfies Meta<typeof OrderListItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/** بلیت صادر شده: برچسب سبز «صادر شده»، تاریخ بلند سفر و پیوند «جزئیات سفارش» که صفحه سفارش را باز می‌کند. */
export const Issued: Story = {
  play: async ({ canvasElement }) => {
    const row = within(canvasElement);
    await expect(row.getByText('صادر شده')).toBeVisible();
    await expect(row.getByText('۱۴۰۵۰۹۱۲۳۴').tagName).toBe('BDI');
    await expect(row.getByText('چهارشنبه ۴ آذر ۱۴۰۵')).toBeVisible();
    await expect(canvasElement.querySelector('article')).toHaveAttribute('data-status-colour', 'green');
    const details = row.getByRole('link', { name: 'جزئیات سفارش ۱۴۰۵۰۹۱۲۳۴' });
    await userEvent.click(details);
    await expect(navigate).toHaveBeenLastCalledWith('/profile/my-travels/order-details/?id=1405091234');
  },
};

/** ویزای در حال بررسی: برچسب آبی می‌گوید کار در جریان است و مسافر فعلاً کاری ندارد. */
export const UnderReview: Story = { args: { order: pendingVisa } };

/** سفارش لغو شده: برچسب قرمز «لغو شده». */
export const Cancelled: Story = {
  args: { order: cancelledInternational },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('article')).toHaveAttribute('data-status-colour', 'red');
  },
};

/** هتل در انتظار پرداخت، بی‌پیوند جزئیات: برچسب خاکستری و فقط مبلغ. */
export const WithoutDetailsLink: Story = {
  args: { order: unpaidHotel, detailsHref: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

/** فهرست سفرهای من با هر چهار رنگ وضعیت بخش ۳ مشخصات، زیر هم. */
export const List: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      {ORDERS.map((order) => <OrderListItem key={order.orderNumber} {...args} order={order} />)}
    </div>
  ),
};

/** فهرست در گوشی: هر کارت سطر به سطر چیده می‌شود و هر پیوند جزئیات دست‌کم ۴۰ پیکسل بلندی دارد. */
export const ListOnMobile: Story = {
  ...List,
  ...ON_MOBILE,
  play: async ({ canvasElement }) => {
    for (const link of within(canvasElement).getAllByRole('link')) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
    }
  },
};

/** عنوان بلند تور و مبلغ ده‌رقمی: عنوان در چند سطر می‌شکند، مبلغ و برچسب وضعیت یک‌تکه می‌مانند. */
export const LongTitle: Story = {
  args: { order: longTour, detailsHref: '/profile/my-travels/order-details/?id=1405096620' },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement);
    await expect(row.getByText(longTour.title)).toBeVisible();
    await expect(row.getByText('۱٬۲۴۸٬۰۰۰٬۰۰۰')).toBeVisible();
    await expect(row.getByText('در انتظار تأیید آژانس')).toBeVisible();
    await userEvent.click(row.getByRole('link', { name: 'جزئیات سفارش ۱۴۰۵۰۹۶۶۲۰' }));
    await expect(navigate).toHaveBeenLastCalledWith('/profile/my-travels/order-details/?id=1405096620');
  },
};

/** همان عنوان بلند در گوشی ۳۷۵ پیکسلی: کارت از عرض صفحه بیرون نمی‌زند و مبلغ کامل دیده می‌شود. */
export const LongTitleOnMobile: Story = {
  ...LongTitle,
  ...ON_MOBILE,
  play: async ({ canvasElement }) => {
    const row = within(canvasElement);
    await expect(row.getByText(longTour.title)).toBeVisible();
    await expect(row.getByText('۱٬۲۴۸٬۰۰۰٬۰۰۰')).toBeVisible();
    const card = canvasElement.querySelector('article')!;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 2);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** شماره سفارش با حروف لاتین («SA-…»): در جمله راست‌به‌چپ ترتیبش به هم نمی‌ریزد و رقم‌هایش فارسی است. */
export const LatinOrderNumber: Story = {
  args: { order: latinNumbered, detailsHref: '/profile/my-travels/order-details/?id=SA-140509-1234' },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement);
    const number = row.getByText('SA-۱۴۰۵۰۹-۱۲۳۴');
    await expect(number.tagName).toBe('BDI');
    await userEvent.click(row.getByRole('link', { name: 'جزئیات سفارش SA-۱۴۰۵۰۹-۱۲۳۴' }));
    await expect(navigate).toHaveBeenLastCalledWith('/profile/my-travels/order-details/?id=SA-140509-1234');
  },
};

/** فهرست در تبلت ۷۶۸ پیکسلی: کارت‌ها جا دارند و هر سفارش در یک ردیف است. */
export const ListOnTablet: Story = {
  ...List,
  ...ON_TABLET,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(ORDERS.length);
  },
};
