import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FilterPanel, type FilterPanelProps } from '../../src/design-system/FilterPanel';
import { DEFAULT_FILTERS, type ProposalFilters } from '../../src/domain';
import { toPersianDigits } from '../../src/domain/numbers';
import { ON_MOBILE, ON_TABLET } from './fixtures/flights';
import { filterPanelData } from './fixtures/proposals';

type PanelData = ReturnType<typeof filterPanelData>;

/**
 * Holds the filters like the Filters store would and recomputes counts through the domain;
 * `dress` rewrites the computed data (e.g. to long names) before the panel draws it.
 */
function Stateful({ filters: initial, onChange, onReset, dress = (d) => d, ...rest }: FilterPanelProps & { dress?: (data: PanelData) => PanelData }) {
  const [filters, setFilters] = useState<ProposalFilters>(initial);
  const { filters: _, ...data } = dress(filterPanelData(filters));
  return (
    <FilterPanel
      {...rest}
      {...data}
      filters={filters}
      onChange={(next) => {
        setFilters(next);
        onChange(next);
      }}
      onReset={() => {
        setFilters(DEFAULT_FILTERS);
        onReset();
      }}
    />
  );
}

const someFilters: ProposalFilters = {
  ...DEFAULT_FILTERS,
  airlines: ['IR', 'W5'],
  stops: '1',
  time: { from: 720, to: 1079 }, // ۱۲:۰۰ تا ۱۸:۰۰ on the slider
};

/** Non-stop only; آتا flies only via Shiraz, so ticking it too leaves nothing. */
const nonStopFilters: ProposalFilters = { ...DEFAULT_FILTERS, stops: '1' };

