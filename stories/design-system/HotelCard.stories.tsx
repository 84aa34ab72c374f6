import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HotelCard, type HotelCardData } from '../../src/design-system';
import { ON_MOBILE, ON_TABLET } from './fixtures/flights';
import { newBoutique, seasideHotel, towerHotel, traditionalHouse } from './fixtures/hotels';
import { besideItsIcon, insideItsColumn } from './fixtures/layout-checks';

/** A hotel whose Persian and Latin names and district run long, to see them wrap, and a ten-digit price for five nights. */
const longNamedHotel: HotelCardData = {
  ...towerHotel,
  id: '3099',
  nights: 5,
  totalPrice: 1_395_000_000,
  pricePerNight: 279_000_000,
  nameFa: 'هتل بین‌المللی بزرگ پارسیان آزادی و مرکز همایش‌های شهید بهشتی تهران',
  nameEn: 'Parsian Azadi International Grand Hotel and Shahid Beheshti Conference Centre',
  kindLabel: 'هتل آپارتمان',
  districtFa: 'بزرگراه شهید دکتر مصطفی چمران، نرسیده به پل مدیریت، جنب بوستان ملت',
  boardLabel: 'صبحانه و یک وعده غذا',
  roomsLeft: 1,
};

const meta = {
  title: 'Design system/Hotels/HotelCard',
  component: HotelCard,
  args: { hotel: towerHotel, onSelect: fn(), fewRoomsThreshold: 3, eagerPhoto: true },
  parameters: {
    docs: {
      description: {
        component: 'یک هتل در فهرست نتایج جست‌وجوی هتل: عکس، نام فارسی و لاتین، ستاره‌ها، نوع و محله، امتیاز مهمانان، وعده غذایی، '
          + 'قیمت کل اقامت و هر شب، اتاق‌های باقی‌مانده و دکمه «مشاهده و رزرو» که مسافر را به صفحه هتل می‌برد. کارت با عرض خودش چیده می‌شود، نه عرض صفحه.',
      },
    },
  },
  argTypes: {
    hotel: { description: 'آنچه کارت نشان می‌دهد. صفحه نتایج هر هتل جست‌وجو را به این مدل نمایشی تبدیل می‌کند: نام‌ها، ستاره، محله، امتیاز، عکس، قیمت‌ها و اتاق‌های باقی‌مانده. صفر اتاق یعنی «تکمیل ظرفیت».' },
    onSelect: { description: 'با دکمه «مشاهده و رزرو» صدا زده می‌شود؛ کارت هتل پر این دکمه را ندارد.' },
    href: { description: 'نشانی صفحه هتل با همان تاریخ‌ها و مسافران؛ اگر باشد «مشاهده و رزرو» پیوندی به آن است. صفحه نتایج همیشه آن را می‌دهد.' },
    renderLink: { description: 'پیوند را می‌کشد وقتی نشانی هست؛ صفحه نتایج پیوند مسیریاب برنامه را می‌دهد تا صفحه بی بارگذاری دوباره عوض شود. پیش‌فرض یک پیوند ساده است.' },
    fewRoomsThreshold: { description: 'از این تعداد اتاق و کمتر، هشدار قرمز «فقط … اتاق باقی مانده» نشان داده می‌شود؛ پیش‌فرض ۳.' },
    eagerPhoto: { description: 'کارت اول فهرست عکسش را فوراً و پیش از بقیه بار می‌کند تا صفحه زودتر کامل دیده شود؛ بقیه کارت‌ها وقتی به آن‌ها برسد.' },
  },
  // The results column beside the desktop filter sidebar is about this wide.
  decorators: [(Story) => <div style={{ maxWidth: 880 }}><Story /></div>],
} satisfies Meta<typeof HotelCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/** هتل پنج ستاره با اتاق خالی: امتیاز مهمانان، قیمت سه شب، «لغو رایگان» و دکمه «مشاهده و رزرو». */
export const Available: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('article', { name: 'هتل بزرگ پارسیان' });
    await expect(within(card).getByRole('img', { name: 'هتل ۵ ستاره' })).toBeVisible();
    await expect(within(card).getByText('۸٫۹')).toBeVisible();
    await expect(within(card).getByText('قیمت ۳ شب')).toBeVisible();
    await expect(within(card).getByText('لغو رایگان')).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: 'مشاهده و رزرو هتل بزرگ پارسیان' }));
    await expect(args.onSelect).toHaveBeenCalled();
  },
};

