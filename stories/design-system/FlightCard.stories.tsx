import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FlightCard, type FlightCardData } from '../../src/design-system/FlightCard';
import {
  at, charterFlight, fewSeatsFlight, multiCityFlight, overnightFlight, roundTripFlight, soldOutFlight, systemFlight, ON_MOBILE, ON_TABLET,
} from './fixtures/flights';

/**
 * The longest a card gets: an airline's full official name, long city names and an international
 * family fare in ten-digit rials for six passengers.
 */
const longFlight: FlightCardData = {
  ...systemFlight,
  airline: { code: 'IR', name: 'هواپیمایی جمهوری اسلامی ایران (هما)' },
  flightNumber: 'IR 7213',
  departure: { airport: 'MRX', airportFa: 'ماهشهر', cityFa: 'بندر ماهشهر', time: at('05:50') },
  arrival: { airport: 'KUL', airportFa: 'بین‌المللی کوالالامپور', cityFa: 'کوالالامپور', time: at('19:35') },
  durationMinutes: 585,
  stops: 2,
  seatsLeft: 6,
  pricePerAdult: 412_650_000,
  totalPrice: 1_898_190_000,
  passengersLabel: '۳ بزرگسال، ۲ کودک، ۱ نوزاد',
  cabinLabel: 'فرست کلاس',
};

const meta = {
  title: 'Design system/Results/FlightCard',
  component: FlightCard,
  args: { flight: systemFlight, onSelect: fn(), onShowDetails: fn(), fewSeatsThreshold: 3, selecting: false },
  parameters: {
    docs: {
      description: {
        component: 'یک پیشنهاد پرواز در فهرست نتایج: ایرلاین، ساعت حرکت و رسیدن، مدت و توقف‌ها، نوع بلیت (چارتر یا سیستمی)، '
          + 'صندلی‌های باقی‌مانده، قیمت هر بزرگسال و مجموع، و دکمه «انتخاب پرواز». کارت با عرض خودش چیده می‌شود، نه عرض صفحه.',
      },
    },
  },
  argTypes: {
    flight: { description: 'آنچه کارت نشان می‌دهد. صفحه نتایج هر پیشنهاد API را به این مدل نمایشی تبدیل می‌کند: پروازها، قیمت‌ها، صندلی‌ها و نوع بلیت.' },
    onSelect: { description: 'با دکمه «انتخاب پرواز» صدا زده می‌شود؛ کارت پرواز پر این دکمه را ندارد.' },
    onShowDetails: { description: 'اگر داده شود، دکمه «جزئیات پرواز» آن را صدا می‌زند؛ صفحه تصمیم می‌گیرد جزئیات کجا باز شود.' },
    fewSeatsThreshold: { description: 'از این تعداد صندلی و کمتر، هشدار «فقط … صندلی باقی مانده» نشان داده می‌شود.' },
    selecting: { description: 'تا انتخاب مسافر ذخیره شود، دکمه انتخاب چرخنده نشان می‌دهد و دوباره زده نمی‌شود.' },
  },
  // The results column beside the desktop filter sidebar is about this wide.
  decorators: [(Story) => <div style={{ maxWidth: 880 }}><Story /></div>],
} satisfies Meta<typeof FlightCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/** پرواز سیستمی بی‌توقف: بلیت با قوانین ایرلاین صادر می‌شود؛ مسافر انتخاب می‌کند یا جزئیات را می‌بیند. */
export const System: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByText('سیستمی')).toBeVisible();
    await expect(card.getByText('۰۸:۳۰')).toBeVisible();
    await expect(card.getByText('۰۹:۵۵')).toBeVisible();
    await expect(card.getByText('بدون توقف')).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: /^انتخاب پرواز/ }));
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await userEvent.click(card.getByRole('button', { name: /^جزئیات پرواز/ }));
    await expect(args.onShowDetails).toHaveBeenCalledTimes(1);
  },
};

/** پرواز چارتر: صندلی‌ها را آژانس پیش‌خرید کرده است و قوانین استرداد سخت‌تری دارد؛ برچسب «چارتر» این را می‌گوید. */
export const Charter: Story = {
  args: { flight: charterFlight },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('چارتر')).toBeVisible();
    await expect(canvasElement.querySelector('article')).toHaveAttribute('data-charter');
  },
};

/** دو صندلی مانده: هشدار قرمز به مسافر می‌گوید زود تصمیم بگیرد. */
export const FewSeats: Story = {
  args: { flight: fewSeatsFlight },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('فقط ۲ صندلی باقی مانده')).toBeVisible();
  },
};

/** پرواز پر: کارت کم‌رنگ است، «تکمیل ظرفیت» می‌نویسد و دکمه انتخاب ندارد. */
export const SoldOut: Story = {
  args: { flight: soldOutFlight, onShowDetails: undefined },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('تکمیل ظرفیت')).toBeVisible();
    await expect(card.queryByRole('button', { name: /انتخاب پرواز/ })).toBeNull();
    await expect(canvasElement.querySelector('article')).toHaveAttribute('data-sold-out');
  },
};

