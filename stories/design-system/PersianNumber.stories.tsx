import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PersianNumber } from '../../src/design-system/PersianNumber';

const meta = {
  title: 'Design system/Formatting/PersianNumber',
  component: PersianNumber,
  args: { value: 2_450_000, separators: true, size: 'lg' },
  argTypes: {
    value: { control: 'text' },
    size: { control: 'select', options: ['xs', 'sm', 'md', 'lg', 'xl'] },
  },
} satisfies Meta<typeof PersianNumber>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithSeparators: Story = {
  play: async ({ canvasElement }) => {
    const number = within(canvasElement).getByText('۲٬۴۵۰٬۰۰۰');
    await expect(number.tagName).toBe('DATA');
    await expect(number).toHaveAttribute('value', '2450000');
  },
};

/** Years, flight numbers and codes: Persian digits, no grouping. */
export const WithoutSeparators: Story = {
  args: { value: 1405, separators: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('۱۴۰۵')).toBeVisible();
  },
};

/** Digits typed in Latin or Persian print the same. */
export const FromText: Story = {
  args: { value: '12500' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('۱۲٬۵۰۰')).toBeVisible();
  },
};

/** Negative or non-numeric values print ۰ (SPEC §2). */
export const Invalid: Story = {
  args: { value: -3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('۰')).toBeVisible();
  },
};

export const OnMobile: Story = {
  args: { value: 189_750_000, size: 'md' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { viewport: { defaultViewport: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('۱۸۹٬۷۵۰٬۰۰۰')).toBeVisible();
  },
};
