import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TourFilterPanel } from '../../src/design-system';
import type { TourFilters } from '../../src/domain/tours';
import { ON_MOBILE } from './fixtures/flights';
import { TOUR_COUNTS, TOUR_FACETS } from './fixtures/tours';

const meta = {
  title: 'Design system/Tours/TourFilterPanel',
  component: TourFilterPanel,
  args: { filters: {}, facets: TOUR_FACETS, counts: TOUR_COUNTS, onChange: fn(), onReset: fn(), layout: 'sidebar' },
  decorators: [(Story) => <div style={{ maxWidth: 300 }}><Story /></div>],
  render: function Render(args) {
    const [filters, setFilters] = useState<TourFilters>(args.filters);
    return <TourFilterPanel {...args} filters={filters} onChange={(next) => { setFilters(next); args.onChange(next); }} onReset={() => { setFilters({}); args.onReset(); }} />;
  },
} satisfies Meta<typeof TourFilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Destination, month, nights: one of each; stars and airlines: any of them; each option with its count. */
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

/** Filters on: their sections offer a reset each. */
export const Filtered: Story = {
  args: { filters: { destination: 'istanbul', nights: 5, stars: [4, 5], maxPrice: 600_000_000 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: /^استانبول/ })).toBeChecked();
    await expect(within(canvasElement).getByRole('radio', { name: /^۵ شب/ })).toBeChecked();
  },
};

export const AsSheet: Story = { args: { layout: 'sheet' }, ...ON_MOBILE };
