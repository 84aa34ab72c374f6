import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PlainTable, PriceText } from '../../src/design-system';
import { ON_MOBILE, ON_TABLET } from './fixtures/flights';

const meta = {
  title: 'Design system/Formatting/PlainTable',
  component: PlainTable,
  parameters: {
    docs: {
      description: {
        component: 'یک جدول ساده با حاشیه، خط بین ستون‌ها و ردیف‌های راه‌راه، به شکل جدول مانتین ولی بی‌بار اضافه آن. '
          + 'مسافر آن را در قوانین استرداد، صفحه‌های قوانین و هزینه خدمات ویزا می‌بیند تا درصد جریمه یا هزینه هر خدمت را یک‌جا مقایسه کند.',
      },
    },
  },
  argTypes: {
    children: { control: false, description: 'ردیف‌های جدول: سرستون‌ها در بخش سر جدول با دامنه ستون، و ردیف‌ها در بدنه؛ سر هر ردیف دامنه ردیف دارد. عنوان جدول اگر باشد نام دسترس‌پذیر آن است.' },
    className: { control: false, description: 'کلاس اضافه برای صفحه‌ای که فاصله یا عرض جدول را عوض می‌کند؛ ویژگی‌های دیگر جدول هم به خود جدول می‌رسند.' },
  },
} satisfies Meta<typeof PlainTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const penalties = (
  <>
    <thead>
      <tr><th scope="col">زمان لغو</th><th scope="col">جریمه</th></tr>
    </thead>
    <tbody>
      <tr><td>تا ۳ روز قبل از پرواز</td><td>۱۰٪ جریمه</td></tr>
      <tr><td>تا ۲۴ ساعت قبل از پرواز</td><td>۳۰٪ جریمه</td></tr>
      <tr><td>تا ۳ ساعت قبل از پرواز</td><td>۵۰٪ جریمه</td></tr>
      <tr><td>کمتر از ۳ ساعت مانده به پرواز و پس از آن</td><td>۸۰٪ جریمه</td></tr>
    </tbody>
  </>
);

/** سرستون‌ها، ردیف‌های راه‌راه و خط بین ستون‌ها: جدول جریمه استرداد بلیت. */
export const ColumnHeaders: Story = {
  args: { children: penalties },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(2);
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
  },
};

/** عنوان جدول و سر هر ردیف در خانه اول آن: جدول هزینه‌های صفحه قوانین ویزا. */
export const RowHeaders: Story = {
  args: {
    children: (
      <>
        <caption>هزینه خدمات ویزا</caption>
        <thead>
          <tr><th scope="col">خدمت</th><th scope="col">هزینه</th></tr>
        </thead>
        <tbody>
          <tr><th scope="row">ویزای توریستی ۳۰ روزه</th><td><PriceText amount={72_000_000} size="sm" /></td></tr>
          <tr><th scope="row">ویزای ترانزیت ۹۶ ساعته</th><td><PriceText amount={38_000_000} size="sm" /></td></tr>
        </tbody>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'هزینه خدمات ویزا' });
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(2);
  },
};

/** جدول جریمه در گوشی ۳۷۵ پیکسلی: متن خانه‌ها در چند سطر می‌شکند و جدول در عرض صفحه می‌ماند. */
export const OnMobile: Story = { ...ON_MOBILE, args: { children: penalties } };

const FARE_CLASSES = [
  ['اکونومی تخفیفی', '۳۰٪', '۵۰٪', '۷۰٪', '۹۰٪', '۱۰۰٪'],
  ['اکونومی', '۱۰٪', '۳۰٪', '۵۰٪', '۸۰٪', '۹۰٪'],
  ['اکونومی انعطاف‌پذیر', '۵٪', '۱۰٪', '۲۰٪', '۴۰٪', '۶۰٪'],
  ['بیزینس', '۵٪', '۱۰٪', '۱۵٪', '۳۰٪', '۵۰٪'],
] as const;

/** جدولی که در گوشی جا نمی‌شود: در جعبه‌ای نام‌دار با اسکرول افقی می‌نشیند؛ خود جعبه با صفحه‌کلید هم اسکرول می‌خورد و صفحه پهن نمی‌شود. */
export const WideInScrollRegion: Story = {
  ...ON_MOBILE,
  args: {
    children: (
      <>
        <thead>
          <tr>
            <th scope="col">کلاس نرخ</th>
            <th scope="col">تا ۷ روز قبل از پرواز</th>
            <th scope="col">تا ۳ روز قبل از پرواز</th>
            <th scope="col">تا ۲۴ ساعت قبل از پرواز</th>
            <th scope="col">تا ۳ ساعت قبل از پرواز</th>
            <th scope="col">پس از پرواز</th>
          </tr>
        </thead>
        <tbody>
          {FARE_CLASSES.map(([fare, ...rates]) => (
            <tr key={fare}><th scope="row">{fare}</th>{rates.map((rate, i) => <td key={i}>{rate}</td>)}</tr>
          ))}
        </tbody>
      </>
    ),
  },
  render: (args) => (
    // As the policy pages do: a named, focusable box that scrolls, so the page itself never does.
    <div role="region" aria-label="جدول جریمه استرداد" tabIndex={0} style={{ overflowX: 'auto' }}>
      <PlainTable aria-label="جریمه استرداد بر اساس کلاس نرخ" {...args} style={{ minInlineSize: '36rem' }} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'جدول جریمه استرداد' });
    const table = within(region).getByRole('table', { name: 'جریمه استرداد بر اساس کلاس نرخ' });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(6);
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await userEvent.tab();
    await expect(region).toHaveFocus();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** جدول جریمه در تبلت ۷۶۸ پیکسلی: هر ردیف در یک سطر. */
export const OnTablet: Story = {
  ...ON_TABLET,
  args: { children: penalties },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(5);
  },
};
