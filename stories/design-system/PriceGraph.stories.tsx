import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PriceGraph, type PriceGraphDay } from '../../src/design-system/PriceGraph';
import { addDays, weekdayIndex } from '../../src/domain/calendar-days';
import { ON_MOBILE, ON_TABLET, SEARCH_DATE } from './fixtures/flights';

/** The stories' tomorrow (their clock is 29 آبان 1405): the graph's first day. */
const FIRST_DAY = '2026-11-21';

/**
 * Sixty days of Tehran–Mashhad one-way fares: dearer on Thursdays and Fridays and as Nowruz-free
 * winter weeks fill, a few days sold out (gaps), the lowest marked.
 */
function sixtyDays(gaps: readonly number[] = [9, 23, 24, 41]): PriceGraphDay[] {
  const days = Array.from({ length: 60 }, (_, i): PriceGraphDay => {
    const date = addDays(FIRST_DAY, i);
    const weekend = weekdayIndex(date) >= 5 ? 3_400_000 : 0;
    const price = gaps.includes(i) ? null : 19_800_000 + ((i * 7) % 11) * 610_000 + weekend + Math.floor(i / 15) * 900_000;
    return { date, price, cheapest: false };
  });
  const lowest = Math.min(...days.flatMap((d) => (d.price === null ? [] : [d.price])));
  for (const d of days) d.cheapest = d.price === lowest;
  return days;
}

const DAYS = sixtyDays();
const pricedCount = DAYS.filter((d) => d.price !== null).length;
const blur = () => (document.activeElement as HTMLElement | null)?.blur();

const meta = {
  title: 'Design system/Results/PriceGraph',
  component: PriceGraph,
  args: { days: DAYS, searchedDate: SEARCH_DATE, onSelect: fn(), loading: false },
  parameters: {
    docs: {
      description: {
        component: 'نمودار ارزان‌ترین قیمت یک‌طرفه در ۶۰ روز آینده: هر روز یک ستون، روز بی‌پرواز جای خالی با کف نقطه‌چین، روز جست‌وجو آبی پررنگ با نشانه ▼ و ارزان‌ترین روز نارنجی با نشانه ●، و راهنمایی زیر نمودار. '
          + 'نام ماه‌های شمسی روی محور و کمترین و بیشترین قیمت بالای نمودار آمده است. روز زیر اشاره‌گر یا فوکوس با تاریخ و قیمت کامل بالای ستون‌ها نوشته می‌شود؛ بی‌آن، روز جست‌وجو. '
          + 'هر ستون دکمه‌ای است که آن روز را جست‌وجو می‌کند؛ فقط یک ستون در ترتیب Tab است و کلیدهای پیکان روز به روز جلو و عقب می‌روند (Home و End به دو سر). در گوشی ستون‌ها درون نمودار افقی می‌لغزند و روز جست‌وجو وسط می‌آید.',
      },
    },
  },
  argTypes: {
    days: { description: 'روزها به ترتیب، از زود به دیر (معمولاً ۶۰ روز آینده): تاریخ میلادی «YYYY-MM-DD»، ارزان‌ترین قیمت یک‌طرفه به ریال (خالی یعنی بدون پرواز) و اینکه از ارزان‌ترین‌هاست یا نه.' },
    searchedDate: { description: 'روز رفتِ جست‌وجو به شکل میلادی «YYYY-MM-DD»؛ ستونش نشانه دارد و در گوشی وسط می‌آید.' },
    onSelect: { description: 'با روزی که مسافر می‌زند صدا زده می‌شود؛ صفحه نتایج همان روز را جست‌وجو می‌کند.' },
    loading: { description: 'قیمت‌ها در راه‌اند: به‌جای ستون‌ها جای‌نگهدارهای خاکستری.' },
    error: { description: 'پیام فارسی به‌جای نمودار، وقتی قیمت روزها دریافت نشد.' },
  },
} satisfies Meta<typeof PriceGraph>;

