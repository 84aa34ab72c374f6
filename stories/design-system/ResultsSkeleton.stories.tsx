import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ResultsSkeleton } from '../../src/design-system/ResultsSkeleton';
import { ON_MOBILE } from './fixtures/flights';

const meta = {
  title: 'Design system/Results/ResultsSkeleton',
  component: ResultsSkeleton,
  // Still placeholders keep the screenshots stable; the app pulses them.
  args: { count: 3, animate: false },
  decorators: [(Story) => <div style={{ maxWidth: 880 }}><Story /></div>],
} satisfies Meta<typeof ResultsSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent('در حال جستجوی پروازها…');
  },
};

export const OnMobile: Story = {
  args: { count: 2 },
  ...ON_MOBILE,
};
