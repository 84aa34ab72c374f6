import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StarRating } from '../../src/design-system';

const meta = {
  title: 'Design system/Hotels/StarRating',
  component: StarRating,
  args: { stars: 4, size: 16, withLabel: false },
  argTypes: { stars: { control: { type: 'range', min: 0, max: 5, step: 1 } } },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const FourStars: Story = {
  play: async ({ canvasElement }) => {
    const rating = within(canvasElement).getByRole('img', { name: 'هتل ۴ ستاره' });
    await expect(rating.querySelectorAll('svg')).toHaveLength(4);
  },
};

export const FiveStarsWithLabel: Story = {
  args: { stars: 5, withLabel: true, size: 18 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'هتل ۵ ستاره' })).toBeVisible();
    await expect(canvas.getByText('۵ ستاره')).toBeVisible();
  },
};

export const Unrated: Story = {
  args: { stars: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('بدون ستاره')).toBeVisible();
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

/** Out of range (a supplier's 7) is clamped to five. */
export const Clamped: Story = {
  args: { stars: 7 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'هتل ۵ ستاره' })).toBeVisible();
  },
};
