import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CancellationPolicyCard } from '../../src/design-system';
import { ON_MOBILE } from './fixtures/flights';

// Fixed days, so the words never change with the clock: check-in 29 Azar 1405, seen on 10 Azar.
const meta = {
  title: 'Design system/Hotels/CancellationPolicyCard',
  component: CancellationPolicyCard,
  args: { policy: { refundable: true, freeUntilDaysBefore: 3, penaltyPercent: 30 }, checkIn: '2026-12-20', today: '2026-12-01', compact: false },
  parameters: {
    docs: {
      description: {
        component: 'قوانین لغو یک اقامت به فارسی ساده: تا چه روزی لغو رایگان است و پس از آن چند درصد جریمه دارد، یا اینکه '
          + 'اصلاً استرداد ندارد. مسافر آن را در صفحه هتل، روی کارت هر اتاق (به شکل فشرده) و در صفحه رزرو و واچر می‌بیند تا پیش از پرداخت بداند لغو چه هزینه‌ای دارد.',
      },
    },
  },
  argTypes: {
    policy: { description: 'قانون لغو تأمین‌کننده: یا استردادپذیر با تعداد روزهای لغو رایگان پیش از ورود و درصد جریمه پس از آن، یا غیرقابل استرداد.' },
    checkIn: { description: 'روز ورود به هتل (تاریخ میلادی)؛ روزهای لغو رایگان از آن به عقب شمرده می‌شوند و روز آخرش به تاریخ شمسی نوشته می‌شود.' },
    today: { description: 'امروز به وقت تهران؛ صفحه آن را می‌دهد و داستان‌ها ثابتش می‌کنند. اگر مهلت لغو رایگان گذشته باشد، برچسب «لغو با جریمه» می‌شود.' },
    compact: { description: 'فقط برچسب و سطر اول، بی قاب و عنوان؛ برای کارت اتاق در صفحه هتل. صفحه رزرو و واچر نسخه کامل را نشان می‌دهند.' },
    className: { description: 'کلاس اضافه برای جای‌دادن کارت در صفحه؛ ظاهر خود کارت را عوض نمی‌کند.' },
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}><Story /></div>],
} satisfies Meta<typeof CancellationPolicyCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/** لغو رایگان تا سه روز پیش از ورود: برچسب سبز «لغو رایگان»، روز آخرش به شمسی، و جریمه پس از آن. */
export const FreeUntilADay: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'قوانین لغو رزرو' });
    await expect(within(card).getByText('لغو رایگان')).toBeVisible();
    await expect(within(card).getByText('لغو رایگان تا پایان ۲۶ آذر ۱۴۰۵.')).toBeVisible();
    await expect(within(card).getByText(/۳۰٪ مبلغ اقامت جریمه/)).toBeVisible();
  },
};

/** مهلت لغو رایگان گذشته است: برچسب نارنجی «لغو با جریمه» و فقط سطر جریمه. */
export const FreeDaysOver: Story = {
  args: { today: '2026-12-19' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('لغو با جریمه')).toBeVisible();
    await expect(within(canvasElement).getByText(/مهلت لغو رایگان گذشته است/)).toBeVisible();
  },
};

/** اقامت غیرقابل استرداد: برچسب قرمز و یک جمله که می‌گوید با لغو پولی برنمی‌گردد. */
export const NonRefundable: Story = {
  args: { policy: { refundable: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('غیرقابل استرداد')).toBeVisible();
  },
};

/** شکل فشرده روی کارت اتاق: فقط برچسب و سطر اول، بی قاب و عنوان. */
export const CompactOnARoom: Story = {
  args: { compact: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
    await expect(within(canvasElement).getByText('لغو رایگان تا پایان ۲۶ آذر ۱۴۰۵.')).toBeVisible();
  },
};

/** در گوشی ۳۷۵ پیکسلی: جمله‌ها در عرض کارت می‌شکنند. */
export const OnMobile: Story = {
  ...ON_MOBILE,
};

/** روز آخر لغو رایگان: امروز هنوز رایگان است، پس برچسب سبز می‌ماند تا پایان همین روز. */
export const LastFreeDay: Story = {
  args: { today: '2026-12-17' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'قوانین لغو رزرو' });
    await expect(within(card).getByText('لغو رایگان')).toBeVisible();
    await expect(within(card).getByText('لغو رایگان تا پایان ۲۶ آذر ۱۴۰۵.')).toBeVisible();
    await expect(within(card).getByText(/^از ۲۷ آذر ۱۴۰۵ تا روز ورود/)).toBeVisible();
  },
};

/** استردادپذیر اما بی روز رایگان: از همان لحظه رزرو، لغو جریمه دارد؛ جمله «مهلت گذشته» نمی‌آید چون مهلتی نبوده است. */
export const PenaltyFromBooking: Story = {
  args: { policy: { refundable: true, freeUntilDaysBefore: 0, penaltyPercent: 20 } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'قوانین لغو رزرو' });
    await expect(within(card).getByText('لغو با جریمه')).toBeVisible();
    await expect(within(card).getByText('با لغو، ۲۰٪ مبلغ اقامت جریمه کسر می‌شود.')).toBeVisible();
    await expect(within(card).queryByText(/مهلت لغو رایگان/)).toBeNull();
  },
};

/** شکل فشرده روی کارت اتاق در گوشی، برای اتاق غیرقابل استرداد: برچسب و جمله زیر هم و در عرض کارت. */
export const CompactOnMobile: Story = {
  args: { compact: true, policy: { refundable: false } },
  ...ON_MOBILE,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('غیرقابل استرداد')).toBeVisible();
    await expect(within(canvasElement).getByText('غیرقابل استرداد: با لغو، مبلغ اقامت برنمی‌گردد.')).toBeVisible();
  },
};
