import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PriceText } from '../../src/design-system';

const meta = {
  title: 'Design system/Formatting/PriceText',
  component: PriceText,
  args: { amount: 24_500_000, currency: 'rial', struck: false, size: 'lg' },
  argTypes: {
    currency: { control: 'inline-radio', options: ['rial', 'dirham'] },
    size: { control: 'select', options: ['xs', 'sm', 'md', 'lg', 'xl'] },
  },
} satisfies Meta<typeof PriceText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Rial: Story = {
  play: async ({ canvasElement }) => {
    const price = within(canvasElement);
    await expect(price.getByText('۲۴٬۵۰۰٬۰۰۰')).toBeVisible();
    // The sign is hidden from screen readers, which hear the currency's name instead.
    await expect(price.getByText('ریال')).toBeInTheDocument();
  },
};

export const Dirham: Story = {
  args: { amount: 1_250, currency: 'dirham' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('۱٬۲۵۰')).toBeVisible();
    await expect(within(canvasElement).getByText('درهم')).toBeInTheDocument();
  },
};

export const Struck: Story = {
  args: { amount: 31_000_000, struck: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('del')).toHaveTextContent('۳۱٬۰۰۰٬۰۰۰');
  },
};

/** Negative, missing or non-numeric amounts print ۰ (SPEC §2). */
export const InvalidAmount: Story = {
  args: { amount: -5 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('۰')).toBeVisible();
  },
};

export const OnMobile: Story = {
  args: { amount: 189_750_000, size: 'md' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
