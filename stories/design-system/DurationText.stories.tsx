import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DurationText } from '../../src/design-system/DurationText';

const meta = {
  title: 'Design system/Formatting/DurationText',
  component: DurationText,
  args: { minutes: 135, size: 'lg' },
  argTypes: {
    minutes: { control: { type: 'number', min: 0, step: 5 } },
    size: { control: 'select', options: ['xs', 'sm', 'md', 'lg', 'xl'] },
  },
} satisfies Meta<typeof DurationText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const HoursAndMinutes: Story = {
  play: async ({ canvasElement }) => {
    const time = within(canvasElement).getByText('۲ ساعت و ۱۵ دقیقه');
    await expect(time.tagName).toBe('TIME');
    // Machines read the ISO 8601 duration.
    await expect(time).toHaveAttribute('datetime', 'PT2H15M');
  },
};

export const MinutesOnly: Story = {
  args: { minutes: 45 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('۴۵ دقیقه')).toBeVisible();
  },
};

export const WholeHours: Story = {
  args: { minutes: 180 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('۳ ساعت')).toBeVisible();
  },
};

/** Negative or missing minutes print ۰ دقیقه rather than a broken sentence. */
export const InvalidDuration: Story = {
  args: { minutes: -20 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('۰ دقیقه')).toBeVisible();
  },
};

export const OnMobile: Story = {
  args: { minutes: 1_505, size: 'md' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { viewport: { defaultViewport: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('۲۵ ساعت و ۵ دقیقه')).toBeVisible();
  },
};