/** The airlines' and airports' full official names, the longest the data sends. */
const LONG_AIRLINES: Readonly<Record<string, string>> = {
  IR: 'هواپیمایی جمهوری اسلامی ایران (هما)',
  W5: 'هواپیمایی ماهان',
  EP: 'هواپیمایی ملی آسمان',
  QB: 'هواپیمایی قشم‌ایر',
  ZV: 'هواپیمایی زاگرس',
  IV: 'هواپیمایی کاسپین',
  I3: 'هواپیمایی آتا تبریز',
  HH: 'هواپیمایی تابان',
};
const LONG_AIRPORTS: Readonly<Record<string, string>> = {
  THR: 'فرودگاه بین‌المللی مهرآباد تهران',
  IKA: 'فرودگاه بین‌المللی امام خمینی',
  MHD: 'فرودگاه بین‌المللی شهید هاشمی‌نژاد مشهد',
  IFN: 'فرودگاه بین‌المللی شهید بهشتی اصفهان',
  SYZ: 'فرودگاه بین‌المللی شهید دستغیب شیراز',
};
const longNames = (data: PanelData): PanelData => ({
  ...data,
  airlines: data.airlines.map((a) => ({ ...a, name: LONG_AIRLINES[a.code] ?? a.name })),
  airports: data.airports.map((a) => ({ ...a, name: LONG_AIRPORTS[a.code] ?? a.name })),
});

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
  title: 'Design system/Results/FilterPanel',
  component: FilterPanel,
  args: { ...filterPanelData(DEFAULT_FILTERS), onChange: fn(), onReset: fn(), layout: 'auto' },
  parameters: {
    docs: {
      description: {
        component: 'فیلترهای فهرست نتایج پرواز: ساعت حرکت، ایرلاین، قیمت، توقف، نوع بلیت، مدت پرواز، فرودگاه و وضعیت بلیت؛ '
          + 'کنار هر گزینه تعداد پروازهایی که با آن می‌مانند نوشته شده و هر بخش دکمه حذف خودش را دارد. '
          + 'در دسکتاپ ستونی کنار نتایج است و در گوشی و تبلت دکمه «فیلترها» که برگه‌ای از پایین صفحه باز می‌کند.',
      },
    },
  },
  argTypes: {
    filters: { description: 'فیلترهای فعلی؛ صفحه نتایج آن‌ها را از انبار فیلترها (و نشانی صفحه) می‌خواند و گزینه‌هایشان تیک‌خورده دیده می‌شوند.' },
    onChange: { description: 'با هر تغییر، همه فیلترهای تازه را یک‌جا می‌دهد؛ صفحه نتایج فهرست پروازها را با آن‌ها دوباره می‌چیند.' },
    counts: { description: 'تعداد پروازهای هر گزینه اگر مسافر آن را بزند و بقیه فیلترها همین بمانند؛ گزینه‌ای با صفر کم‌رنگ می‌شود. جمع آن روی دکمه «نمایش … پرواز» برگه می‌آید.' },
    airlines: { description: 'ایرلاین‌های نتایج با نام فارسی و ارزان‌ترین قیمت هر کدام، ارزان‌ترین اول؛ شش تای اول پیداست و بقیه پشت «نمایش همه».' },
    airports: { description: 'فرودگاه‌های مبدأ، مقصد و توقف نتایج با نام فارسی و کد سه‌حرفی، به ترتیبی که در نتایج آمده‌اند.' },
    bounds: { description: 'کمترین و بیشترین قیمت و مدت پرواز در نتایج، برای دو سر نوارهای لغزان؛ اگر یکی خالی باشد بخشش نمی‌آید.' },
    ticketCounts: { description: 'تعداد پروازهای دارای صندلی و همه پروازها (با تکمیل‌ظرفیت‌ها)، کنار دو گزینه «وضعیت بلیت»؛ بی آن تعدادی نوشته نمی‌شود.' },
    airlineLogos: { description: 'نشانی تصویر نشان هر ایرلاین به کدش؛ ایرلاینی که نشان ندارد، مربع رنگی با کدش می‌گیرد.' },
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
} satisfies Meta<typeof FilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/** پیش از هر فیلتری: «حذف همه فیلترها» خاموش است؛ مسافر ایرلاین، توقف و ساعت را می‌زند، فیلتر ایرلاین را حذف می‌کند و همه را پاک می‌کند. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = within(canvasElement);
    await expect(panel.getByRole('button', { name: 'حذف همه فیلترها' })).toBeDisabled();
    await userEvent.click(panel.getByRole('checkbox', { name: /ماهان/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ airlines: ['W5'] }));
    await userEvent.click(panel.getByRole('button', { name: 'حذف فیلتر ایرلاین' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ airlines: [] }));
    await userEvent.click(panel.getByRole('radio', { name: /بدون توقف/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ stops: '1' }));
    await userEvent.click(panel.getByRole('checkbox', { name: /صبح/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ time: { from: 360, to: 719 } }));
    await userEvent.click(panel.getByRole('button', { name: 'حذف همه فیلترها' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
  },
};

/** سه فیلتر فعال (ایران‌ایر و ماهان، بدون توقف، حرکت ۱۲ تا ۱۸): گزینه‌ها تیک خورده‌اند و هر بخش دکمه حذف خودش را دارد؛ مسافر نوار ساعت را با صفحه‌کلید جابه‌جا می‌کند. */
export const SomeFiltersActive: Story = {
  args: filterPanelData(someFilters),
  play: async ({ canvasElement, args }) => {
    const panel = within(canvasElement);
    await expect(panel.getByRole('checkbox', { name: /ایران‌ایر/ })).toBeChecked();
    await expect(panel.getByRole('radio', { name: /بدون توقف/ })).toBeChecked();
    // A slider key press commits a new range at once.
    const from = panel.getByRole('slider', { name: 'ساعت حرکت: از' });
    from.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(args.onChange).toHaveBeenCalled());
  },
};

/** ستون کناری دسکتاپ، همیشه باز، حتی در صفحه باریک‌تر. */
export const DesktopSidebar: Story = {
  args: { layout: 'sidebar' },
};

/** در گوشی: دکمه «فیلترها، ۳ فیلتر فعال» برگه‌ای از پایین باز می‌کند؛ مسافر «چارتر» را می‌زند و دکمه پایین برگه می‌گوید چند پرواز می‌ماند. */
export const MobileSheetOpen: Story = {
  args: filterPanelData(someFilters),
  ...ON_MOBILE,
  parameters: { ...ON_MOBILE.parameters, layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'فیلترها، ۳ فیلتر فعال' });
    await userEvent.click(trigger);
    const sheet = await openedSheet();
    await expect(within(sheet).getByRole('button', { name: /^نمایش .* پرواز$/ })).toBeVisible();
    await userEvent.click(within(sheet).getByRole('radio', { name: /چارتر/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ type: '1' }));
    await expect(within(sheet).getByRole('radio', { name: /چارتر/ })).toBeChecked();
  },
};

