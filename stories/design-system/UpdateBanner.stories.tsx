import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UpdateBanner } from '../../src/design-system/UpdateBanner';
import { ON_MOBILE } from './fixtures/flights';

const meta = {
  title: 'Design system/Shell/UpdateBanner',
  component: UpdateBanner,
  args: { onReload: fn(), onLater: fn(), reloading: false, floating: true },
  // The banner floats over the page bottom: screenshot the whole viewport.
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof UpdateBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A new version waits: «بارگذاری دوباره» moves to it, «بعداً» leaves it for the next visit. */
export const Offered: Story = {
  play: async ({ canvasElement, args }) => {
    const banner = within(canvasElement).getByRole('status');
    await expect(banner).toHaveAttribute('aria-live', 'polite');
    await expect(banner).toHaveTextContent('نسخه جدید آماده است');
    // It never takes the focus from what the traveller is doing.
    await expect(banner.contains(document.activeElement)).toBe(false);
    await userEvent.click(within(banner).getByRole('button', { name: 'بارگذاری دوباره' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
    await userEvent.click(within(banner).getByRole('button', { name: 'بعداً' }));
    await expect(args.onLater).toHaveBeenCalledTimes(1);
  },
};

/** After «بارگذاری دوباره»: the new version takes over, then the page reloads once. */
export const Reloading: Story = {
  args: { reloading: true },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('status');
    await expect(within(banner).getByRole('button', { name: 'بارگذاری دوباره' })).toHaveAttribute('data-loading', 'true');
    await expect(within(banner).getByRole('button', { name: 'بعداً' })).toBeDisabled();
  },
};

/** On a phone it sits above the bottom bar. */
export const OnMobile: Story = {
  ...ON_MOBILE,
  parameters: { ...ON_MOBILE.parameters, layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('status');
    await expect(banner.getBoundingClientRect().bottom).toBeLessThan(window.innerHeight - 60);
  },
};
