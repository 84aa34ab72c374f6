import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TourFilterPanel } from '../../src/design-system';
import { tourFacetCounts, tourFacets, type TourFilters } from '../../src/domain/tours';
import { ON_MOBILE, ON_TABLET } from './fixtures/flights';
import { TOUR_COUNTS, TOUR_FACETS } from './fixtures/tours';

/** Let the bottom sheet's slide-in end before touching it and before the screenshot. */
async function openedSheet() {
  // The sheet's code arrives lazily: on a docs page, beside other framed stories, that can take seconds.
  const sheet = await within(document.body).findByRole('dialog', { name: 'فیلترها' }, { timeout: 10_000 });
  const content = sheet.closest('.mantine-Drawer-content') ?? sheet;
  await waitFor(() => expect(getComputedStyle(content).transform).toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/), { timeout: 5_000 });
  await waitFor(() => expect(getComputedStyle(content).opacity).toBe('1'), { timeout: 5_000 });
  return within(sheet);
}

const meta = {
  title: 'Design system/Tours/TourFilterPanel',
  component: TourFilterPanel,
  args: { filters: {}, facets: TOUR_FACETS, counts: TOUR_COUNTS, onChange: fn(), onReset: fn(), layout: 'sidebar' },
  parameters: {
    docs: {
      description: {
        component: 'فیلترهای فهرست تورها: مقصد، ماه حرکت، مدت اقامت، قیمت هر نفر، ستاره هتل و ایرلاین؛ کنار هر گزینه تعداد تورهایی '
          + 'که با آن می‌مانند نوشته شده و هر بخش دکمه حذف خودش را دارد. در دسکتاپ ستونی کنار فهرست است و در گوشی و تبلت دکمه «فیلترها» که برگه‌ای از پایین باز می‌کند.',
      },
    },
  },
  argTypes: {
    filters: { description: 'فیلترهای فعلی، که صفحه فهرست تورها از نشانی صفحه می‌خواند؛ بخشی که فیلتر ندارد «همه» را انتخاب‌شده نشان می‌دهد.' },
    onChange: { description: 'با هر تغییر، همه فیلترهای تازه را یک‌جا می‌دهد؛ صفحه آن‌ها را در نشانی صفحه می‌نویسد و فهرست دوباره چیده می‌شود.' },
    facets: { description: 'آنچه تورهای فهرست دارند: مقصدها، ماه‌ها، شب‌ها، ستاره‌ها، ایرلاین‌ها و بازه قیمت هر نفر. اگر همه تورها یک قیمت داشته باشند بخش قیمت نمی‌آید.' },
    counts: { description: 'تعداد تورهای هر گزینه اگر مسافر آن را بزند و بقیه فیلترها همین بمانند؛ جمع آن روی دکمه «نمایش … تور» برگه می‌آید.' },
    onReset: { description: 'با «حذف همه فیلترها» صدا زده می‌شود تا همه فیلترها برداشته شوند؛ ترتیب فهرست می‌ماند.' },
    layout: {
      control: 'inline-radio',
      options: ['auto', 'sidebar', 'sheet'],
      description: 'چیدمان: «sidebar» ستون همیشه‌باز دسکتاپ، «sheet» دکمه «فیلترها» با برگه‌ای از پایین برای گوشی، و «auto» (پیش‌فرض، که صفحه فهرست به کار می‌برد) که از ۹۹۲ پیکسل به بالا ستون و زیر آن برگه است.',
    },
    sheetOpened: { description: 'باز بودن برگه را از بیرون تعیین می‌کند؛ صفحه فهرست تورها آن را نمی‌دهد و برگه خودش باز و بسته می‌شود.' },
    onSheetOpenedChange: { description: 'وقتی برگه باز یا بسته می‌شود صدا زده می‌شود.' },
  },
  decorators: [(Story) => <div style={{ maxWidth: 300 }}><Story /></div>],
  render: function Render(args) {
    const [filters, setFilters] = useState<TourFilters>(args.filters);
    return <TourFilterPanel {...args} filters={filters} onChange={(next) => { setFilters(next); args.onChange(next); }} onReset={() => { setFilters({}); args.onReset(); }} />;
  },
} satisfies Meta<typeof TourFilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