/** مسافر «بدون توقف» را زده و آتا را هم تیک می‌زند که فقط با توقف می‌پرد: هیچ پروازی نمی‌ماند، تعدادها صفر و گزینه‌ها کم‌رنگ می‌شوند، و «حذف» هر بخش یا «حذف همه فیلترها» راه بازگشت است. */
export const NothingMatches: Story = {
  args: filterPanelData(nonStopFilters),
  play: async ({ canvasElement, args }) => {
    const panel = within(canvasElement);
    // آتا, the dearest airline, is behind «نمایش همه».
    await userEvent.click(panel.getByRole('button', { name: 'نمایش همه (۸)' }));
    const ata = panel.getByRole('checkbox', { name: /آتا/ });
    await expect(ata).toHaveAccessibleName(/\(۰\)$/);
    await userEvent.click(ata);
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...nonStopFilters, airlines: ['I3'] });
    await expect(ata).toBeChecked();
    await waitFor(() => expect(panel.getByRole('radio', { name: /بدون توقف/ })).toHaveAccessibleName(/\(۰\)$/));
    await expect(panel.getByRole('radio', { name: /بدون توقف/ })).toBeChecked();
    await expect(panel.getByRole('radio', { name: /چارتر/ })).toHaveAccessibleName(/\(۰\)$/);
    await expect(panel.getByRole('radio', { name: /سیستمی/ })).toHaveAccessibleName(/\(۰\)$/);
    await expect(panel.getByRole('button', { name: 'حذف فیلتر توقف' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'حذف همه فیلترها' })).toBeEnabled();
    // No focus ring in the screenshot.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** نام‌های رسمی و بلند ایرلاین‌ها و فرودگاه‌ها در ستون باریک دسکتاپ: هر نام در چند سطر می‌شکند و قیمت و تعدادش کنار آن می‌مانند؛ مسافر «نمایش همه» را می‌زند و ایران‌ایر را برمی‌گزیند. */
export const LongNames: Story = {
  render: (args) => <Stateful {...args} dress={longNames} />,
  play: async ({ canvasElement, args }) => {
    const panel = within(canvasElement);
    const aside = panel.getByRole('complementary', { name: 'فیلترها' });
    // Iran Air is the seventh airline by price: behind «نمایش همه».
    await userEvent.click(panel.getByRole('button', { name: 'نمایش همه (۸)' }));
    const iranAir = panel.getByRole('checkbox', { name: /هواپیمایی جمهوری اسلامی ایران/ });
    await userEvent.click(iranAir);
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...DEFAULT_FILTERS, airlines: ['IR'] });
    await expect(iranAir).toBeChecked();
    const mashhad = panel.getByText('فرودگاه بین‌المللی شهید هاشمی‌نژاد مشهد');
    await expect(mashhad).toBeVisible();
    // The long names wrap inside the column; nothing is pushed past its edge.
    const edge = aside.getBoundingClientRect();
    for (const count of canvasElement.querySelectorAll('aside [class*="count"]')) {
      const box = count.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(edge.left);
      await expect(box.right).toBeLessThanOrEqual(edge.right);
    }
    // No focus ring in the screenshot.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** در تبلت ۷۶۸ پیکسلی هم ستون کناری جا ندارد: دکمه «فیلترها» برگه را باز می‌کند؛ مسافر «ماهان» را می‌زند و دکمه پایین برگه تعداد تازه را می‌گوید. */
export const OnTablet: Story = {
  ...ON_TABLET,
  parameters: { ...ON_TABLET.parameters, layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).queryByRole('complementary', { name: 'فیلترها' })).toBeNull();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'فیلترها' }));
    const sheet = await openedSheet();
    const all = filterPanelData(DEFAULT_FILTERS).counts.total;
    await expect(within(sheet).getByRole('button', { name: `نمایش ${toPersianDigits(all)} پرواز` })).toBeVisible();
    await userEvent.click(within(sheet).getByRole('checkbox', { name: /ماهان/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...DEFAULT_FILTERS, airlines: ['W5'] });
    await expect(within(sheet).getByRole('checkbox', { name: /ماهان/ })).toBeChecked();
    const mahan = filterPanelData({ ...DEFAULT_FILTERS, airlines: ['W5'] }).counts.total;
    await expect(within(sheet).getByRole('button', { name: `نمایش ${toPersianDigits(mahan)} پرواز` })).toBeVisible();
    // No focus ring in the screenshot.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
