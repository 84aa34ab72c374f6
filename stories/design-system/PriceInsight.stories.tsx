import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '@mantine/core';
import { expect, within } from 'storybook/test';
import { PriceInsight } from '../../src/design-system/PriceInsight';
import { ON_MOBILE, ON_TABLET } from './fixtures/flights';

const sentence = (root: HTMLElement) => root.querySelector('p')!;

const meta = {
  title: 'Design system/Results/PriceInsight',
  component: PriceInsight,
  args: {
    verdict: 'low',
    price: 19_800_000,
    typicalLow: 21_500_000,
    typicalHigh: 25_900_000,
    daysAhead: 23,
    basis: 'history',
    samples: 148,
    loading: false,
  },
  parameters: {
    docs: {
      description: {
        component: 'جمله «این قیمت خوب است؟» کنار ارزان‌ترین نتیجه: می‌گوید قیمت امروزِ این مسیر، با این فاصله تا پرواز، پایین، معمولی یا بالاست و معمولاً در چه بازه‌ای است. '
          + 'نوار کوچکی جای قیمت امروز را میان «ارزان»، «معمول» و «گران» نشان می‌دهد (ارزان در سمت راست، آغاز خواندن). '
          + 'جمله پایانی می‌گوید بازه از کجا آمده: از قیمت‌های ثبت‌شده این مسیر در همین فاصله تا پرواز، یا اگر تاریخچه هنوز کوتاه است، از قیمت‌های همین مسیر در روزهای نزدیک. '
          + 'وقتی چیزی برای مقایسه نیست، فقط جمله‌ای آرام می‌آید.',
      },
    },
  },
  argTypes: {
    verdict: {
      control: 'inline-radio',
      options: ['low', 'typical', 'high', null],
      description: 'داوری درباره قیمت امروز: پایین (سبز)، معمولی (آبی) یا بالا (قرمز)؛ خالی یعنی قیمتی برای مقایسه نیست.',
    },
    price: { description: 'ارزان‌ترین قیمت امروز برای یک بزرگسال، به ریال؛ جای نشانگر روی نوار.' },
    typicalLow: { description: 'پایین بازه معمول به ریال (نیمه میانیِ قیمت‌هایی که با آن‌ها سنجیده شده).' },
    typicalHigh: { description: 'بالای بازه معمول به ریال.' },
    daysAhead: { description: 'چند روز تا پرواز مانده است؛ در جمله می‌آید («۲۳ روز مانده به پرواز»).' },
    basis: {
      control: 'inline-radio',
      options: ['history', 'fares'],
      description: 'بازه از کجا آمده: «history» قیمت‌های ثبت‌شده این مسیر در همین فاصله تا پرواز؛ «fares» وقتی تاریخچه کوتاه است، قیمت‌های همین مسیر در روزهای نزدیک.',
    },
    samples: { description: 'بازه از چند قیمت به دست آمده است؛ در جمله پایانی می‌آید.' },
    loading: { description: 'داوری در راه است: سه نوار خاکستری به‌جای جمله‌ها.' },
  },
  // Beside the cheapest result, about this wide.
  decorators: [(Story) => <div style={{ maxWidth: 480 }}><Story /></div>],
} satisfies Meta<typeof PriceInsight>;

export default meta;
type Story = StoryObj<typeof meta>;

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/** قیمت امروز پایین است: «پایین» سبز، بازه معمول با دو قیمت، و نشانگر سبز پیش از آغاز بازه روی نوار. */
export const Low: Story = {
  play: async ({ canvasElement }) => {
    await expect(sentence(canvasElement)).toHaveTextContent('قیمت امروز برای این مسیر، ۲۳ روز مانده به پرواز، پایین است.');
    await expect(sentence(canvasElement)).toHaveTextContent(/معمولاً بین ۲۱٬۵۰۰٬۰۰۰.* تا ۲۵٬۹۰۰٬۰۰۰.* است\./);
    await expect(within(canvasElement).getByText(/بر پایه ۱۴۸ قیمتِ ثبت‌شده/)).toBeVisible();
  },
};

