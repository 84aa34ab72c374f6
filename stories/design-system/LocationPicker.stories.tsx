import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LocationPicker, type LocationPickerProps } from '../../src/design-system/LocationPicker';
import { LocationCodeType } from '../../src/domain';
import { ON_MOBILE, ON_TABLET } from './fixtures/flights';
import { DOMESTIC_PLACES, INTERNATIONAL_PLACES, LONG_NAMED_PLACES } from './fixtures/places';
import { textOverflows } from './fixtures/layout-checks';

/**
 * Cities whose Persian names run long, each with two airports so a chosen airport reads «city، airport»
 * (real airports, made-up priorities): for the long-text stories.
 */
function Stateful(props: LocationPickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ maxInlineSize: 360 }}>
      <LocationPicker
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Design system/Search/LocationPicker',
  component: LocationPicker,
  args: { value: null, onChange: fn(), places: DOMESTIC_PLACES, scope: 'domestic', kind: 'origin' },
  argTypes: {
    value: { description: 'شهر یا فرودگاه برگزیده (کد و نوع کد)، یا هیچ؛ فیلد نام فارسی آن را نشان می‌دهد، مثلاً «تهران، امام خمینی».' },
    onChange: { description: 'وقتی مسافر ردیفی را برمی‌گزیند با همان شهر یا فرودگاه صدا زده می‌شود، و با دکمه پاک کردن با هیچ.' },
    places: {
      control: false,
      description: 'شهرها و فرودگاه‌هایی که فهرست پیشنهاد می‌کند؛ صفحه فهرست داخلی یا خارجی را از سرور می‌گیرد و می‌دهد.',
    },
    scope: {
      control: 'inline-radio',
      options: ['domestic', 'international'],
      description: 'فهرست داخلی یا خارجی: در «international» هر ردیف نام انگلیسی شهر را هم دارد و عنوان فهرست «شهرهای پرطرفدار خارجی» است.',
    },
    kind: {
      control: 'inline-radio',
      options: ['origin', 'destination'],
      description: 'مبدأ یا مقصد: آیکون هواپیمای برخاسته یا نشسته، و عنوان پیش‌فرض «مبدأ» یا «مقصد». جفت مبدأ و مقصد هر دو را می‌دهد.',
    },
    label: { description: 'عنوان بالای فیلد؛ پیش‌فرض «مبدأ» یا «مقصد» بنا به نوع. صفحه‌ها همان پیش‌فرض را به کار می‌برند.' },
    placeholder: { description: 'متن کم‌رنگ فیلد خالی؛ پیش‌فرض «شهر یا فرودگاه».' },
    error: { description: 'پیام خطای قرمز زیر فیلد، مثلاً «مبدأ را انتخاب کنید»؛ فرم جستجو پس از زدن «جستجو» آن را می‌دهد.' },
    disabled: { description: 'فیلد خاکستری و بسته است و دکمه پاک کردن ندارد؛ پیش‌فرض خاموش.' },
    limit: { description: 'بیشترین شمار شهرهای فهرست، چه پرطرفدارها بی‌متن و چه نتیجه‌های جستجو؛ پیش‌فرض ۸.' },
    className: { description: 'کلاس سی‌اس‌اس از بیرون، برای جای فیلد در جفت مبدأ و مقصد.' },
  },
  render: (args) => <Stateful {...args} />,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: 'فیلد مبدأ یا مقصد در فرم جستجوی پرواز: مسافر نام فارسی، نام انگلیسی یا کد سه‌حرفی فرودگاه را می‌نویسد و از فهرست شهر یا فرودگاه را برمی‌گزیند. '
          + 'بی‌متن، شهرهای پرطرفدار می‌آیند؛ شهری با چند فرودگاه یک ردیف «همه فرودگاه‌ها» و زیر آن فرودگاه‌هایش را دارد.',
      },
    },
  },
  decorators: [(Story) => <div style={{ padding: 16, minBlockSize: 560 }}><Story /></div>],
} satisfies Meta<typeof LocationPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