// The sheet is a portal outside #storybook-root: screenshot the whole page.
const page = { layout: 'fullscreen' } as const;
const padded: Story['decorators'] = [(Story) => <div style={{ padding: 16 }}><Story /></div>];

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/** مقصد، ماه و مدت: یکی از هر کدام؛ ستاره و ایرلاین: هر چند تا؛ هر گزینه با تعدادش. مسافر کیش، دی ۱۴۰۵ و کیش‌ایر را می‌زند و سپس همه را حذف می‌کند. */
export const Choosing: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = within(canvasElement);
    await userEvent.click(panel.getByRole('radio', { name: /^کیش/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ destination: 'kish' });
    await userEvent.click(panel.getByRole('radio', { name: /^دی ۱۴۰۵/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ destination: 'kish', month: '1405-10' });
    await userEvent.click(panel.getByRole('checkbox', { name: /کیش‌ایر/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ destination: 'kish', month: '1405-10', airlines: ['Y9'] });
    await userEvent.click(panel.getByRole('button', { name: 'حذف همه فیلترها' }));
    await expect(args.onReset).toHaveBeenCalledOnce();
  },
};

/** فیلترهای فعال (استانبول، پنج شب، چهار و پنج ستاره، سقف قیمت): هر بخش فعال دکمه حذف خودش را دارد. */
export const Filtered: Story = {
  args: { filters: { destination: 'istanbul', nights: 5, stars: [4, 5], maxPrice: 600_000_000 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: /^استانبول/ })).toBeChecked();
    await expect(within(canvasElement).getByRole('radio', { name: /^۵ شب/ })).toBeChecked();
  },
};

/** در گوشی ۳۷۵ پیکسلی: به جای ستون، دکمه «فیلترها» که برگه‌ای از پایین باز می‌کند. */
export const AsSheet: Story = { args: { layout: 'sheet' }, ...ON_MOBILE };

/** فعلاً توری با جای خالی نیست: بخش‌ها فقط «همه» را دارند، فهرست‌های ستاره و ایرلاین «گزینه‌ای نیست.» می‌نویسند و بخش قیمت نمی‌آید. */
export const NoTours: Story = {
  args: { facets: tourFacets([]), counts: tourFacetCounts([], {}) },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement);
    await expect(panel.getByRole('radio', { name: 'همه مقصدها' })).toBeChecked();
    await expect(panel.getAllByText('گزینه‌ای نیست.')).toHaveLength(2);
    await expect(panel.queryByRole('heading', { name: 'قیمت هر نفر' })).toBeNull();
    await expect(panel.getByRole('button', { name: 'حذف همه فیلترها' })).toBeDisabled();
  },
};

/** در گوشی، برگه باز: مسافر مقصد و ایرلاین را در برگه می‌زند و دکمه پایین برگه می‌گوید چند تور نشان داده می‌شود. */
export const SheetOnMobile: Story = {
  args: { layout: 'sheet' },
  ...ON_MOBILE,
  parameters: { ...ON_MOBILE.parameters, ...page },
  decorators: padded,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'فیلترها' }));
    const sheet = await openedSheet();
    await expect(sheet.getByRole('button', { name: 'نمایش ۵ تور' })).toBeVisible();
    await userEvent.click(sheet.getByRole('radio', { name: /^استانبول/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ destination: 'istanbul' });
    await userEvent.click(sheet.getByRole('checkbox', { name: /ماهان/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ destination: 'istanbul', airlines: ['W5'] });
    await expect(sheet.getByRole('radio', { name: /^استانبول/ })).toBeChecked();
    await expect(canvasElement.querySelector('button[aria-haspopup="dialog"]')).toHaveAttribute('aria-label', 'فیلترها، ۲ فیلتر فعال');
    // No focus ring in the screenshot.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** در تبلت ۷۶۸ پیکسلی هم ستون کناری جا ندارد: با چیدمان خودکار دکمه «فیلترها» می‌آید و برگه را باز می‌کند. */
export const OnTablet: Story = {
  args: { layout: 'auto', filters: { destination: 'kish' } },
  ...ON_TABLET,
  parameters: { ...ON_TABLET.parameters, ...page },
  decorators: padded,
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).queryByRole('complementary', { name: 'فیلترها' })).toBeNull();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'فیلترها، ۱ فیلتر فعال' }));
    const sheet = await openedSheet();
    await expect(sheet.getByRole('radio', { name: /^کیش/ })).toBeChecked();
    await userEvent.click(sheet.getByRole('radio', { name: /^۳ شب/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ destination: 'kish', nights: 3 });
    // No focus ring in the screenshot.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