/** در فهرست نتایج، «مشاهده و رزرو» پیوندی است به صفحه هتل با همان اقامت (تاریخ ورود و خروج). */
export const AsLink: Story = {
  args: { href: '/hotels/mashhad/parsian-hotel/?checkin=1405-09-25&checkout=1405-09-28', onSelect: undefined },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'مشاهده و رزرو هتل بزرگ پارسیان' });
    await expect(link).toHaveAttribute('href', '/hotels/mashhad/parsian-hotel/?checkin=1405-09-25&checkout=1405-09-28');
    await expect(within(canvasElement).queryByRole('button', { name: /^مشاهده و رزرو/ })).toBeNull();
  },
};

/** دو اتاق مانده: هشدار قرمز به مسافر می‌گوید زود تصمیم بگیرد؛ این اقامتگاه لغو رایگان ندارد. */
export const FewRoomsLeft: Story = {
  args: { hotel: traditionalHouse },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('فقط ۲ اتاق باقی مانده')).toBeVisible();
    await expect(within(canvasElement).queryByText('لغو رایگان')).toBeNull();
  },
};

/** هتل پر: عکس خاکستری، «تکمیل ظرفیت» به جای دکمه، و قیمت کم‌رنگ. */
export const SoldOut: Story = {
  args: { hotel: seasideHotel },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('تکمیل ظرفیت')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** هتل تازه‌ای که هنوز مهمانی به آن امتیاز نداده است: سطر امتیاز نمی‌آید. */
export const NotYetScored: Story = {
  args: { hotel: newBoutique },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/نظر\)/)).toBeNull();
  },
};

/** در گوشی ۳۷۵ پیکسلی: عکس بالای کارت، نکته‌ها زیر آن و قیمت و دکمه در پایین. */
export const OnMobile: Story = {
  args: { hotel: traditionalHouse },
  ...ON_MOBILE,
};

/** نام فارسی و لاتین بسیار بلند، نشانی بلند محله و قیمت ده‌رقمی پنج شب: نام‌ها در چند سطر می‌شکنند، نماد محله کنار نشانی می‌ماند و ستون قیمت برای قیمت بلند پهن‌تر می‌شود. */
export const LongNames: Story = {
  args: { hotel: longNamedHotel },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: longNamedHotel.nameFa });
    await expect(within(card).getByRole('heading', { name: longNamedHotel.nameFa })).toBeVisible();
    await expect(within(card).getByText(longNamedHotel.nameEn!)).toBeVisible();
    await expect(within(card).getByText('فقط ۱ اتاق باقی مانده')).toBeVisible();
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await besideItsIcon(card.querySelector('.tabler-icon-map-pin')!);
    await insideItsColumn(within(card).getByText('۱٬۳۹۵٬۰۰۰٬۰۰۰'));
  },
};

/** همان نام‌های بلند در گوشی: نام‌ها زیر هم می‌شکنند و هیچ چیز از لبه کارت بیرون نمی‌زند. */
export const LongNamesOnMobile: Story = {
  args: { hotel: longNamedHotel },
  ...ON_MOBILE,
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: longNamedHotel.nameFa });
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(within(card).getByRole('button', { name: `مشاهده و رزرو ${longNamedHotel.nameFa}` })).toBeVisible();
    await besideItsIcon(card.querySelector('.tabler-icon-map-pin')!);
  },
};

/** در تبلت ۷۶۸ پیکسلی: کارت پهن است و سه‌ستونه می‌شود: عکس، نکته‌ها و ستون قیمت. */
export const OnTablet: Story = {
  ...ON_TABLET,
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'هتل بزرگ پارسیان' });
    const photo = within(card).getByRole('img', { name: 'نمای هتل بزرگ پارسیان' });
    const button = within(card).getByRole('button', { name: 'مشاهده و رزرو هتل بزرگ پارسیان' });
    // Three columns: the photo on the right (RTL), the price column on the left, side by side.
    await expect(photo.getBoundingClientRect().left).toBeGreaterThan(button.getBoundingClientRect().right);
  },
};