// A docs page draws its phone and tablet stories in frames that load at once: the portal may take a while.
const PORTAL_WAIT = { timeout: 5000 };

/** The list sits in a portal: find it in document.body once it shows. */
async function openedList() {
  const list = await within(document.body).findByRole('listbox', {}, PORTAL_WAIT);
  await waitFor(() => expect(list).toBeVisible(), PORTAL_WAIT);
  return within(list);
}
const field = (root: HTMLElement, name = 'مبدأ') => within(root).getByRole('combobox', { name });

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/** فیلد خالی با لمس: شهرهای پرطرفدار به ترتیب اولویت؛ تهران ردیف «همه فرودگاه‌ها» و زیر آن دو فرودگاهش را دارد. */
export const PopularPlaces: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(field(canvasElement));
    const list = await openedList();
    const options = list.getAllByRole('option');
    await expect(options[0]).toHaveTextContent('تهران');
    await expect(options[0]).toHaveTextContent('همه فرودگاه‌ها');
    await expect(options[1]).toHaveTextContent('مهرآباد');
    await expect(options[3]).toHaveTextContent('شیراز');
    await expect(list.getByText('شهرهای پرطرفدار')).toBeVisible();
  },
};

/** مسافر با «ي» عربی می‌نویسد «شيراز»: باز هم شیراز پیدا می‌شود و کلید «Enter» بهترین ردیف را برمی‌گزیند. */
export const SearchPersian: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(field(canvasElement), 'شيراز');
    const list = await openedList();
    await expect(list.getAllByRole('option')[0]).toHaveTextContent('شیراز');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith({ code: 'SYZ', codeType: LocationCodeType.AirportCode });
    await expect(field(canvasElement)).toHaveValue('شیراز');
  },
};

/** نوشتن لاتین: «mash» فقط مشهد را پیدا می‌کند؛ مسافری که صفحه‌کلیدش انگلیسی مانده هم به نتیجه می‌رسد. */
export const SearchEnglish: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement), 'mash');
    const list = await openedList();
    await expect(list.getAllByRole('option')).toHaveLength(1);
    await expect(list.getByRole('option')).toHaveTextContent('مشهد');
  },
};

/** کد سه‌حرفی فرودگاه: «ika» فقط فرودگاه امام خمینی را می‌آورد و فیلد «تهران، امام خمینی» می‌شود. */
export const SearchIata: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(field(canvasElement), 'ika');
    const list = await openedList();
    await expect(list.getAllByRole('option')).toHaveLength(1);
    await userEvent.click(list.getByRole('option', { name: /امام خمینی/ }));
    await expect(args.onChange).toHaveBeenCalledWith({ code: 'IKA', codeType: LocationCodeType.AirportCode });
    await expect(field(canvasElement)).toHaveValue('تهران، امام خمینی');
  },
};

/** نتیجه‌ای نیست: «پاریس» در فهرست داخلی نیست و فهرست می‌گوید «شهر یا فرودگاهی با «پاریس» پیدا نشد». */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement), 'پاریس');
    await waitFor(() => expect(within(document.body).getByText('شهر یا فرودگاهی با «پاریس» پیدا نشد')).toBeVisible());
  },
};

/** فهرست خارجی برای مقصد: نام انگلیسی کنار نام فارسی، و استانبول با دو فرودگاهش. */
export const International: Story = {
  args: { places: INTERNATIONAL_PLACES, scope: 'international', kind: 'destination' },
  play: async ({ canvasElement }) => {
    await userEvent.click(field(canvasElement, 'مقصد'));
    const list = await openedList();
    await expect(list.getByText('شهرهای پرطرفدار خارجی')).toBeVisible();
    await expect(list.getAllByRole('option')[3]).toHaveTextContent('استانبول');
    await expect(list.getByText('Istanbul')).toBeVisible();
  },
};