/** قیمت امروز معمولی است: درون بازه معمول، با نشانگر آبی میان نوار. */
export const Typical: Story = {
  args: { verdict: 'typical', price: 23_400_000 },
  play: async ({ canvasElement }) => {
    await expect(sentence(canvasElement)).toHaveTextContent('معمولی است.');
  },
};

/** قیمت امروز بالاست: «بالا» قرمز و نشانگر پس از پایان بازه معمول. */
export const High: Story = {
  args: { verdict: 'high', price: 29_700_000 },
  play: async ({ canvasElement }) => {
    await expect(sentence(canvasElement)).toHaveTextContent('بالا است.');
  },
};

/** فردا پرواز است و قیمت بالاست: «یک روز مانده به پرواز». */
export const DayBefore: Story = {
  args: { verdict: 'high', price: 31_200_000, daysAhead: 1 },
  play: async ({ canvasElement }) => {
    await expect(sentence(canvasElement)).toHaveTextContent('یک روز مانده به پرواز');
  },
};

/** تاریخچه قیمت این مسیر هنوز کوتاه است: بازه از قیمت‌های همین مسیر در روزهای نزدیک آمده و جمله پایانی همین را می‌گوید. */
export const FromNearbyFares: Story = {
  args: { verdict: 'typical', price: 23_400_000, basis: 'fares', samples: 42 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/تاریخچه قیمت این مسیر هنوز کوتاه است/)).toHaveTextContent('۴۲ قیمتِ همین مسیر در روزهای نزدیک');
  },
};

/** چیزی برای مقایسه نیست (بلیتی برای فروش نیست یا قیمتی ثبت نشده): فقط جمله‌ای آرام، بی‌نوار. */
export const NoComparison: Story = {
  args: { verdict: null, price: null, typicalLow: null, typicalHigh: null, samples: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('برای این پرواز قیمتی برای مقایسه نیست.')).toBeVisible();
  },
};

/** داوری در راه است: سه نوار خاکستری، در جایی به بلندی بلندترین داوری تا فهرست زیرش جابه‌جا نشود. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const placeholder = canvasElement.querySelector<HTMLElement>('[aria-busy="true"]');
    await expect(placeholder).not.toBeNull();
    // As tall as an insight at this width (108 px).
    await expect(placeholder!.getBoundingClientRect().height).toBeGreaterThanOrEqual(108);
  },
};

/**
 * در گوشی، جای نگه‌داشته: جای خالیِ در راه و داوری‌هایی با جمله‌های کوتاه و بلند همه یک بلندی دارند،
 * پس وقتی داوری جای نوارهای خاکستری را می‌گیرد فهرست زیرش تکان نمی‌خورد.
 */
export const HoldsItsPlaceOnMobile: Story = {
  ...ON_MOBILE,
  render: (args) => (
    <Stack gap="sm">
      <PriceInsight {...args} loading />
      <PriceInsight {...args} />
      <PriceInsight {...args} verdict="typical" price={23_400_000} daysAhead={1} basis="fares" samples={7} />
      <PriceInsight {...args} verdict="high" price={112_300_000} typicalLow={98_700_000} typicalHigh={104_500_000} daysAhead={364} basis="fares" samples={123} />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    // Heights in the app's font: lines break differently in a fallback one.
    await Promise.all([...document.fonts].map((face) => face.load().catch(() => undefined)));
    const heights = [...canvasElement.querySelectorAll<HTMLElement>('[data-loading], [data-verdict]')].map((box) => Math.round(box.getBoundingClientRect().height));
    await expect(heights).toHaveLength(4);
    await expect(new Set(heights).size).toBe(1);
  },
};

/** در گوشی ۳۷۵ پیکسلی: جمله در چند سطر می‌شکند و قیمت‌ها نمی‌شکنند. */
export const OnMobile: Story = {
  ...ON_MOBILE,
  args: { basis: 'fares', samples: 42 },
};

/** در تبلت ۷۶۸ پیکسلی، قیمت بالا. */
export const OnTablet: Story = {
  ...ON_TABLET,
  args: { verdict: 'high', price: 29_700_000 },
};
