import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { HotelFilterPanel, type HotelFilterPanelProps } from '../../src/design-system';
import { DEFAULT_HOTEL_FILTERS, filterHotels, type HotelFilters } from '../../src/domain/hotels';
import { ON_MOBILE } from './fixtures/flights';
import { HOTEL_RESULTS, hotelPanelData } from './fixtures/hotel-results';

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

const meta = {
  title: 'Design system/Hotels/HotelFilterPanel',
  component: HotelFilterPanel,
  args: { ...hotelPanelData(DEFAULT_HOTEL_FILTERS), onChange: fn(), onReset: fn(), layout: 'auto' },
  argTypes: { layout: { control: 'inline-radio', options: ['auto', 'sidebar', 'sheet'] } },
  // The desktop sidebar column.
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof HotelFilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

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

export const PhoneSheet: Story = {
  args: hotelPanelData(someFilters),
  ...ON_MOBILE,
  parameters: { ...ON_MOBILE.parameters, layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'فیلترها، ۳ فیلتر فعال' });
    await userEvent.click(trigger);
    const sheet = await within(document.body).findByRole('dialog', { name: 'فیلترها' });
    // Let the slide-in transition end before touching the sheet and before the screenshot.
    const content = sheet.closest('.mantine-Drawer-content') ?? sheet;
    await waitFor(() => expect(getComputedStyle(content).transform).toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/));
    await waitFor(() => expect(getComputedStyle(content).opacity).toBe('1'));
    await expect(within(sheet).getByRole('button', { name: /^نمایش .* هتل$/ })).toBeVisible();
    await expect(within(sheet).getByRole('button', { name: 'نمایش ۱۱ هتل' })).toBeVisible();
    await userEvent.click(within(sheet).getByRole('checkbox', { name: /هتل ۳ ستاره/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...someFilters, stars: [4, 5, 3] });
    await expect(within(sheet).getByRole('checkbox', { name: /هتل ۳ ستاره/ })).toBeChecked();
  },
};

export const NoDistricts: Story = {
  args: { districts: [] },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement);
    await expect(panel.queryByRole('heading', { name: 'محله' })).toBeNull();
    await expect(panel.getByRole('heading', { name: 'امکانات' })).toBeVisible();
  },
};
