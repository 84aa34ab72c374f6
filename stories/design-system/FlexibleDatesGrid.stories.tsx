import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FlexibleDatesGrid, type FlexibleDatesCellData } from '../../src/design-system/FlexibleDatesGrid';
import { addDays } from '../../src/domain/calendar-days';
import { ON_MOBILE, ON_TABLET, SEARCH_DATE } from './fixtures/flights';

const SPAN = [-3, -2, -1, 0, 1, 2, 3];

/**
 * The grid the fare-watch service would answer for a search: seven days each side, a price for every
 * pair with the return on or after the departure, a few pairs without flights, the lowest marked.
 */
function gridAround(departure: string, ret: string, base: number, noFlights: ReadonlyArray<[number, number]> = []) {
  const departureDates = SPAN.map((d) => addDays(departure, d));
  const returnDates = SPAN.map((d) => addDays(ret, d));
  const cells: FlexibleDatesCellData[] = [];
  departureDates.forEach((dep, i) => returnDates.forEach((back, j) => {
    if (back < dep) return;
    const none = noFlights.some(([a, b]) => a === i && b === j);
    // Deterministic ups and downs of about ±10 %, with one clear cheapest pair (a Tuesday out, a Sunday back).
    const step = Math.round(base / 30 / 10_000) * 10_000;
    const price = none ? null : base + (((i * 5 + j * 3) % 7) - 3) * step + ((i + 2 * j) % 5) * 130_000 - (i === 2 && j === 4 ? 2 * step : 0);
    cells.push({ departureDate: dep, returnDate: back, price, cheapest: false });
  }));
  const lowest = Math.min(...cells.flatMap((c) => (c.price === null ? [] : [c.price])));
  for (const c of cells) c.cheapest = c.price === lowest;
  return { departureDates, returnDates, cells, searched: { departureDate: departure, returnDate: ret } };
}

/** Tehran–Mashhad for two, back three days later: the grids overlap, so some returns come before departures. */
const shortTrip = gridAround(SEARCH_DATE, '2026-11-28', 48_600_000, [[1, 2], [4, 6]]);
/** Tehran–Istanbul for two, a week away: ten-digit totals, the widest a cell holds. */
const international = gridAround(SEARCH_DATE, '2026-12-02', 1_086_000_000);

const meta = {
  title: 'Design system/Results/FlexibleDatesGrid',
  component: FlexibleDatesGrid,
  args: { ...shortTrip, onSelect: fn(), loading: false },
  parameters: {
    docs: {
      description: {
        component: 'جدول «تاریخ‌های انعطاف‌پذیر» برای سفر رفت و برگشت: هر ردیف یک روز رفت و هر ستون یک روز برگشت، سه روز پیش و پس از جست‌وجو، با قیمت کل سفر برای همه مسافران. '
          + 'مسافر بی‌آنکه دوباره جست‌وجو کند ترکیب ارزان‌تر را می‌بیند و با زدن خانه‌اش همان را جست‌وجو می‌کند. '
          + 'برای اینکه هفت در هفت خانه جا شود، قیمت‌ها به میلیون ریال با یک رقم اعشار نوشته می‌شوند (۴۸٫۵ یعنی ۴۸٬۵۰۰٬۰۰۰ ریال)؛ عنوان جدول واحد را می‌گوید و صفحه‌خوان قیمت کامل هر خانه را با هر دو تاریخ می‌خواند. '
          + 'ارزان‌ترین خانه‌ها نارنجی‌اند و برچسب «ارزان‌ترین» دارند، خانه جست‌وجوی فعلی قاب آبی دارد و خانه‌ای که برگشتش پیش از رفت است هاشورخورده، خالی و بی‌فوکوس است. '
          + 'در گوشی جدول درون کادر خودش افقی می‌لغزد و ستون روزهای رفت ثابت می‌ماند؛ صفحه پهن‌تر نمی‌شود.',
      },
    },
  },
  argTypes: {
    departureDates: { description: 'روزهای رفت (ردیف‌ها) به شکل میلادی «YYYY-MM-DD»، از زود به دیر؛ روی صفحه نام روز هفته و تاریخ شمسی دیده می‌شود.' },
    returnDates: { description: 'روزهای برگشت (ستون‌ها) به همان شکل.' },
    cells: { description: 'یک خانه برای هر روز رفت و برگشتی که برگشتش پیش از رفت نیست: قیمت کل به ریال (خالی یعنی بدون پرواز) و اینکه از ارزان‌ترین‌هاست یا نه. خانه‌ای که در فهرست نیست ناممکن است.' },
    searched: { description: 'روز رفت و برگشتِ جست‌وجوی فعلی؛ خانه‌اش قاب آبی دارد.' },
    onSelect: { description: 'با روز رفت و روز برگشتِ خانه‌ای که مسافر می‌زند صدا زده می‌شود؛ صفحه نتایج با آن دوباره جست‌وجو می‌کند.' },
    loading: { description: 'قیمت‌ها در راه‌اند: جای هر قیمت نوار خاکستری است؛ اگر روزها هم هنوز نرسیده باشند، سرستون‌ها هم جای‌نگهدارند.' },
    error: { description: 'پیام فارسی به‌جای جدول، وقتی قیمت روزهای دیگر دریافت نشد؛ نتایج خود جست‌وجو سر جایشان می‌مانند.' },
  },
} satisfies Meta<typeof FlexibleDatesGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/**
 * رفت چهارشنبه ۴ آذر و برگشت شنبه ۷ آذر: خانه جست‌وجو قاب آبی دارد، خانه‌های ناممکن خالی‌اند و دو خانه بی‌پرواز خط تیره دارند.
 * مسافر ارزان‌ترین خانه را می‌زند و سپس با صفحه‌کلید خانه دیگری را انتخاب می‌کند.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(7);
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(7);
    const priced = args.cells.filter((c) => c.price !== null).length;
    await expect(within(table).getAllByRole('button')).toHaveLength(priced);
    await expect(canvasElement.querySelectorAll('td[data-impossible]').length).toBe(49 - args.cells.length);
    await expect(canvasElement.querySelectorAll('td[data-impossible] button, td[data-no-flights] button')).toHaveLength(0);

    const searched = canvasElement.querySelector('button[aria-current="true"]')!;
    await expect(searched).toHaveAccessibleName('رفت چهارشنبه ۴ آذر ۱۴۰۵، برگشت شنبه ۷ آذر ۱۴۰۵: ۴۹٬۱۲۰٬۰۰۰ ریال، جست‌وجوی فعلی');
    await expect(searched).toHaveTextContent('۴۹٫۱');

    const cheapest = canvas.getByRole('button', { name: /ارزان‌ترین/ });
    await userEvent.click(cheapest);
    const pair = args.cells.find((c) => c.cheapest)!;
    await expect(args.onSelect).toHaveBeenLastCalledWith(pair.departureDate, pair.returnDate);

    (searched as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith('2026-11-25', '2026-11-28');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** ارزان‌ترین ترکیب، رفت سه‌شنبه ۳ آذر و برگشت یکشنبه ۸ آذر، نارنجی است و برچسب «ارزان‌ترین» دارد، تا تنها رنگ حامل معنا نباشد. */
