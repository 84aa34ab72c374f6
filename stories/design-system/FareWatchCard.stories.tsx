import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FareWatchCard, type FareWatchCardProps } from '../../src/design-system/FareWatchCard';
import { STORY_NOW } from './fixtures/account';
import { ON_MOBILE, ON_TABLET, SEARCH_DATE } from './fixtures/flights';
import { navigate, storyLink } from './fixtures/links';

/** Holds the channels like the profile's store would, so a ticked box stays ticked. */
function Stateful(props: FareWatchCardProps) {
  const [channels, setChannels] = useState(props.channels);
  return (
    <FareWatchCard
      {...props}
      channels={channels}
      onChannelsChange={(next) => {
        setChannels(next);
        props.onChannelsChange(next);
      }}
    />
  );
}

const blur = () => (document.activeElement as HTMLElement | null)?.blur();
const RESULTS_HREF = '/flight/THR-MHD/?adults=2&children=1&departing=1405-09-04';

const meta = {
  title: 'Design system/Account/FareWatchCard',
  component: FareWatchCard,
  args: {
    routeLabel: 'تهران ← مشهد',
    tripLabel: 'یک‌طرفه',
    departureDate: SEARCH_DATE,
    passengersLabel: '۲ بزرگسال، ۱ کودک',
    priceThen: 52_400_000,
    priceNow: 47_900_000,
    seatsLeft: 9,
    // Two hours and twenty minutes before the stories' clock.
    checkedAt: '2026-11-20T07:40:00+03:30',
    now: STORY_NOW,
    channels: { push: true, sms: true, email: false },
    onChannelsChange: fn(),
    resultsHref: RESULTS_HREF,
    renderLink: storyLink,
    onRemove: fn(),
    removing: false,
    ended: false,
  },
  parameters: {
    docs: {
      description: {
        component: 'یک ردیابی قیمت در فهرست «ردیابی قیمت» پروفایل: مسیر، نوع سفر، تاریخ‌های شمسی، مسافران، قیمت هنگام شروع ردیابی و قیمت امروز. '
          + 'اگر قیمت پایین آمده باشد با رنگ سبز «ارزان‌تر شد» و مقدار کاهش را می‌گوید، اگر بالا رفته باشد با قرمز «گران‌تر شد»، وگرنه «بدون تغییر». '
          + 'با ۳ صندلی یا کمتر هشدار می‌دهد، زمان آخرین بررسی را (تا یک روز به شکل «۲ ساعت پیش»، پس از آن تاریخ و ساعت تهران) می‌نویسد و مسافر راه‌های خبررسانی را همین‌جا روشن و خاموش می‌کند. '
          + '«دیدن نتایج» جست‌وجوی ردیابی‌شده را باز می‌کند و «حذف» پیش از حذف، تأیید می‌خواهد. ردیابیِ سفری که روزش گذشته کم‌رنگ است و «به پایان رسید» دارد.',
      },
    },
  },
  argTypes: {
    routeLabel: { description: 'مسیر به حروف، مثل «تهران ← مشهد»؛ عنوان کارت.' },
    tripLabel: { description: 'نوع سفر: «یک‌طرفه» یا «رفت و برگشت».' },
    departureDate: { description: 'روز رفتِ ردیابی‌شده به شکل میلادی «YYYY-MM-DD»؛ روی کارت شمسی و با نام روز هفته دیده می‌شود.' },
    returnDate: { description: 'روز برگشت در سفر رفت و برگشت، به همان شکل؛ در سفر یک‌طرفه خالی است.' },
    flexibleMonthLabel: { description: 'ماهِ ردیابیِ انعطاف‌پذیر به حروف، مثل «آذر ۱۴۰۵»؛ یعنی هر روزِ این ماه ردیابی می‌شود و برچسب «هر روزِ …» می‌گیرد.' },
    passengersLabel: { description: 'مسافران به حروف، مثل «۲ بزرگسال، ۱ کودک»؛ قیمت‌ها برای همه آن‌هاست.' },
    priceThen: { description: 'ارزان‌ترین قیمت برای همه مسافران هنگام شروع ردیابی، به ریال؛ خالی یعنی آن زمان بلیتی نبود.' },
    priceNow: { description: 'ارزان‌ترین قیمت در آخرین بررسی، به ریال؛ خالی یعنی اکنون بلیتی برای فروش نیست.' },
    cheapestDate: { description: 'در ردیابی انعطاف‌پذیر، ارزان‌ترین روزِ ماه به شکل میلادی «YYYY-MM-DD»؛ شمسی نوشته می‌شود.' },
    seatsLeft: { description: 'صندلی‌های باقی‌مانده با ارزان‌ترین قیمت؛ ۳ یا کمتر هشدار قرمز می‌گیرد.' },
    checkedAt: { description: 'لحظه آخرین بررسی قیمت (زمان ISO)؛ تا یک روز «۲ ساعت پیش» و پس از آن تاریخ شمسی و ساعت تهران. خالی یعنی «هنوز بررسی نشده است».' },
    now: { description: 'ساعت امروز برای «… پیش» (میلی‌ثانیه از ۱۹۷۰)؛ در داستان‌ها و آزمون‌ها ثابت است، در برنامه ساعت واقعی.' },
    channels: { description: 'راه‌های خبررسانی این ردیابی: اعلان مرورگر، پیامک و ایمیل.' },
    onChannelsChange: { description: 'با زدن یا برداشتن تیک هر راه خبررسانی، با هر سه مقدار صدا زده می‌شود؛ صفحه آن را ذخیره می‌کند.' },
    channelsDisabled: { description: 'برای هر راهی که نمی‌شود روشنش کرد، دلیلی فارسی؛ آن گزینه غیرفعال می‌شود و دلیل زیرش می‌آید (مثلاً مرورگری که اعلان ندارد یا حسابی بی‌ایمیل).' },
    resultsHref: { description: 'نشانی صفحه نتایجِ جست‌وجوی ردیابی‌شده؛ پیوند «دیدن نتایج».' },
    renderLink: { control: false, description: 'پیوند «دیدن نتایج» را می‌کشد؛ برنامه پیوند مسیریاب خودش را می‌دهد. پیش‌فرض یک پیوند ساده است.' },
    onRemove: { description: 'پس از تأیید «بله، حذف شود» صدا زده می‌شود؛ صفحه ردیابی را حذف می‌کند.' },
    removing: { description: 'حذف در راه است: دکمه تأیید می‌چرخد و «انصراف» غیرفعال است.' },
    ended: { description: 'روز سفر گذشته است: کارت کم‌رنگ می‌شود، «به پایان رسید» می‌گیرد، راه‌های خبررسانی غیرفعال‌اند و فقط «حذف» می‌ماند.' },
  },
  render: (args) => <Stateful {...args} />,
  // The profile's content column is about this wide.
  decorators: [(Story) => <div style={{ maxWidth: 880 }}><Story /></div>],
} satisfies Meta<typeof FareWatchCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/** قیمت پایین آمده است: سبز «ارزان‌تر شد» با ۴٬۵۰۰٬۰۰۰ ریال کمتر؛ مسافر «دیدن نتایج» را می‌زند و صفحه نتایج همان جست‌وجو باز می‌شود. */
export const Cheaper: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const change = canvasElement.querySelector('p[data-change="down"]');
    await expect(change).toHaveTextContent('ارزان‌تر شد');
    await expect(change).toHaveTextContent('۴٬۵۰۰٬۰۰۰');
    await expect(canvas.getByText(/آخرین بررسی/)).toHaveTextContent('۲ ساعت پیش');
    await userEvent.click(canvas.getByRole('link', { name: 'دیدن نتایج تهران ← مشهد' }));
    await expect(navigate).toHaveBeenLastCalledWith(RESULTS_HREF);
    blur();
  },
};

