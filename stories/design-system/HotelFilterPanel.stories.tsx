import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { HotelFilterPanel, type DistrictOption, type HotelFilterPanelProps } from '../../src/design-system';
import { DEFAULT_HOTEL_FILTERS, filterHotels, type HotelFilters } from '../../src/domain/hotels';
import { ON_MOBILE, ON_TABLET } from './fixtures/flights';
import { HOTEL_RESULTS, hotelPanelData, TEHRAN_DISTRICTS } from './fixtures/hotel-results';

/** Holds the filters like the hotel results store would and recounts through the domain. */
function Stateful({ filters: initial, onChange, onReset, districts, ...rest }: HotelFilterPanelProps) {
  const [filters, setFilters] = useState<HotelFilters>(initial);
  const { filters: _, districts: __, ...data } = hotelPanelData(filters);
  return (
    <HotelFilterPanel
      {...rest}
      {...data}
      districts={districts}
      filters={filters}
      onChange={(next) => {
        setFilters(next);
        onChange(next);
      }}
      onReset={() => {
        setFilters(DEFAULT_HOTEL_FILTERS);
        onReset();
      }}
    />
  );
}

const someFilters: HotelFilters = {
  ...DEFAULT_HOTEL_FILTERS,
  stars: [4, 5],
  amenities: ['parking'],
  minGuestScore: 7,
};

/** The same districts under long names (a neighbourhood and its landmark), to see them wrap in the narrow column. */
const longDistricts: readonly DistrictOption[] = TEHRAN_DISTRICTS.map((d, i) => ({
  ...d,
  label: i === 0 ? 'خیابان ولیعصر، از میدان ونک تا پارک ملت و بلوار میرداماد'
    : i === 7 ? 'فرودگاه بین‌المللی امام خمینی و شهر فرودگاهی امام' : d.label,
}));

/** Let the bottom sheet's slide-in end before touching it and before the screenshot. */
async function openedSheet() {
  // The sheet's code arrives lazily: on a docs page, beside other framed stories, that can take seconds.
  const sheet = await within(document.body).findByRole('dialog', { name: 'فیلترها' }, { timeout: 10_000 });
  const content = sheet.closest('.mantine-Drawer-content') ?? sheet;
  await waitFor(() => expect(getComputedStyle(content).transform).toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/), { timeout: 5_000 });
  await waitFor(() => expect(getComputedStyle(content).opacity).toBe('1'), { timeout: 5_000 });
  return sheet;
}