export default meta;
type Story = StoryObj<typeof meta>;

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/**
 * شصت روز با چهار روز بی‌پرواز: بالای نمودار روز جست‌وجو، چهارشنبه ۴ آذر، با قیمتش نوشته شده است؛ مسافر اشاره‌گر را روی
 * ارزان‌ترین روز می‌برد، تاریخ و قیمت آن بالا می‌آید، و آن را می‌زند.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'قیمت هر روز' }).children).toHaveLength(60);
    await expect(canvas.getAllByRole('button')).toHaveLength(pricedCount);
    const searched = canvasElement.querySelector('button[aria-current="date"]')!;
    await expect(searched.getAttribute('aria-label')).toMatch(/^چهارشنبه ۴ آذر ۱۴۰۵: .* ریال، روز جست‌وجو$/);
    const readout = canvasElement.querySelector('figure > p')!;
    await expect(readout).toHaveTextContent('چهارشنبه ۴ آذر ۱۴۰۵');
    await expect(readout).toHaveTextContent('روز جست‌وجو');
    await expect(canvas.getByText(/^کمترین/)).toHaveTextContent('۱۹٬۸۰۰٬۰۰۰');

    const cheapest = canvas.getAllByRole('button', { name: /ارزان‌ترین/ })[0]!;
    await userEvent.hover(cheapest);
    await expect(readout).toHaveTextContent('ارزان‌ترین');
    await expect(readout).toHaveTextContent('۱۹٬۸۰۰٬۰۰۰');
    await userEvent.click(cheapest);
    await expect(args.onSelect).toHaveBeenLastCalledWith(DAYS.find((d) => d.cheapest)!.date);
    await userEvent.unhover(cheapest);
    blur();
    await waitFor(() => expect(readout).toHaveTextContent('چهارشنبه ۴ آذر ۱۴۰۵'));
  },
};

/** با صفحه‌کلید: Tab روی روز جست‌وجو می‌ایستد، پیکان چپ روز بعد و پیکان راست روز قبل است، End آخرین روز و Enter آن روز را جست‌وجو می‌کند. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const readout = canvasElement.querySelector('figure > p')!;
    await expect(canvas.getAllByRole('button').filter((b) => b.tabIndex === 0)).toHaveLength(1);
    await userEvent.tab();
    await expect(document.activeElement).toHaveAttribute('aria-current', 'date');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^پنجشنبه ۵ آذر/);
    await expect(readout).toHaveTextContent('پنجشنبه ۵ آذر ۱۴۰۵');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^سه‌شنبه ۳ آذر/);
    await userEvent.keyboard('{End}');
    await expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^سه‌شنبه ۲۹ دی/);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith('2027-01-19');
    await userEvent.keyboard('{Home}');
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^شنبه ۳۰ آبان/);
  },
};

/** روزهای بی‌پرواز جای خالی‌اند و دکمه ندارند؛ صفحه‌خوان «بدون پرواز» را برایشان می‌خواند. */
export const DaysWithoutFlights: Story = {
  args: { days: sixtyDays([2, 3, 4, 5, 9, 23, 24, 41, 42, 43]) },
  play: async ({ canvasElement }) => {
    const gaps = canvasElement.querySelectorAll('li[data-gap]');
    await expect(gaps).toHaveLength(10);
    for (const gap of gaps) {
      await expect(gap.querySelector('button')).toBeNull();
      await expect(gap).toHaveTextContent('بدون پرواز');
    }
    // The searched day itself is sold out: the line above says so.
    await expect(canvasElement.querySelector('figure > p')).toHaveTextContent('بدون پرواز');
  },
};

/** قیمت‌ها در راه‌اند: ستون‌های خاکستری با بلندی‌های ثابت به‌جای قیمت‌ها. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('button')).toHaveLength(0);
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** قیمت روزها دریافت نشد: پیامی به‌جای نمودار. */
export const LoadFailed: Story = {
  args: { error: 'نمودار قیمت دریافت نشد؛ کمی بعد دوباره نگاه کنید.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('نمودار قیمت دریافت نشد');
  },
};

/** در این شصت روز هیچ بلیتی نیست: جمله‌ای آرام به‌جای ستون‌ها. */
export const NothingForSale: Story = {
  args: { days: DAYS.map((d) => ({ ...d, price: null, cheapest: false })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('در این روزها بلیتی برای فروش پیدا نشد.')).toBeVisible();
  },
};

/** در گوشی ۳۷۵ پیکسلی: ستون‌ها درون نمودار افقی می‌لغزند، روز جست‌وجو در دید است و صفحه پهن‌تر نمی‌شود. */
export const OnMobile: Story = {
  ...ON_MOBILE,
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'قیمت هر روز' });
    const scroller = list.parentElement!;
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    await waitFor(() => {
      const box = scroller.getBoundingClientRect();
      const searched = canvasElement.querySelector('button[aria-current="date"]')!.getBoundingClientRect();
      expect(searched.left).toBeGreaterThanOrEqual(box.left);
      expect(searched.right).toBeLessThanOrEqual(box.right);
    });
  },
};

/** در تبلت ۷۶۸ پیکسلی: بیشتر روزها جا می‌شوند و بقیه می‌لغزند. */
export const OnTablet: Story = {
  ...ON_TABLET,
};