/** شهری برگزیده شده: فیلد «تهران (همه فرودگاه‌ها)» را نشان می‌دهد و دکمه پاک کردن آن را خالی می‌کند. */
export const Chosen: Story = {
  args: { value: { code: 'THR', codeType: LocationCodeType.CityCode } },
  play: async ({ canvasElement, args }) => {
    await expect(field(canvasElement)).toHaveValue('تهران (همه فرودگاه‌ها)');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'پاک کردن مبدأ' }));
    await expect(args.onChange).toHaveBeenCalledWith(null);
  },
};

/** خطا: فیلد قرمز است و زیرش «مبدأ را انتخاب کنید» آمده، آن‌گونه که فرم پس از «جستجو» با مبدأ خالی نشان می‌دهد. */
export const ErrorState: Story = { args: { error: 'مبدأ را انتخاب کنید' } };

/** غیرفعال با مشهد برگزیده: فیلد خاکستری است و دکمه پاک کردن ندارد. */
export const Disabled: Story = { args: { disabled: true, value: { code: 'MHD', codeType: LocationCodeType.AirportCode } } };

/** مقصد در گوشی ۳۷۵ پیکسلی: با نوشتن «ک» کیش بالای فهرست می‌آید؛ فهرست هم‌عرض فیلد است و از صفحه بیرون نمی‌زند. */
export const OnMobile: Story = {
  ...ON_MOBILE,
  parameters: { ...ON_MOBILE.parameters, layout: 'fullscreen' },
  args: { kind: 'destination' },
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement, 'مقصد'), 'ک');
    const list = await openedList();
    await expect(list.getAllByRole('option')[0]).toHaveTextContent('کیش');
  },
};

/** نام‌های بلند: «سانتا کروز د تنریف، تنریف شمالی سیوداد د لا لاگونا» در فیلد با سه‌نقطه کوتاه می‌شود؛ مسافر «سانتا» می‌نویسد و فهرست، شهر را با نام انگلیسی‌اش و دو فرودگاهش را با نام کامل نشان می‌دهد. */
export const LongNames: Story = {
  args: {
    places: LONG_NAMED_PLACES, scope: 'international', kind: 'destination',
    value: { code: 'TFN', codeType: LocationCodeType.AirportCode },
  },
  play: async ({ canvasElement }) => {
    const input = field(canvasElement, 'مقصد');
    await expect(input).toHaveValue('سانتا کروز د تنریف، تنریف شمالی سیوداد د لا لاگونا');
    // The name is longer than the field: it is cut with an ellipsis, not spilled.
    await expect(textOverflows(input as HTMLInputElement)).toBe(true);
    await userEvent.clear(input);
    await userEvent.type(input, 'سانتا');
    const list = await openedList();
    await expect(list.getAllByRole('option')[0]).toHaveTextContent('سانتا کروز د تنریف');
    await expect(list.getByRole('option', { name: /تنریف شمالی سیوداد د لا لاگونا/ })).toBeVisible();
  },
};

/** در تبلت ۷۶۸ پیکسلی: مسافر «است» می‌نویسد و استانبول را با هر دو فرودگاهش می‌بیند، سپس فرودگاه صبیحه را برمی‌گزیند. */
export const OnTablet: Story = {
  ...ON_TABLET,
  parameters: { ...ON_TABLET.parameters, layout: 'fullscreen' },
  args: { places: INTERNATIONAL_PLACES, scope: 'international' },
  play: async ({ canvasElement, args }) => {
    await userEvent.type(field(canvasElement), 'است');
    const list = await openedList();
    await expect(list.getAllByRole('option')[0]).toHaveTextContent('استانبول');
    await userEvent.click(list.getByRole('option', { name: /صبیحه گوکچن/ }));
    await expect(args.onChange).toHaveBeenCalledWith({ code: 'SAW', codeType: LocationCodeType.AirportCode });
    await expect(field(canvasElement)).toHaveValue('استانبول، صبیحه گوکچن');
  },
};