const meta = {
  title: 'Design system/Hotels/HotelFilterPanel',
  component: HotelFilterPanel,
  args: { ...hotelPanelData(DEFAULT_HOTEL_FILTERS), onChange: fn(), onReset: fn(), layout: 'auto' },
  parameters: {
    docs: {
      description: {
        component: 'فیلترهای فهرست نتایج هتل: قیمت کل اقامت، ستاره، نوع اقامتگاه، وعده غذایی، امکانات، محله، امتیاز مهمانان و شرایط رزرو؛ '
          + 'کنار هر گزینه تعداد هتل‌هایی که با آن می‌مانند نوشته شده و هر بخش دکمه حذف خودش را دارد. در دسکتاپ ستونی کنار نتایج است '
          + 'و در گوشی و تبلت دکمه «فیلترها» که برگه‌ای از پایین صفحه باز می‌کند.',
      },
    },
  },
  argTypes: {
    filters: { description: 'فیلترهای فعلی؛ صفحه نتایج آن‌ها را از نشانی صفحه و انبار نتایج هتل می‌خواند.' },
    onChange: { description: 'با هر تغییر، همه فیلترهای تازه را یک‌جا می‌دهد؛ صفحه نتایج فهرست را با آن‌ها دوباره می‌چیند.' },
    counts: { description: 'تعداد هتل‌های هر گزینه اگر مسافر آن را بزند و بقیه فیلترها همین بمانند؛ گزینه‌ای با صفر کم‌رنگ می‌شود. جمع آن روی دکمه «نمایش … هتل» برگه می‌آید.' },
    priceBounds: { description: 'کمترین و بیشترین قیمت کل اقامت در فهرست، برای دو سر نوار قیمت؛ اگر خالی باشد بخش قیمت نمی‌آید.' },
    districts: { description: 'محله‌های شهر جست‌وجوشده با نام فارسی؛ اگر خالی باشد بخش «محله» نمی‌آید.' },
    amenities: { description: 'امکاناتی که فهرست دارد، رایج‌ترین اول؛ صفحه آن را می‌دهد تا ترتیب با هر فیلتر جابه‌جا نشود. بی آن همه امکانات به ترتیب تعدادشان می‌آیند.' },
    amenitiesVisible: { description: 'چند امکان پیش از دکمه «نمایش همه» دیده شوند؛ پیش‌فرض ۶. گزینه تیک‌خورده هیچ‌وقت پنهان نمی‌شود.' },
    onReset: { description: 'با «حذف همه فیلترها» صدا زده می‌شود تا همه فیلترها به حالت اول برگردند؛ وقتی فیلتری فعال نیست، دکمه خاموش است.' },
    layout: {
      control: 'inline-radio',
      options: ['auto', 'sidebar', 'sheet'],
      description: 'چیدمان: «sidebar» ستون همیشه‌باز دسکتاپ، «sheet» دکمه «فیلترها» با برگه‌ای از پایین برای گوشی، و «auto» (پیش‌فرض) که از ۹۹۲ پیکسل به بالا ستون و زیر آن برگه است.',
    },
    sheetOpened: { description: 'باز بودن برگه را از بیرون تعیین می‌کند، مثلاً تا دکمه بازگشت گوشی برگه را ببندد؛ صفحه نتایج آن را می‌دهد. بی آن برگه خودش باز و بسته می‌شود.' },
    onSheetOpenedChange: { description: 'وقتی برگه باز یا بسته می‌شود صدا زده می‌شود؛ صفحه نتایج با آن تاریخچه مرورگر را به‌روز می‌کند.' },
  },
  // The desktop sidebar column.
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof HotelFilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/** پیش از هر فیلتری: همه بخش‌ها با تعدادهایشان، «حذف همه فیلترها» خاموش، و امکانات و محله‌ها پشت «نمایش همه». */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement);
    await expect(panel.getByRole('button', { name: 'حذف همه فیلترها' })).toBeDisabled();
    for (const title of ['قیمت کل اقامت', 'ستاره هتل', 'نوع اقامتگاه', 'وعده‌های غذایی', 'امکانات', 'محله', 'امتیاز مهمانان', 'شرایط رزرو']) {
      await expect(panel.getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(panel.getByRole('radio', { name: 'همه' })).toBeChecked();
    await expect(within(panel.getByRole('region', { name: 'امکانات' })).getByRole('button', { name: 'نمایش همه (۲۲)' })).toBeVisible();
    await expect(within(panel.getByRole('region', { name: 'محله' })).getByRole('button', { name: 'نمایش همه (۸)' })).toBeVisible();
  },
};

/** سه فیلتر فعال (ستاره ۴ و ۵، پارکینگ، امتیاز ۷ به بالا): گزینه‌ها تیک خورده‌اند و «حذف همه فیلترها» روشن است. */
export const WithActiveFilters: Story = {
  args: hotelPanelData(someFilters),
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement);
    await expect(panel.getByRole('checkbox', { name: /هتل ۵ ستاره/ })).toBeChecked();
    await expect(panel.getByRole('checkbox', { name: /پارکینگ/ })).toBeChecked();
    await expect(panel.getByRole('radio', { name: /۷ به بالا/ })).toBeChecked();
    await expect(panel.getByRole('checkbox', { name: /لغو رایگان/ })).not.toBeChecked();
    await expect(panel.getByRole('button', { name: 'حذف همه فیلترها' })).toBeEnabled();
  },
};