export const CheapestMarked: Story = {
  play: async ({ canvasElement }) => {
    const marked = canvasElement.querySelectorAll('button[data-cheapest]');
    await expect(marked).toHaveLength(1);
    await expect(marked[0]).toHaveTextContent('ارزان‌ترین');
    await expect(marked[0]).toHaveAccessibleName(/^رفت سه‌شنبه ۳ آذر ۱۴۰۵، برگشت یکشنبه ۸ آذر ۱۴۰۵: ۴۲٬۱۲۰٬۰۰۰ ریال، ارزان‌ترین$/);
  },
};

/** قیمت‌ها در راه‌اند: روزها آماده‌اند و جای قیمت‌ها نوار خاکستری است. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('button')).toHaveLength(0);
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** هنوز هیچ چیز نرسیده است: سرستون‌ها و خانه‌ها همه جای‌نگهدارند. */
export const LoadingWithoutDates: Story = {
  args: { loading: true, departureDates: [], returnDates: [], cells: [] },
};

/** قیمت روزهای دیگر دریافت نشد: پیامی به‌جای جدول؛ نتایج جست‌وجو دست نخورده‌اند. */
export const LoadFailed: Story = {
  args: { error: 'قیمت روزهای دیگر دریافت نشد؛ کمی بعد دوباره نگاه کنید.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('قیمت روزهای دیگر دریافت نشد');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** مسیر خارجی با یک هفته فاصله: جمع‌های ده‌رقمی ریالی («۱٬۰۸۶٫۵») در خانه‌ها جا می‌شوند و هیچ خانه‌ای ناممکن نیست. */
export const InternationalPrices: Story = {
  args: { ...international },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('td[data-impossible]')).toHaveLength(0);
    for (const amount of canvasElement.querySelectorAll<HTMLElement>('button > span[aria-hidden="true"]')) {
      const cell = amount.closest('button')!;
      await expect(amount.getBoundingClientRect().width).toBeLessThanOrEqual(cell.getBoundingClientRect().width);
    }
  },
};

/** در گوشی ۳۷۵ پیکسلی: جدول درون کادر خودش افقی می‌لغزد و ستون روزهای رفت ثابت می‌ماند؛ صفحه پهن‌تر نمی‌شود. */
export const OnMobile: Story = {
  ...ON_MOBILE,
  play: async ({ canvasElement }) => {
    const scroller = within(canvasElement).getByRole('region', { name: 'جدول قیمت روزهای رفت و برگشت' });
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    // The searched pair is scrolled into view (after the first paint).
    await waitFor(() => {
      const box = scroller.getBoundingClientRect();
      const searched = canvasElement.querySelector('td[data-searched]')!.getBoundingClientRect();
      expect(searched.left).toBeGreaterThanOrEqual(box.left);
      expect(searched.right).toBeLessThanOrEqual(box.right);
    });
  },
};

/** در گوشی، مسیر خارجی: پهن‌ترین قیمت‌ها، باز هم درون کادر جدول. */
export const InternationalOnMobile: Story = {
  ...ON_MOBILE,
  args: { ...international },
};

/** در تبلت ۷۶۸ پیکسلی: هفت ستون کنار هم جا می‌شوند. */
export const OnTablet: Story = {
  ...ON_TABLET,
  play: async ({ canvasElement }) => {
    const scroller = within(canvasElement).getByRole('region', { name: 'جدول قیمت روزهای رفت و برگشت' });
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth + 1);
  },
};