/** قیمت بالا رفته است: قرمز «گران‌تر شد» با مقدار افزایش. */
export const Dearer: Story = {
  args: { priceNow: 58_100_000, checkedAt: '2026-11-20T09:48:00+03:30' },
  play: async ({ canvasElement }) => {
    const change = canvasElement.querySelector('p[data-change="up"]');
    await expect(change).toHaveTextContent('گران‌تر شد');
    await expect(change).toHaveTextContent('۵٬۷۰۰٬۰۰۰');
    await expect(within(canvasElement).getByText(/آخرین بررسی/)).toHaveTextContent('۱۲ دقیقه پیش');
  },
};

/** قیمت همان است که بود: خاکستری «بدون تغییر»، بی‌مقدار. */
export const Unchanged: Story = {
  args: { priceNow: 52_400_000 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('p[data-change="same"]')).toHaveTextContent('بدون تغییر');
  },
};

/** رفت و برگشتِ انعطاف‌پذیر: هر روزِ آذر ردیابی می‌شود، برچسب «هر روزِ آذر ۱۴۰۵» دارد و ارزان‌ترین روزِ ماه را می‌گوید. */
export const FlexibleRoundTrip: Story = {
  args: {
    routeLabel: 'شیراز ← کیش',
    tripLabel: 'رفت و برگشت',
    departureDate: '2026-11-25',
    returnDate: '2026-11-30',
    flexibleMonthLabel: 'آذر ۱۴۰۵',
    cheapestDate: '2026-12-08',
    passengersLabel: '۲ بزرگسال',
    priceThen: 96_800_000,
    priceNow: 81_200_000,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('هر روزِ آذر ۱۴۰۵')).toBeVisible();
    await expect(canvas.getByText(/ارزان‌ترین روز/)).toHaveTextContent('سه‌شنبه ۱۷ آذر');
    await expect(canvas.getByText('برگشت').nextElementSibling).toHaveTextContent('دوشنبه ۹ آذر ۱۴۰۵');
  },
};

/** فقط ۲ صندلی با این قیمت مانده است: هشدار قرمز با نشانه، تا مسافر دیر نکند. */
export const FewSeats: Story = {
  args: { seatsLeft: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/فقط ۲ صندلی با این قیمت مانده/)).toBeVisible();
  },
};

