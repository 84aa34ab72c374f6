import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ItineraryList, type ItineraryDay } from '../../src/design-system';
import { ON_MOBILE } from './fixtures/flights';
import { ITINERARY } from './fixtures/tours';

/** A ten-day Istanbul and Cappadocia programme: two-digit day numbers in the markers. */
const tenDays: ItineraryDay[] = [
  'ورود به استانبول', 'میدان سلطان احمد و ایاصوفیه', 'کاخ توپکاپی و بازار بزرگ', 'تنگه بسفر با کشتی', 'روز آزاد در استانبول',
  'پرواز به کاپادوکیا', 'بالون سواری در طلوع آفتاب', 'شهر زیرزمینی درینکویو', 'بازگشت به استانبول', 'پرواز به تهران',
].map((titleFa, i) => ({ day: i + 1, titleFa, descriptionFa: 'صبحانه در هتل و برنامه روز با راهنمای فارسی‌زبان.' }));

/** Days whose titles and descriptions run long, as operators write them. */
const longDays: ItineraryDay[] = [
  {
    day: 1,
    titleFa: 'ورود به فرودگاه بین‌المللی کیش، ترانسفر به هتل شهریار طلایی و گشت عصرگاهی در اسکله تفریحی',
    descriptionFa: 'پرواز صبحگاهی از فرودگاه مهرآباد تهران، پذیرش در هتل از ساعت ۱۴، استراحت، و در عصر گشت با راهنما در اسکله تفریحی، '
      + 'پارک دلفین‌ها و بازار مرجان؛ شام به انتخاب مسافر و با هزینه خودش است.',
  },
  ...ITINERARY.slice(1),
];

const meta = {
  title: 'Design system/Tours/ItineraryList',
  component: ItineraryList,
  args: { days: ITINERARY },
  parameters: {
    docs: {
      description: {
        component: 'برنامه روزبه‌روز یک تور در صفحه تور: خطی با شماره هر روز و زیر هر روز عنوانش و آنچه آن روز رخ می‌دهد؛ '
          + 'مسافر پیش از رزرو با آن می‌بیند سفرش چگونه می‌گذرد.',
      },
    },
  },
  argTypes: {
    days: { description: 'روزهای برنامه به ترتیب، هر کدام با شماره روز، عنوان و شرح؛ صفحه تور برنامه تور را می‌دهد. فهرست خالی «برنامه روزانه این تور هنوز اعلام نشده است.» می‌نویسد.' },
    label: { description: 'نام فهرست برای صفحه‌خوان‌ها؛ پیش‌فرض «برنامه سفر».' },
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}><Story /></div>],
} satisfies Meta<typeof ItineraryList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/** تور چهار روزه کیش: فهرستی شماره‌دار از روزها، هر کدام با عنوان و آنچه آن روز رخ می‌دهد. */
export const FourDays: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'برنامه سفر' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(list).getByText('روز ۲: کشتی یونانی و ساحل مرجان')).toBeVisible();
  },
};

/** برنامه‌ای که برگزارکننده هنوز اعلام نکرده است: به جای فهرست خالی، یک جمله کم‌رنگ این را می‌گوید. */
export const NotAnnounced: Story = {
  args: { days: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('برنامه روزانه این تور هنوز اعلام نشده است.')).toBeVisible();
  },
};

/** در گوشی ۳۷۵ پیکسلی: شرح هر روز در عرض کم می‌شکند و خط میان روزها پیوسته می‌ماند. */
export const OnMobile: Story = { ...ON_MOBILE };

/** تور ده روزه: شماره‌های دو رقمی «۱۰» هم در دایره روز جا می‌شوند. */
export const TenDays: Story = {
  args: { days: tenDays },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'برنامه سفر' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await expect(within(list).getByText('روز ۱۰: پرواز به تهران')).toBeVisible();
  },
};

/** عنوان و شرح بلند روز اول در گوشی: هر دو در چند سطر می‌شکنند و دایره شماره روز کوچک نمی‌شود. */
export const LongTextOnMobile: Story = {
  args: { days: longDays },
  ...ON_MOBILE,
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'برنامه سفر' });
    await expect(within(list).getByText(`روز ۱: ${longDays[0]!.titleFa}`)).toBeVisible();
    const marker = within(list).getAllByRole('listitem')[0]!.querySelector('span[aria-hidden]')!;
    const { width, height } = marker.getBoundingClientRect();
    await expect(width).toBe(32);
    await expect(height).toBe(32);
  },
};