/** یک توقف و رسیدن پس از نیمه‌شب: ساعت رسیدن «+۱» دارد تا مسافر بداند فردا می‌رسد. */
export const OvernightWithStop: Story = {
  args: { flight: overnightFlight },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('۱ توقف')).toBeVisible();
    await expect(card.getByText('+۱')).toBeVisible();
  },
};

/** رفت و برگشت: دو ردیف فشرده «رفت» و «برگشت» با یک قیمت برای هر دو. */
export const RoundTripCompact: Story = {
  args: { flight: roundTripFlight },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByText('رفت')).toBeVisible();
    await expect(card.getByText('برگشت')).toBeVisible();
    await expect(card.getByText('۱۹:۲۰')).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: /^انتخاب پرواز/ }));
    await expect(args.onSelect).toHaveBeenCalled();
  },
};

/** چندمسیره: هر پرواز ردیف خودش را دارد («پرواز ۱»، «پرواز ۲»، …) و یک قیمت برای همه. */
export const MultiDestination: Story = {
  args: { flight: multiCityFlight },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    for (const label of ['پرواز ۱', 'پرواز ۲', 'پرواز ۳']) await expect(card.getByText(label)).toBeVisible();
    await expect(card.queryByText('برگشت')).toBeNull();
    await userEvent.click(card.getByRole('button', { name: /^انتخاب پرواز/ }));
    await expect(args.onSelect).toHaveBeenCalled();
  },
};

/** چندمسیره در گوشی ۳۷۵ پیکسلی: ردیف‌ها زیر هم و قیمت و دکمه پایین کارت. */
export const MultiDestinationOnMobile: Story = {
  args: { flight: multiCityFlight },
  ...ON_MOBILE,
};

/** در گوشی: کارت یک ستون می‌شود و دکمه انتخاب دست‌کم ۴۰ پیکسل بلندی دارد. */
export const OnMobile: Story = {
  args: { flight: fewSeatsFlight },
  ...ON_MOBILE,
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('button', { name: /^انتخاب پرواز/ });
    // SPEC §9's tap tolerance: a 40 px target at least.
    await expect(select.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
  },
};

/** رفت و برگشت در گوشی. */
export const RoundTripOnMobile: Story = {
  args: { flight: roundTripFlight },
  ...ON_MOBILE,
};

/** در حال انتخاب: مسافر «انتخاب پرواز» را زده و تا انتخابش ذخیره شود، دکمه چرخنده نشان می‌دهد و دوباره زده نمی‌شود. */
export const Selecting: Story = {
  args: { selecting: true },
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('button', { name: /^انتخاب پرواز/ });
    await expect(select).toBeDisabled();
    await expect(select).toHaveAttribute('data-loading');
    await userEvent.click(select, { pointerEventsCheck: 0 });
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/** نام‌های بلند: نام رسمی ایرلاین، شهرهای «بندر ماهشهر» و «کوالالامپور»، شش مسافر و قیمت ده‌رقمی؛ نام‌ها می‌شکنند و چیزی از کارت بیرون نمی‌زند. */
export const LongNames: Story = {
  args: { flight: longFlight },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByText('هواپیمایی جمهوری اسلامی ایران (هما)')).toBeVisible();
    await expect(card.getByText('۱٬۸۹۸٬۱۹۰٬۰۰۰')).toBeVisible();
    const edge = canvasElement.querySelector('article')!.getBoundingClientRect();
    for (const place of [card.getByText(/بندر ماهشهر/), card.getByText(/کوالالامپور/)]) {
      const box = place.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(edge.left);
      await expect(box.right).toBeLessThanOrEqual(edge.right);
    }
    await userEvent.click(card.getByRole('button', { name: /^انتخاب پرواز/ }));
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    // No focus ring in the screenshot.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** نام‌های بلند در گوشی ۳۷۵ پیکسلی: همان کارت در یک ستون؛ نام ایرلاین و مجموع قیمت در چند سطر می‌شکنند و شهرها در کارت می‌مانند. */
export const LongNamesOnMobile: Story = {
  args: { flight: longFlight },
  ...ON_MOBILE,
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    const edge = canvasElement.querySelector('article')!.getBoundingClientRect();
    for (const place of [card.getByText(/بندر ماهشهر/), card.getByText(/کوالالامپور/), card.getByText('۱٬۸۹۸٬۱۹۰٬۰۰۰')]) {
      const box = place.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(edge.left);
      await expect(box.right).toBeLessThanOrEqual(edge.right);
    }
  },
};

/** در تبلت ۷۶۸ پیکسلی: کارت پهن است و همان چیدمان سه‌ستونی دسکتاپ را می‌گیرد؛ مسافر جزئیات را باز می‌کند و پرواز را برمی‌گزیند. */
export const OnTablet: Story = {
  args: { flight: charterFlight },
  ...ON_TABLET,
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByText('چارتر')).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: /^جزئیات پرواز/ }));
    await expect(args.onShowDetails).toHaveBeenCalledTimes(1);
    await userEvent.click(card.getByRole('button', { name: /^انتخاب پرواز/ }));
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    // No focus ring in the screenshot.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
