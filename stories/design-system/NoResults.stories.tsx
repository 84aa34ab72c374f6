import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NoResults } from '../../src/design-system/NoResults';
import { ON_MOBILE } from './fixtures/flights';

const meta = {
  title: 'Design system/Results/NoResults',
  component: NoResults,
  args: { reason: 'no-flights', onClearFilters: fn(), onChangeSearch: fn() },
  argTypes: { reason: { control: 'inline-radio', options: ['no-flights', 'no-match'] } },
  decorators: [(Story) => <div style={{ maxWidth: 880 }}><Story /></div>],
} satisfies Meta<typeof NoResults>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const NoFlights: Story = {
  play: async ({ canvasElement, args }) => {
    const empty = within(canvasElement);
    await expect(empty.getByText('پروازی پیدا نشد')).toBeVisible();
    await expect(empty.queryByRole('button', { name: 'حذف فیلترها' })).toBeNull();
    await userEvent.click(empty.getByRole('button', { name: 'تغییر جستجو' }));
    await expect(args.onChangeSearch).toHaveBeenCalledTimes(1);
  },
};

export const NoMatchForFilters: Story = {
  args: { reason: 'no-match' },
  play: async ({ canvasElement, args }) => {
    const empty = within(canvasElement);
    await expect(empty.getByText('پروازی با این فیلترها نیست')).toBeVisible();
    await userEvent.click(empty.getByRole('button', { name: 'حذف فیلترها' }));
    await expect(args.onClearFilters).toHaveBeenCalledTimes(1);
  },
};

export const OnMobile: Story = {
  args: { reason: 'no-match' },
  ...ON_MOBILE,
};
