import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FilterPanel, type FilterPanelProps } from '../../src/design-system/FilterPanel';
import { DEFAULT_FILTERS, type ProposalFilters } from '../../src/domain';
import { ON_MOBILE } from './fixtures/flights';
import { filterPanelData } from './fixtures/proposals';

/** Holds the filters like the Filters store would and recomputes counts through the domain. */
function Stateful({ filters: initial, onChange, onReset, ...rest }: FilterPanelProps) {
  const [filters, setFilters] = useState<ProposalFilters>(initial);
  const { filters: _, ...data } = filterPanelData(filters);
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

const meta = {
  title: 'Design system/Results/FilterPanel',
  component: FilterPanel,
  args: { ...filterPanelData(DEFAULT_FILTERS), onChange: fn(), onReset: fn(), layout: 'auto' },
  argTypes: { layout: { control: 'inline-radio', options: ['auto', 'sidebar', 'sheet'] } },
  // The desktop sidebar column.
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof FilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

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

export const DesktopSidebar: Story = {
  args: { layout: 'sidebar' },
};

export const MobileSheetOpen: Story = {
  args: filterPanelData(someFilters),
  ...ON_MOBILE,
  parameters: { ...ON_MOBILE.parameters, layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'فیلترها، ۳ فیلتر فعال' });
    await userEvent.click(trigger);
    const body = within(document.body);
    const sheet = await body.findByRole('dialog', { name: 'فیلترها' });
    // Let the slide-in transition end before touching the sheet and before the screenshot.
    const content = sheet.closest('.mantine-Drawer-content') ?? sheet;
    await waitFor(() => expect(getComputedStyle(content).transform).toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/));
    await waitFor(() => expect(getComputedStyle(content).opacity).toBe('1'));
    await expect(within(sheet).getByRole('button', { name: /^نمایش .* پرواز$/ })).toBeVisible();
    await userEvent.click(within(sheet).getByRole('radio', { name: /چارتر/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ type: '1' }));
    await expect(within(sheet).getByRole('radio', { name: /چارتر/ })).toBeChecked();
  },
};
