import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateStrip, type DateStripProps } from '../../src/design-system/DateStrip';
import { calendarPrices, SEARCH_DATE, ON_MOBILE, ON_TABLET } from './fixtures/flights';

/** Holds the date like a screen would, so the strip moves when a day is picked. */
function Stateful(props: DateStripProps) {
  const [value, setValue] = useState(props.value);
  return (
    <DateStrip
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

/** An international route's cheapest fares: nine- and ten-digit rial prices, the widest a day cell holds. */
const internationalPrices: Record<string, number | null> = {
  '2026-11-22': 412_600_000,
  '2026-11-23': 1_085_400_000,
  '2026-11-24': 398_750_000,
  '2026-11-25': 402_300_000,
  '2026-11-26': 375_900_000,
  '2026-11-27': 1_124_000_000,
  '2026-11-28': 388_450_000,
};

const meta = {
  title: 'Design system/Results/DateStrip',
  component: DateStrip,
  args: { value: SEARCH_DATE, prices: calendarPrices, onChange: fn(), span: 3, loading: false },
  parameters: {
    docs: {
      description: {
        component: 'نوار روزهای بالای نتایج پرواز: روز انتخاب‌شده و سه روز پیش و پس از آن، هر روز با ارزان‌ترین قیمتش. '
          + 'مسافر بی‌آنکه دوباره جست‌وجو کند روز ارزان‌تر را پیدا می‌کند و با یک ضربه یا پیکان‌ها روز پرواز را عوض می‌کند؛ ارزان‌ترین روز برچسب دارد.',
      },
    },
  },
  argTypes: {
    value: { description: 'روز پرواز انتخاب‌شده به شکل میلادی «YYYY-MM-DD»؛ روی صفحه شمسی دیده می‌شود و خانه‌اش پررنگ است. صفحه نتایج تاریخ رفت یا برگشت جست‌وجو را می‌دهد.' },
    onChange: { description: 'با روزی که مسافر می‌زند، یا روز قبل و بعد از پیکان‌ها، صدا زده می‌شود؛ صفحه نتایج با آن دوباره جست‌وجو می‌کند.' },
    prices: { description: 'ارزان‌ترین قیمت هر روز به ریال. مقدار خالی یا صفر یعنی آن روز پروازی نیست («بدون پرواز»)؛ روزی که در فهرست نیست، قیمتش هنوز معلوم نیست و خط تیره می‌گیرد.' },
    span: { description: 'چند روز در هر طرف روز انتخاب‌شده؛ پیش‌فرض ۳، یعنی هفت روز.' },
    minDate: { description: 'زودترین روزی که می‌شود برگزید، معمولاً امروز به وقت تهران یا برای برگشت، روز رفت؛ روزهای پیش از آن و پیکان «روز قبل» خاموش‌اند.' },
    maxDate: { description: 'دیرترین روزی که می‌شود برگزید؛ در رفتِ سفر رفت و برگشت، روز برگشت است تا رفت از آن جلو نزند.' },
    loading: { description: 'تا قیمت‌ها برسند، به جای قیمت روزهای نامعلوم نوار خاکستری می‌کشد؛ صفحه نتایج در حال جست‌وجو آن را روشن می‌کند.' },
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof DateStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/** هفت روز با قیمت‌هایشان و ۴ آذر انتخاب‌شده؛ مسافر با پیکان‌ها یک روز جلو و عقب می‌رود و سپس ۶ آذر را می‌زند. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const strip = within(canvasElement);
    const chosen = canvasElement.querySelector('[aria-current="date"]');
    await expect(chosen).toHaveTextContent('۴ آذر');
    await userEvent.click(strip.getByRole('button', { name: 'روز بعد' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-26');
    await userEvent.click(strip.getByRole('button', { name: 'روز قبل' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-25');
    await userEvent.click(strip.getByRole('button', { name: /۶ آذر/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-27');
  },
};

/** ارزان‌ترین روز هفت روز، ۶ آذر، برچسب «ارزان‌ترین» و قیمت پررنگ دارد. */
export const CheapestMarked: Story = {
  play: async ({ canvasElement }) => {
    const cheapest = canvasElement.querySelectorAll('[data-cheapest]');
    await expect(cheapest).toHaveLength(1);
    await expect(cheapest[0]).toHaveTextContent('ارزان‌ترین');
    await expect(cheapest[0]).toHaveTextContent('۱۶٬۷۵۰٬۰۰۰');
  },
};

/** روزهایی که پروازی ندارند، کم‌رنگ‌اند و «بدون پرواز» می‌نویسند؛ مسافر باز هم می‌تواند آن‌ها را بزند. */
export const DaysWithoutFlights: Story = {
  args: {
    prices: { ...calendarPrices, '2026-11-26': null, '2026-11-28': 0 },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('بدون پرواز')).toHaveLength(3);
  },
};

/** امروز ۳ آذر است: روزهای گذشته و پیکان «روز قبل» خاموش‌اند، چون برای دیروز پرواز نمی‌فروشیم. */
export const FromToday: Story = {
  args: { value: '2026-11-24', minDate: '2026-11-24' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'روز قبل' })).toBeDisabled();
  },
};