/** مسافر ستاره‌ها و امکانات را می‌زند، امکانی کمیاب را از «نمایش همه» پیدا می‌کند، تعدادها با هر تیک به‌روز می‌شوند، و بخش ستاره و سپس همه فیلترها را حذف می‌کند. */
export const TickStarsAndAmenities: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = within(canvasElement);
    await userEvent.click(panel.getByRole('checkbox', { name: /هتل ۴ ستاره/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...DEFAULT_HOTEL_FILTERS, stars: [4] });
    await userEvent.click(panel.getByRole('checkbox', { name: /بدون ستاره/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...DEFAULT_HOTEL_FILTERS, stars: [4, 0] });

    // A rarer amenity sits behind «نمایش همه».
    await expect(panel.queryByRole('checkbox', { name: /سالن همایش/ })).toBeNull();
    const amenities = within(panel.getByRole('region', { name: 'امکانات' }));
    await userEvent.click(amenities.getByRole('button', { name: /^نمایش همه/ }));
    await userEvent.click(panel.getByRole('checkbox', { name: /سالن همایش/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...DEFAULT_HOTEL_FILTERS, stars: [4, 0], amenities: ['meeting-room'] });
    await userEvent.click(panel.getByRole('checkbox', { name: /وای‌فای/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...DEFAULT_HOTEL_FILTERS, stars: [4, 0], amenities: ['meeting-room', 'wifi'] });

    // The counts are the fixture list's, through the domain.
    const shown = filterHotels(HOTEL_RESULTS, { ...DEFAULT_HOTEL_FILTERS, stars: [4, 0], amenities: ['meeting-room', 'wifi'] }).length;
    await expect(panel.getByRole('checkbox', { name: /وای‌فای/ })).toHaveAccessibleName(new RegExp(`\\(${shown.toLocaleString('fa-IR')}\\)`));

    await userEvent.click(panel.getByRole('button', { name: 'حذف فیلتر ستاره هتل' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...DEFAULT_HOTEL_FILTERS, amenities: ['meeting-room', 'wifi'] });
    await expect(panel.getByRole('checkbox', { name: /هتل ۴ ستاره/ })).not.toBeChecked();

    await userEvent.click(panel.getByRole('button', { name: 'حذف همه فیلترها' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(panel.getByRole('checkbox', { name: /وای‌فای/ })).not.toBeChecked());
    await userEvent.click(amenities.getByRole('button', { name: 'نمایش کمتر' }));
    await expect(panel.getByRole('button', { name: 'حذف همه فیلترها' })).toBeDisabled();
    // No focus ring in the screenshot.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** در گوشی: دکمه «فیلترها، ۳ فیلتر فعال» برگه‌ای از پایین باز می‌کند؛ دکمه پایین برگه می‌گوید چند هتل نشان داده می‌شود. */
export const PhoneSheet: Story = {
  args: hotelPanelData(someFilters),
  ...ON_MOBILE,
  parameters: { ...ON_MOBILE.parameters, layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'فیلترها، ۳ فیلتر فعال' });
    await userEvent.click(trigger);
    const sheet = await openedSheet();
    await expect(within(sheet).getByRole('button', { name: /^نمایش .* هتل$/ })).toBeVisible();
    await expect(within(sheet).getByRole('button', { name: 'نمایش ۱۱ هتل' })).toBeVisible();
    await userEvent.click(within(sheet).getByRole('checkbox', { name: /هتل ۳ ستاره/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...someFilters, stars: [4, 5, 3] });
    await expect(within(sheet).getByRole('checkbox', { name: /هتل ۳ ستاره/ })).toBeChecked();
  },
};

/** شهری که فهرست محله ندارد: بخش «محله» نمی‌آید و بقیه بخش‌ها سر جایشان‌اند. */
export const NoDistricts: Story = {
  args: { districts: [] },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement);
    await expect(panel.queryByRole('heading', { name: 'محله' })).toBeNull();
    await expect(panel.getByRole('heading', { name: 'امکانات' })).toBeVisible();
  },
};

/** هیچ هتلی نمی‌ماند: مسافر با «استخر» فیلتر کرده و هتل یک ستاره را هم می‌زند؛ همه تعدادها صفر و گزینه‌ها کم‌رنگ می‌شوند و «حذف همه فیلترها» راه بازگشت است. */
export const NothingMatches: Story = {
  args: hotelPanelData({ ...DEFAULT_HOTEL_FILTERS, amenities: ['pool'] }),
  play: async ({ canvasElement, args }) => {
    const panel = within(canvasElement);
    const oneStar = panel.getByRole('checkbox', { name: /هتل ۱ ستاره/ });
    await expect(oneStar).toHaveAccessibleName(/\(۰\)$/);
    await userEvent.click(oneStar);
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...DEFAULT_HOTEL_FILTERS, amenities: ['pool'], stars: [1] });
    await expect(filterHotels(HOTEL_RESULTS, { ...DEFAULT_HOTEL_FILTERS, amenities: ['pool'], stars: [1] })).toHaveLength(0);
    await waitFor(() => expect(panel.getByRole('checkbox', { name: /^هتل\s*\(/ })).toHaveAccessibleName(/\(۰\)$/));
    await expect(panel.getByRole('checkbox', { name: /^لغو رایگان/ })).toHaveAccessibleName(/\(۰\)$/);
    await expect(panel.getByRole('button', { name: 'حذف همه فیلترها' })).toBeEnabled();
    // No focus ring in the screenshot.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** نام‌های بلند محله در ستون باریک دسکتاپ: هر نام در چند سطر می‌شکند و تعدادش کنار آن می‌ماند. */
export const LongDistrictNames: Story = {
  args: { districts: longDistricts },
  play: async ({ canvasElement, args }) => {
    const districts = within(within(canvasElement).getByRole('region', { name: 'محله' }));
    await userEvent.click(districts.getByRole('button', { name: 'نمایش همه (۸)' }));
    const airport = districts.getByRole('checkbox', { name: /^فرودگاه بین‌المللی امام خمینی/ });
    await userEvent.click(airport);
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...DEFAULT_HOTEL_FILTERS, districts: ['airport'] });
    await expect(airport).toBeChecked();
    await expect(districts.getByText(longDistricts[0]!.label)).toBeVisible();
    // No focus ring in the screenshot.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** در تبلت ۷۶۸ پیکسلی هم ستون کناری جا ندارد: دکمه «فیلترها» برگه را باز می‌کند و مسافر در آن فیلتر می‌زند. */
export const OnTablet: Story = {
  ...ON_TABLET,
  parameters: { ...ON_TABLET.parameters, layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).queryByRole('complementary', { name: 'فیلترها' })).toBeNull();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'فیلترها' }));
    const sheet = await openedSheet();
    await expect(within(sheet).getByRole('button', { name: `نمایش ${HOTEL_RESULTS.length.toLocaleString('fa-IR')} هتل` })).toBeVisible();
    await userEvent.click(within(sheet).getByRole('checkbox', { name: /لغو رایگان/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...DEFAULT_HOTEL_FILTERS, freeCancellationOnly: true });
    await expect(within(sheet).getByRole('checkbox', { name: /لغو رایگان/ })).toBeChecked();
    const shown = filterHotels(HOTEL_RESULTS, { ...DEFAULT_HOTEL_FILTERS, freeCancellationOnly: true }).length;
    await expect(within(sheet).getByRole('button', { name: `نمایش ${shown.toLocaleString('fa-IR')} هتل` })).toBeVisible();
    // No focus ring in the screenshot.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
