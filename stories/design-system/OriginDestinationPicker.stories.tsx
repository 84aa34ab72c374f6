import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OriginDestinationPicker, type OriginDestinationPickerProps } from '../../src/design-system/LocationPicker';
import { LocationCodeType } from '../../src/domain';
import { ON_MOBILE, ON_TABLET } from './fixtures/flights';
import { DOMESTIC_PLACES, INTERNATIONAL_PLACES, LONG_NAMED_PLACES } from './fixtures/places';
import { textOverflows } from './fixtures/layout-checks';

/**
 * Cities whose Persian names run long, each with two airports so a chosen airport reads «city، airport»
 * (real airports, made-up priorities): for the long-text stories.
 */
function Stateful(props: OriginDestinationPickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <OriginDestinationPicker
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const THR = { code: 'THR', codeType: LocationCodeType.AirportCode };
const MHD = { code: 'MHD', codeType: LocationCodeType.AirportCode };

const meta = {
  title: 'Design system/Search/OriginDestinationPicker',
  component: OriginDestinationPicker,
  args: { value: { origin: THR, destination: MHD }, onChange: fn(), places: DOMESTIC_PLACES },
  parameters: {
    docs: {
      description: {
        component: 'جفت فیلد مبدأ و مقصد در فرم جستجوی پرواز، با دکمه جابه‌جایی میان آن‌ها: در عرض زیاد کنار هم و در گوشی زیر هم، دکمه روی مرزشان. '
          + 'فرم چند مسیره برای هر مسیر یکی از این جفت‌ها دارد.',
      },
    },
  },
  argTypes: {
    value: { description: 'مبدأ و مقصد برگزیده؛ هر کدام شهر یا فرودگاه، یا هیچ. فرم جستجو آن را برای هر مسیر نگه می‌دارد.' },
    onChange: { description: 'هر بار که یکی از دو سر عوض می‌شود یا دکمه جابه‌جایی زده می‌شود، با هر دو سر صدا زده می‌شود.' },
    places: {
      control: false,
      description: 'شهرها و فرودگاه‌های فهرست هر دو فیلد؛ صفحه فهرست داخلی یا خارجی را از سرور می‌گیرد و می‌دهد.',
    },
    scope: {
      control: 'inline-radio',
      options: ['domestic', 'international'],
      description: 'فهرست داخلی یا خارجی؛ در «international» ردیف‌ها نام انگلیسی شهر را هم دارند. پیش‌فرض داخلی.',
    },
    originError: { description: 'پیام خطای زیر فیلد مبدأ، مثلاً «مبدأ را انتخاب کنید»؛ فرم جستجو پس از زدن «جستجو» آن را می‌دهد.' },
    destinationError: { description: 'پیام خطای زیر فیلد مقصد، مثلاً «مقصد را انتخاب کنید» یا «مبدأ و مقصد نباید یکی باشند».' },
    disabled: { description: 'هر دو فیلد و دکمه جابه‌جایی خاکستری و بسته‌اند؛ پیش‌فرض خاموش.' },
    className: { description: 'کلاس سی‌اس‌اس از بیرون، برای جای جفت در ردیف فرم جستجو.' },
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof OriginDestinationPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/** تهران به مشهد؛ مسافر دکمه جابه‌جایی را می‌زند و سفر مشهد به تهران می‌شود. */
export const Swap: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'جابه‌جایی مبدأ و مقصد' }));
    await expect(args.onChange).toHaveBeenCalledWith({ origin: MHD, destination: THR });
    await expect(canvas.getByRole('combobox', { name: 'مبدأ' })).toHaveValue('مشهد');
    await expect(canvas.getByRole('combobox', { name: 'مقصد' })).toHaveValue('تهران، مهرآباد');
  },
};

/** هر دو فیلد خالی: دکمه جابه‌جایی تا یکی پر نشود خاموش است. */
export const Empty: Story = {
  args: { value: { origin: null, destination: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'جابه‌جایی مبدأ و مقصد' })).toBeDisabled();
  },
};

/** مبدأ خالی پس از زدن «جستجو»: فیلد مبدأ قرمز است و زیرش «مبدأ را انتخاب کنید» آمده. */
export const WithErrors: Story = {
  args: { value: { origin: null, destination: MHD }, originError: 'مبدأ را انتخاب کنید' },
};