/** در حال جست‌وجو: روزها آماده‌اند و جای قیمت‌ها نوار خاکستری است تا قیمت‌ها برسند. */
export const Loading: Story = {
  args: { prices: {}, loading: true },
};

/** قیمت‌ها نرسیدند (درخواست قیمت روزها ناموفق بود): هر روز خط تیره دارد، نه «بدون پرواز»، و مسافر همچنان روز را عوض می‌کند. */
export const PricesUnavailable: Story = {
  args: { prices: {}, loading: false },
  play: async ({ canvasElement, args }) => {
    const strip = within(canvasElement);
    await expect(strip.getAllByText('—')).toHaveLength(7);
    await expect(strip.queryByText('بدون پرواز')).toBeNull();
    await expect(canvasElement.querySelector('[data-cheapest]')).toBeNull();
    await userEvent.click(strip.getByRole('button', { name: /۵ آذر/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-26');
    await expect(canvasElement.querySelector('[aria-current="date"]')).toHaveTextContent('۵ آذر');
    // No focus ring in the screenshot.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** مسیر خارجی در گوشی ۳۷۵ پیکسلی: قیمت‌های نه و ده رقمی ریالی، پهن‌ترین چیزی که باریک‌ترین خانه روز می‌گیرد، بی‌آنکه از خانه بیرون بزند. */
export const InternationalPricesOnMobile: Story = {
  args: { prices: internationalPrices },
  ...ON_MOBILE,
  play: async ({ canvasElement }) => {
    const widest = within(canvasElement).getByText('۱٬۱۲۴٬۰۰۰٬۰۰۰');
    const cell = widest.closest('button')!;
    await expect(widest.getBoundingClientRect().width).toBeLessThanOrEqual(cell.getBoundingClientRect().width);
    await expect(canvasElement.querySelector('[data-cheapest]')).toHaveTextContent('۳۷۵٬۹۰۰٬۰۰۰');
  },
};

/** در گوشی ۳۷۵ پیکسلی: روزها افقی می‌لغزند، روز انتخاب‌شده وسط است و پیکان‌ها سر جایشان می‌مانند. */
export const OnMobile: Story = {
  ...ON_MOBILE,
};

/** در تبلت ۷۶۸ پیکسلی: بیشتر روزها جا می‌شوند و بقیه می‌لغزند؛ مسافر ارزان‌ترین روز را می‌زند و آن روز وسط می‌آید. */
export const OnTablet: Story = {
  ...ON_TABLET,
  play: async ({ canvasElement, args }) => {
    const strip = within(canvasElement);
    await userEvent.click(strip.getByRole('button', { name: /۶ آذر/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-27');
    await expect(canvasElement.querySelector('[aria-current="date"]')).toHaveTextContent('۶ آذر');
    // No focus ring in the screenshot.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
