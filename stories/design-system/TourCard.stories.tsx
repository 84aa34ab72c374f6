import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TourCard, type TourCardData } from '../../src/design-system';
import { ON_MOBILE, ON_TABLET } from './fixtures/flights';
import { ISTANBUL_TOUR, KISH_TOUR } from './fixtures/tours';
import { besideItsIcon, insideItsColumn } from './fixtures/layout-checks';

/** A tour whose title, destination and airlines run long, as operators name multi-city packages. */
const longTour: TourCardData = {
  ...ISTANBUL_TOUR,
  id: 'malaysia-thailand-9-nights',
  titleFa: 'تور ترکیبی کوالالامپور، لنکاوی و پوکت با پرواز مستقیم و گشت جزایر فی‌فی',
  destinationFa: 'کوالالامپور، جزیره لنکاوی (مالزی) و پوکت (تایلند)',
  originFa: 'تهران (فرودگاه بین‌المللی امام خمینی)',
  minNights: 8,
  maxNights: 9,
  airlinesFa: ['ماهان', 'ایر آسیا', 'مالزی ایرلاینز', 'تای ایرویز'],
  departures: ['2026-12-11', '2026-12-25', '2027-01-08', '2027-01-22'],
  fromPrice: 1_245_000_000,
};

const meta = {
  title: 'Design system/Tours/TourCard',
  component: TourCard,
  args: { tour: KISH_TOUR, href: '/tour/kish-3-nights/', eagerPhoto: true },
  parameters: {
    docs: {
      description: {
        component: 'یک تور در فهرست تورها: عکس مقصد، عنوان، مقصد و مبدأ، تعداد شب‌ها، ایرلاین‌ها، چند تاریخ حرکت نزدیک، قیمت هر نفر '
          + 'از، جاهای باقی‌مانده و دکمه «مشاهده و رزرو» که مسافر را به صفحه تور می‌برد. کارت با عرض خودش چیده می‌شود، نه عرض صفحه.',
      },
    },
  },
  argTypes: {
    tour: { description: 'آنچه کارت نشان می‌دهد؛ صفحه فهرست تورها هر تور و حرکت‌های پیش‌رویش را به این مدل تبدیل می‌کند. قیمت برای یک بزرگسال در اتاق دو تخته است و صفر جا یعنی «تکمیل ظرفیت».' },
    href: { description: 'نشانی صفحه تور؛ دکمه «مشاهده و رزرو» پیوندی به آن است.' },
    renderLink: { description: 'پیوند را می‌کشد؛ صفحه فهرست پیوند مسیریاب برنامه را می‌دهد تا صفحه بی بارگذاری دوباره عوض شود. پیش‌فرض یک پیوند ساده است.' },
    fewPlacesThreshold: { description: 'از این تعداد جا و کمتر، هشدار قرمز «فقط … جا باقی مانده» نشان داده می‌شود؛ پیش‌فرض ۵.' },
    departuresShown: { description: 'چند تاریخ حرکت نزدیک نشان داده شود؛ بقیه با «و … تاریخ دیگر» شمرده می‌شوند. پیش‌فرض ۳.' },
    eagerPhoto: { description: 'کارت اول فهرست عکسش را فوراً و پیش از بقیه بار می‌کند تا صفحه زودتر کامل دیده شود؛ بقیه کارت‌ها وقتی به آن‌ها برسد.' },
  },
  // The list column beside the desktop filter sidebar is about this wide.
  decorators: [(Story) => <div style={{ maxWidth: 880 }}><Story /></div>],
} satisfies Meta<typeof TourCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/** تور کیش: عنوان، مقصد، شب‌ها، سه تاریخ حرکت نزدیک و تعداد بقیه، قیمت هر نفر از، و پیوند به صفحه تور. */
export const Available: Story = {
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('article', { name: 'تور کیش ۳ شب' }));
    await expect(card.getByText('۳ شب')).toBeVisible();
    const dates = card.getByRole('list', { name: 'تاریخ‌های حرکت' });
    await expect(within(dates).getAllByRole('listitem')).toHaveLength(4);
    await expect(dates).toHaveTextContent('۱۹ آذر');
    await expect(dates).toHaveTextContent('و ۲ تاریخ دیگر');
    await expect(card.getByText('هر نفر از')).toBeVisible();
    await expect(card.getByRole('link', { name: 'مشاهده و رزرو تور کیش ۳ شب' })).toHaveAttribute('href', '/tour/kish-3-nights/');
  },
};

