import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AmenityList } from '../../src/design-system';
import { AMENITIES } from '../../src/domain/hotels';
import { ON_MOBILE } from './fixtures/flights';

const meta = {
  title: 'Design system/Hotels/AmenityList',
  component: AmenityList,
  args: { amenities: ['wifi', 'parking', 'pool', 'restaurant', 'breakfast', 'airport-shuttle'], variant: 'grid' },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof AmenityList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Grid: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'امکانات هتل' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await expect(within(list).getByText('ترانسفر فرودگاهی')).toBeVisible();
  },
};

/** Every amenity code with its icon and Persian name. */
export const Every: Story = {
  args: { amenities: AMENITIES },
};

/** A card's short line: four shown, the rest behind «+N امکانات دیگر», which opens and closes. */
export const FoldedOnACard: Story = {
  args: { amenities: AMENITIES.slice(0, 10), limit: 4, variant: 'inline' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    const more = canvas.getByRole('button', { name: '+۶ امکانات دیگر' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(10);
    await expect(canvas.getByRole('button', { name: 'نمایش کمتر' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'نمایش کمتر' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};

export const Empty: Story = {
  args: { amenities: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('امکاناتی ثبت نشده است.')).toBeVisible();
  },
};

export const OnMobile: Story = {
  args: { amenities: AMENITIES.slice(0, 8) },
  ...ON_MOBILE,
};