/** اکنون بلیتی برای فروش نیست: جای قیمت امروز «فعلاً بلیتی نیست» می‌آید و تغییری نشان داده نمی‌شود. */
export const NothingForSale: Story = {
  args: { priceNow: null, seatsLeft: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('فعلاً بلیتی نیست')).toBeVisible();
    await expect(canvasElement.querySelector('p[data-change]')).toBeNull();
  },
};

/** مسافر ایمیل را هم روشن می‌کند و سپس پیامک را خاموش می‌کند؛ هر بار هر سه مقدار به صفحه می‌رسد. */
export const ChangeChannels: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'ایمیل' }));
    await expect(args.onChannelsChange).toHaveBeenLastCalledWith({ push: true, sms: true, email: true });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'پیامک' }));
    await expect(args.onChannelsChange).toHaveBeenLastCalledWith({ push: true, sms: false, email: true });
    await expect(canvas.getByRole('checkbox', { name: 'پیامک' })).not.toBeChecked();
    blur();
  },
};

/** این مرورگر اعلان ندارد و حساب ایمیلی ثبت نکرده است: آن دو گزینه غیرفعال‌اند و دلیلشان زیرشان نوشته شده است. */
export const ChannelsUnavailable: Story = {
  args: {
    channels: { push: false, sms: true, email: false },
    channelsDisabled: {
      push: 'این مرورگر اعلان را پشتیبانی نمی‌کند.',
      email: 'نخست ایمیل خود را در «اطلاعات حساب» ثبت کنید.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'اعلان مرورگر' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'ایمیل' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'پیامک' })).toBeEnabled();
    await expect(canvas.getByText('این مرورگر اعلان را پشتیبانی نمی‌کند.')).toBeVisible();
  },
};

/** حذف با تأیید: «حذف» پرسشی می‌آورد و فوکوس روی «انصراف» می‌رود؛ «انصراف» برمی‌گرداند و «بله، حذف شود» ردیابی را حذف می‌کند. */
export const RemoveWithConfirm: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'حذف ردیابی تهران ← مشهد' }));
    const confirm = canvas.getByRole('group', { name: 'تأیید حذف ردیابی' });
    await expect(confirm).toHaveTextContent('این ردیابی حذف شود؟');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'انصراف' })).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'انصراف' }));
    await expect(args.onRemove).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'حذف ردیابی تهران ← مشهد' })).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'حذف ردیابی تهران ← مشهد' }));
    await userEvent.click(canvas.getByRole('button', { name: 'بله، حذف شود' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    blur();
  },
};

/** حذف در راه است: دکمه تأیید می‌چرخد و «انصراف» غیرفعال است. */
export const Removing: Story = {
  args: { removing: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'انصراف' })).toBeDisabled();
  },
};

/** روز سفر گذشته است: کارت کم‌رنگ با «به پایان رسید»، آخرین بررسی با تاریخ و ساعت تهران، بی‌پیوند نتایج و با راه‌های خبررسانی غیرفعال؛ فقط «حذف» مانده است. */
export const Ended: Story = {
  args: {
    departureDate: '2026-11-12',
    checkedAt: '2026-11-11T21:15:00+03:30',
    priceNow: 49_300_000,
    ended: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('به پایان رسید')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /دیدن نتایج/ })).toBeNull();
    await expect(canvas.getByRole('checkbox', { name: 'پیامک' })).toBeDisabled();
    await expect(canvas.getByText(/آخرین بررسی/)).toHaveTextContent('۲۰/۰۸/۱۴۰۵، ساعت ۲۱:۱۵');
  },
};

/** هنوز بررسی نشده است: ردیابی تازه ساخته شده و قیمت امروز همان قیمت شروع است. */
export const NotCheckedYet: Story = {
  args: { checkedAt: null, priceNow: 52_400_000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('هنوز بررسی نشده است')).toBeVisible();
  },
};

/** در گوشی ۳۷۵ پیکسلی: بخش‌ها زیر هم می‌آیند، قیمت‌ها در کادر خاکستری و دکمه‌ها در پایین کارت. */
export const OnMobile: Story = {
  ...ON_MOBILE,
  args: { seatsLeft: 2 },
};

/** در گوشی، رفت و برگشتِ انعطاف‌پذیر با گزینه‌های غیرفعال و پرسش حذف: جمله‌های بلند می‌شکنند و از کارت بیرون نمی‌زنند. */
export const FlexibleOnMobile: Story = {
  ...ON_MOBILE,
  args: {
    ...FlexibleRoundTrip.args,
    channels: { push: false, sms: true, email: false },
    channelsDisabled: { push: 'اعلان‌ها در تنظیمات مرورگر مسدود است.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'حذف ردیابی شیراز ← کیش' }));
    await expect(canvas.getByRole('group', { name: 'تأیید حذف ردیابی' })).toBeVisible();
    blur();
  },
};

/** در تبلت ۷۶۸ پیکسلی: قیمت‌ها در ستونی کنار جزئیات سفر می‌آیند. */
export const OnTablet: Story = {
  ...ON_TABLET,
};
