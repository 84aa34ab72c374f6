import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RoomCard, type RoomCardData } from '../../src/design-system';
import { ON_MOBILE, ON_TABLET } from './fixtures/flights';
import { doubleRoom, juniorSuite, ROOM_TODAY, singleRoom, twinRoomOnly } from './fixtures/hotels';
import { insideItsColumn } from './fixtures/layout-checks';

/** A room whose name, beds and board run long, to see them wrap beside the price column, and a ten-digit stay. */
const longRoom: RoomCardData = {
  ...juniorSuite,
  nights: [{ date: '2026-12-16', price: 350_000_000 }, { date: '2026-12-17', price: 400_000_000 }, { date: '2026-12-18', price: 400_000_000 }],
  totalPrice: 1_150_000_000,
  pricePerNight: 383_333_333,
  key: '3001:royal-suite:full-board',
  nameFa: 'سوئیت رویال دو خوابه با نمای کوه دماوند، بالکن اختصاصی و جکوزی',
  bedsFa: 'یک تخت دو نفره بزرگ، دو تخت یک نفره و یک مبل تخت‌خواب‌شو در اتاق نشیمن',
  boardLabel: 'سه وعده غذا',
  sizeM2: 120,
  capacity: { adults: 4, children: 2 },
};

// Three nights from Wednesday 25 Azar 1405 (Thursday and Friday dearer), seen on 10 Azar.
const meta = {
  title: 'Design system/Hotels/RoomCard',
  component: RoomCard,
  args: { room: doubleRoom, today: ROOM_TODAY, onReserve: fn(), fewRoomsThreshold: 3, defaultNightsOpened: false, onNightsOpenedChange: fn() },
  parameters: {
    docs: {
      description: {
        component: 'یک نوع اتاق با یک وعده غذایی در صفحه هتل: تخت‌ها، ظرفیت، متراژ، وعده غذایی، قانون لغو به کوتاهی، قیمت کل اقامت و هر شب، '
          + 'اتاق‌های باقی‌مانده و دکمه «رزرو»؛ و جدول قیمت شب به شب که شب‌های گران‌تر را «نرخ پیک» می‌نامد. مسافر با آن اتاقش را انتخاب می‌کند.',
      },
    },
  },
  argTypes: {
    room: { description: 'آنچه کارت نشان می‌دهد؛ صفحه هتل هر پیشنهاد اتاق را با قانون لغو هتل به این مدل تبدیل می‌کند: نام، تخت‌ها، ظرفیت، شب‌ها و قیمت‌ها، اتاق‌های باقی‌مانده و در خارج از کشور قیمت به ارز هتل.' },
    today: { description: 'امروز به وقت تهران، برای قانون لغو؛ صفحه آن را می‌دهد و داستان‌ها ثابتش می‌کنند.' },
    onReserve: { description: 'با دکمه «رزرو» صدا زده می‌شود؛ اتاق پر این دکمه را ندارد.' },
    selected: { description: 'در اقامت چنداتاقه، این اتاق برای یکی از اتاق‌های مسافران انتخاب شده است: کارت قاب آبی دارد و دکمه‌اش «انتخاب شد» می‌نویسد. صفحه هتل فقط وقتی بیش از یک اتاق جست‌وجو شده آن را می‌دهد.' },
    fewRoomsThreshold: { description: 'از این تعداد اتاق و کمتر، هشدار قرمز «فقط … اتاق باقی مانده» نشان داده می‌شود؛ پیش‌فرض ۳.' },
    nightsOpened: { description: 'باز بودن جدول قیمت شب به شب وقتی صفحه خودش آن را نگه می‌دارد؛ صفحه هتل آن را نمی‌دهد.' },
    defaultNightsOpened: { description: 'جدول قیمت شب به شب از اول باز باشد یا نه؛ پیش‌فرض بسته.' },
    onNightsOpenedChange: { description: 'وقتی مسافر جدول قیمت شب به شب را باز یا بسته می‌کند صدا زده می‌شود.' },
  },
  // The hotel page's rooms column is about this wide on a desktop.
  decorators: [(Story) => <div style={{ maxWidth: 760 }}><Story /></div>],
} satisfies Meta<typeof RoomCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const LATIN_DIGIT = /[0-9]/;

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/** اتاق دو تخته با صبحانه و اتاق خالی: ظرفیت، متراژ، «لغو رایگان»، قیمت سه شب و دکمه «رزرو»؛ همه رقم‌ها فارسی. */
export const Available: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('article', { name: 'اتاق دو تخته دبل، با صبحانه' });
    await expect(within(card).getByRole('heading', { name: 'اتاق دو تخته دبل' })).toBeVisible();
    await expect(within(card).getByText('یک تخت دو نفره')).toBeVisible();
    await expect(within(card).getByText('۲ بزرگسال')).toBeVisible();
    await expect(within(card).getByText('۱ کودک')).toBeVisible();
    await expect(within(card).getByText('۲۸ متر مربع')).toBeVisible();
    await expect(within(card).getByText('لغو رایگان')).toBeVisible();
    await expect(within(card).getByText('قیمت ۳ شب')).toBeVisible();
    await expect(within(card).getByText('۱۸۶٬۰۰۰٬۰۰۰')).toBeVisible();
    await expect(within(card).queryByText(/باقی مانده/)).toBeNull();
    await expect(card.textContent).not.toMatch(LATIN_DIGIT);
    await userEvent.click(within(card).getByRole('button', { name: 'رزرو اتاق دو تخته دبل، با صبحانه' }));
    await expect(args.onReserve).toHaveBeenCalledTimes(1);
  },
};