/** پرواز خارجی تهران به استانبول، هر دو با «همه فرودگاه‌ها». */
export const International: Story = {
  args: {
    places: INTERNATIONAL_PLACES,
    scope: 'international',
    value: { origin: { code: 'THR', codeType: LocationCodeType.CityCode }, destination: { code: 'IST', codeType: LocationCodeType.CityCode } },
  },
};

/** در گوشی ۳۷۵ پیکسلی: دو فیلد زیر هم و دکمه جابه‌جایی روی مرزشان؛ مسافر آن را لمس می‌کند و دو سر جابه‌جا می‌شوند. */
export const OnMobile: Story = {
  ...ON_MOBILE,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'جابه‌جایی مبدأ و مقصد' }));
    await expect(args.onChange).toHaveBeenCalledWith({ origin: MHD, destination: THR });
  },
};

/** نام‌های بلند در گوشی: کوالالامپور تا سانتا کروز د تنریف با نام کامل فرودگاه‌ها؛ هر فیلد با سه‌نقطه کوتاه می‌شود و دکمه جابه‌جایی روی متن نمی‌افتد. */
export const LongNamesOnMobile: Story = {
  ...ON_MOBILE,
  args: {
    places: LONG_NAMED_PLACES,
    scope: 'international',
    value: { origin: { code: 'KUL', codeType: LocationCodeType.AirportCode }, destination: { code: 'TFN', codeType: LocationCodeType.AirportCode } },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const origin = canvas.getByRole('combobox', { name: 'مبدأ' });
    const destination = canvas.getByRole('combobox', { name: 'مقصد' });
    await expect(origin).toHaveValue('کوالالامپور، بین‌المللی کوالالامپور');
    await expect(destination).toHaveValue('سانتا کروز د تنریف، تنریف شمالی سیوداد د لا لاگونا');
    // Longer than the field: cut with an ellipsis, not spilled past the screen.
    await expect(textOverflows(destination as HTMLInputElement)).toBe(true);
    await expect(destination.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
    await userEvent.click(canvas.getByRole('button', { name: 'جابه‌جایی مبدأ و مقصد' }));
    await expect(args.onChange).toHaveBeenCalledWith({
      origin: { code: 'TFN', codeType: LocationCodeType.AirportCode }, destination: { code: 'KUL', codeType: LocationCodeType.AirportCode },
    });
    await expect(origin).toHaveValue('سانتا کروز د تنریف، تنریف شمالی سیوداد د لا لاگونا');
  },
};

/** مسافر مقصد را لاتین می‌نویسد: «kish» کیش را پیدا می‌کند و با برگزیدنش سفر تهران به کیش می‌شود. */
export const LatinInput: Story = {
  args: { value: { origin: THR, destination: null } },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 16, minBlockSize: 480 }}><Story /></div>],
  play: async ({ canvasElement, args }) => {
    const destination = within(canvasElement).getByRole('combobox', { name: 'مقصد' });
    await userEvent.type(destination, 'kish');
    const list = await within(document.body).findByRole('listbox');
    await waitFor(() => expect(list).toBeVisible());
    await userEvent.click(within(list).getByRole('option', { name: /کیش/ }));
    await expect(args.onChange).toHaveBeenCalledWith({ origin: THR, destination: { code: 'KIH', codeType: LocationCodeType.AirportCode } });
    await expect(destination).toHaveValue('کیش');
  },
};

/** در تبلت ۷۶۸ پیکسلی: دو فیلد کنار هم و دکمه جابه‌جایی میان آن‌ها، هم‌تراز با کادرها؛ مسافر آن را می‌زند. */
export const OnTablet: Story = {
  ...ON_TABLET,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const origin = canvas.getByRole('combobox', { name: 'مبدأ' }).getBoundingClientRect();
    const destination = canvas.getByRole('combobox', { name: 'مقصد' }).getBoundingClientRect();
    // Side by side: both inputs on one line.
    await expect(Math.abs(origin.top - destination.top)).toBeLessThan(1);
    await userEvent.click(canvas.getByRole('button', { name: 'جابه‌جایی مبدأ و مقصد' }));
    await expect(args.onChange).toHaveBeenCalledWith({ origin: MHD, destination: THR });
  },
};
