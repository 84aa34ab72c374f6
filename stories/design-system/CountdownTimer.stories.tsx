import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { CountdownTimer } from '../../src/design-system/CountdownTimer';
import { HOLD_EXPIRES_AT, ON_MOBILE, secondsBeforeExpiry } from './fixtures/booking';

const meta = {
  title: 'Design system/Booking/CountdownTimer',
  component: CountdownTimer,
  // A fixed `now`: the timer shows that instant and never reads the real clock.
  args: { expiresAt: HOLD_EXPIRES_AT, now: secondsBeforeExpiry(14 * 60 + 5), onExpire: fn() },
} satisfies Meta<typeof CountdownTimer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Running: Story = {
  play: async ({ canvasElement, args }) => {
    const timer = within(canvasElement).getByRole('timer');
    await expect(timer).toHaveTextContent('۱۴:۰۵');
    await expect(canvasElement.querySelector('[data-warning]')).toBeNull();
    await expect(args.onExpire).not.toHaveBeenCalled();
  },
};

/** Under two minutes: red. */
export const Warning: Story = {
  args: { now: secondsBeforeExpiry(95) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('۰۱:۳۵');
    await expect(canvasElement.querySelector('[data-warning]')).not.toBeNull();
  },
};

export const Expired: Story = {
  args: { now: secondsBeforeExpiry(-10) },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('زمان رزرو به پایان رسید');
    await waitFor(() => expect(args.onExpire).toHaveBeenCalledTimes(1));
  },
};

/** A held order longer than an hour prints hours too. */
export const OverAnHour: Story = {
  args: { now: secondsBeforeExpiry(3600 + 125) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('۱:۰۲:۰۵');
  },
};

/**
 * A ticking timer on an injected clock that starts 3 s before expiry: it counts down, announces
 * the end once and calls onExpire once.
 */
export const TicksToExpiry: Story = {
  args: { now: undefined, tickMs: 100 },
  render: function FakeClock(args) {
    // Each read moves the fake clock half a second on: deterministic, no real time involved.
    const [clock] = useState(() => {
      let t = secondsBeforeExpiry(3);
      return () => (t += 500);
    });
    return <CountdownTimer {...args} clock={clock} />;
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(args.onExpire).toHaveBeenCalledTimes(1), { timeout: 3000 });
    await expect(canvas.getByRole('timer')).toHaveTextContent('زمان رزرو به پایان رسید');
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveTextContent('زمان رزرو به پایان رسید.');
  },
};

export const OnMobile: Story = { ...ON_MOBILE, args: { now: secondsBeforeExpiry(95) } };