/** در اقامت چنداتاقه برای یکی از اتاق‌ها انتخاب شده: کارت نشان‌دار است، دکمه «انتخاب شد» می‌نویسد و برای انتخاب دوباره دکمه می‌ماند. */
export const Selected: Story = {
  args: { selected: true },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('article', { name: 'اتاق دو تخته دبل، با صبحانه' });
    await expect(card).toHaveAttribute('data-selected', 'true');
    const button = within(card).getByRole('button', { name: 'رزرو اتاق دو تخته دبل، با صبحانه' });
    await expect(button).toHaveTextContent('انتخاب شد');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button);
    await expect(args.onReserve).toHaveBeenCalledTimes(1);
  },
};

/** دو اتاق مانده: هشدار قرمز به مسافر می‌گوید زود تصمیم بگیرد؛ دکمه رزرو روشن است. */
export const FewRoomsLeft: Story = {
  args: { room: juniorSuite },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('فقط ۲ اتاق باقی مانده')).toBeVisible();
    await expect(within(canvasElement).getByText('۲ کودک')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: /^رزرو/ })).toBeEnabled();
  },
};

/** اتاق پر: «تکمیل ظرفیت» به جای دکمه رزرو و قیمت کم‌رنگ. */
export const SoldOut: Story = {
  args: { room: singleRoom },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('تکمیل ظرفیت')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: /^رزرو/ })).toBeNull();
    await expect(within(canvasElement).queryByText(/کودک/)).toBeNull();
  },
};

/** اتاق غیرقابل استرداد و بدون صبحانه: برچسب قرمز قانون لغو زیر نکته‌ها. */
export const NonRefundable: Story = {
  args: { room: twinRoomOnly },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('غیرقابل استرداد')).toBeVisible();
    await expect(within(canvasElement).getByText('بدون صبحانه')).toBeVisible();
  },
};