/** تور استانبول با سه جای مانده: هشدار قرمز، چهار تا پنج شب، دو ایرلاین و برچسب «نیاز به ویزا». */
export const FewPlaces: Story = {
  args: { tour: ISTANBUL_TOUR, href: '/tour/istanbul-5-nights/' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('فقط ۳ جا باقی مانده')).toBeVisible();
    await expect(card.getByText('۴ تا ۵ شب')).toBeVisible();
    await expect(card.getByText('ترکیش ایرلاینز، ماهان')).toBeVisible();
    await expect(card.getByText('نیاز به ویزا')).toBeVisible();
  },
};

/** تور پر: عکس خاکستری و «تکمیل ظرفیت» به جای دکمه. */
export const Full: Story = {
  args: { tour: { ...KISH_TOUR, placesLeft: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('تکمیل ظرفیت')).toBeVisible();
    await expect(within(canvasElement).queryByRole('link', { name: /^مشاهده و رزرو/ })).toBeNull();
  },
};

/** در گوشی ۳۷۵ پیکسلی: عکس بالای کارت، نکته‌ها زیر آن و قیمت و دکمه در پایین. */
export const OnMobile: Story = { ...ON_MOBILE };

/** عنوان، مقصد، مبدأ و فهرست ایرلاین‌های بلند و قیمت ده‌رقمی: متن‌ها در چند سطر می‌شکنند، هر نماد کنار متن خودش می‌ماند و ستون قیمت برای قیمت بلند پهن‌تر می‌شود. */
export const LongTitle: Story = {
  args: { tour: longTour, href: '/tour/malaysia-thailand-9-nights/' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: longTour.titleFa });
    await expect(within(card).getByRole('heading', { name: longTour.titleFa })).toBeVisible();
    await expect(within(card).getByText('ماهان، ایر آسیا، مالزی ایرلاینز، تای ایرویز')).toBeVisible();
    await expect(within(card).getByText('۸ تا ۹ شب')).toBeVisible();
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await besideItsIcon(card.querySelector('.tabler-icon-map-pin')!);
    await besideItsIcon(card.querySelector('.tabler-icon-plane')!);
    await insideItsColumn(within(card).getByText('۱٬۲۴۵٬۰۰۰٬۰۰۰'));
  },
};

/** همان تور با نام‌های بلند در گوشی: هیچ چیز از لبه کارت بیرون نمی‌زند. */
export const LongTitleOnMobile: Story = {
  args: { tour: longTour, href: '/tour/malaysia-thailand-9-nights/' },
  ...ON_MOBILE,
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: longTour.titleFa });
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(within(card).getByRole('link', { name: `مشاهده و رزرو ${longTour.titleFa}` })).toBeVisible();
    await besideItsIcon(card.querySelector('.tabler-icon-map-pin')!);
  },
};

/** در تبلت ۷۶۸ پیکسلی: کارت سه‌ستونه است و «مشاهده و رزرو» پایین ستون قیمت، پیوندی به صفحه تور است. */
export const OnTablet: Story = {
  ...ON_TABLET,
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'تور کیش ۳ شب' });
    const photo = within(card).getByRole('img', { name: 'نمایی از کیش' });
    const link = within(card).getByRole('link', { name: 'مشاهده و رزرو تور کیش ۳ شب' });
    // Three columns: the photo on the right (RTL), the price column on the left, side by side.
    await expect(photo.getBoundingClientRect().left).toBeGreaterThan(link.getBoundingClientRect().right);
    await expect(link).toHaveAttribute('href', '/tour/kish-3-nights/');
  },
};
