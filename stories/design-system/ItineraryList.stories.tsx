import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ItineraryList } from '../../src/design-system';
import { ON_MOBILE } from './fixtures/flights';
import { ITINERARY } from './fixtures/tours';

const meta = {
  title: 'Design system/Tours/ItineraryList',
  component: ItineraryList,
  args: { days: ITINERARY },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}><Story /></div>],
} satisfies Meta<typeof ItineraryList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A numbered list of days, each its title and what happens. */
export const FourDays: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'برنامه سفر' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(list).getByText('روز ۲: کشتی یونانی و ساحل مرجان')).toBeVisible();
  },
};

export const NotAnnounced: Story = {
  args: { days: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('برنامه روزانه این تور هنوز اعلام نشده است.')).toBeVisible();
  },
};

export const OnMobile: Story = { ...ON_MOBILE };