/** «قیمت شب به شب» جدول شب‌ها را باز می‌کند: پنجشنبه و جمعه گران‌ترند و «نرخ پیک» دارند. */
export const NightsOpened: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'قیمت شب به شب' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onNightsOpenedChange).toHaveBeenLastCalledWith(true);
    const table = canvas.getByRole('table', { name: 'قیمت هر شب اتاق دو تخته دبل' });
    const rows = within(table).getAllByRole('row');
    // Head, three nights, the total.
    await expect(rows).toHaveLength(5);
    await expect(rows[1]).toHaveTextContent('چهارشنبه ۲۵ آذر');
    await expect(rows[1]).toHaveTextContent('۵۴٬۰۰۰٬۰۰۰');
    await expect(rows[1]).not.toHaveTextContent('نرخ پیک');
    await expect(rows[2]).toHaveTextContent('پنجشنبه ۲۶ آذر');
    await expect(rows[2]).toHaveTextContent('نرخ پیک');
    await expect(rows[3]).toHaveTextContent('جمعه ۲۷ آذر');
    await expect(rows[3]).toHaveTextContent('۶۶٬۰۰۰٬۰۰۰');
    await expect(rows[4]).toHaveTextContent('جمع ۳ شب');
    await expect(table.textContent).not.toMatch(LATIN_DIGIT);
  },
};

/** بستن دوباره جدول را پنهان می‌کند. */
export const NightsClosedAgain: Story = {
  args: { defaultNightsOpened: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'قیمت شب به شب' }));
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** هتل خارج از کشور (استانبول، دبی، …): قیمت به ارز هتل کنار ریال می‌آید و کد ارز چپ‌به‌راست نوشته می‌شود. */
export const ForeignCurrency: Story = {
  args: { room: { ...doubleRoom, localPrice: { currency: 'EUR', amount: 2_480 } } },
  play: async ({ canvasElement }) => {
    const local = within(canvasElement).getByTestId('local-price');
    await expect(local).toHaveTextContent('حدود ۲٬۴۸۰ EUR به ارز هتل');
    await expect(local.querySelector('bdi')).toHaveAttribute('dir', 'ltr');
  },
};

/** در گوشی ۳۷۵ پیکسلی با جدول شب‌ها باز: نکته‌ها، قیمت و دکمه زیر هم. */
export const OnMobile: Story = {
  args: { room: juniorSuite, defaultNightsOpened: true },
  ...ON_MOBILE,
};

/** اتاق پر در گوشی. */
export const SoldOutOnMobile: Story = {
  args: { room: singleRoom },
  ...ON_MOBILE,
};

/** نام و تخت‌های بسیار بلند و قیمت ده‌رقمی سه شب در سوئیت: نام و نکته‌ها در چند سطر می‌شکنند و ستون قیمت برای قیمت بلند پهن‌تر می‌شود. */
export const LongName: Story = {
  args: { room: longRoom },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('article', { name: `${longRoom.nameFa}، سه وعده غذا` });
    await expect(within(card).getByRole('heading', { name: longRoom.nameFa })).toBeVisible();
    await expect(within(card).getByText(longRoom.bedsFa)).toBeVisible();
    await expect(within(card).getByText('۱۲۰ متر مربع')).toBeVisible();
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await insideItsColumn(within(card).getByText('۱٬۱۵۰٬۰۰۰٬۰۰۰'));
    await userEvent.click(within(card).getByRole('button', { name: `رزرو ${longRoom.nameFa}، سه وعده غذا` }));
    await expect(args.onReserve).toHaveBeenCalledTimes(1);
    // No focus ring in the screenshot.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** همان نام بلند در گوشی: همه چیز زیر هم و در عرض کارت. */
export const LongNameOnMobile: Story = {
  args: { room: longRoom },
  ...ON_MOBILE,
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: `${longRoom.nameFa}، سه وعده غذا` });
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(within(card).getByText('فقط ۲ اتاق باقی مانده')).toBeVisible();
  },
};

/** در تبلت ۷۶۸ پیکسلی: قیمت کنار نکته‌هاست؛ مسافر جدول شب‌ها را باز می‌کند و زیر کارت تمام‌عرض می‌شود. */
export const OnTablet: Story = {
  ...ON_TABLET,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'قیمت شب به شب' }));
    await expect(args.onNightsOpenedChange).toHaveBeenLastCalledWith(true);
    await expect(canvas.getByRole('table', { name: 'قیمت هر شب اتاق دو تخته دبل' })).toBeVisible();
    // No focus ring in the screenshot.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
