import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { JalaliDateText } from '../../src/design-system/JalaliDateText';

const meta = {
  title: 'Design system/Formatting/JalaliDateText',
  component: JalaliDateText,
  args: { date: '2026-03-30', format: 'short', withWeekday: true, withYear: true, size: 'lg' },
  argTypes: {
    format: { control: 'inline-radio', options: ['short', 'long'] },
    size: { control: 'select', options: ['xs', 'sm', 'md', 'lg', 'xl'] },
  },
} satisfies Meta<typeof JalaliDateText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** DD/MM/YYYY in Persian digits (SPEC §1), inside <time dateTime> with the ISO day. */
export const Short: Story = {
  play: async ({ canvasElement }) => {
    const time = within(canvasElement).getByText('۱۰/۰۱/۱۴۰۵');
    await expect(time.tagName).toBe('TIME');
    await expect(time).toHaveAttribute('datetime', '2026-03-30');
  },
};

export const Long: Story = {
  args: { format: 'long' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('دوشنبه ۱۰ فروردین ۱۴۰۵')).toBeVisible();
  },
};

/** For cards where the year is obvious: weekday and day only. */
export const LongWithoutYear: Story = {
  args: { date: '2026-11-20', format: 'long', withYear: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('جمعه ۲۹ آبان')).toBeVisible();
  },
};

/** 1403 is a leap year: its 30 Esfand exists (REFERENCE). */
export const LeapDay: Story = {
  args: { date: '2025-03-20', format: 'long', withWeekday: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('۳۰ اسفند ۱۴۰۳')).toBeVisible();
  },
};

export const OnMobile: Story = {
  args: { format: 'long', size: 'md' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { viewport: { defaultViewport: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('دوشنبه ۱۰ فروردین ۱۴۰۵')).toBeVisible();
  },
};
