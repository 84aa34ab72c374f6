import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from '../../../src/design-system/ThemeProvider';
import { CountdownTimer, formatCountdown, secondsLeft, thresholdReached } from '../../../src/design-system/CountdownTimer';

const EXPIRES = '2026-11-20T08:15:00+03:30';
const before = (s: number) => Date.parse(EXPIRES) - s * 1000;

describe('CountdownTimer', () => {
  it('counts whole seconds to an ISO instant with its offset', () => {
    expect(secondsLeft(EXPIRES, before(65))).toBe(65);
    expect(secondsLeft(EXPIRES, before(64.2))).toBe(65);
    expect(secondsLeft(EXPIRES, before(-5))).toBe(0);
    expect(secondsLeft('not a date', 0)).toBe(0);
  });

  it('prints mm:ss (h:mm:ss past an hour) in Persian digits', () => {
    expect(formatCountdown(845)).toBe('۱۴:۰۵');
    expect(formatCountdown(3725)).toBe('۱:۰۲:۰۵');
    expect(formatCountdown(-3)).toBe('۰۰:۰۰');
  });

  it('speaks only when a threshold is crossed', () => {
    expect(thresholdReached(301, 300)).toBe(300);
    expect(thresholdReached(300, 299)).toBeNull();
    expect(thresholdReached(700, 100)).toBe(120);
  });

  it('shows the given instant, turns red under two minutes and fires onExpire once', () => {
    const onExpire = vi.fn();
    const { rerender, container } = render(<ThemeProvider><CountdownTimer expiresAt={EXPIRES} now={before(125)} onExpire={onExpire} /></ThemeProvider>);
    expect(screen.getByRole('timer')).toHaveTextContent('۰۲:۰۵');
    expect(container.querySelector('[data-warning]')).toBeNull();
    rerender(<ThemeProvider><CountdownTimer expiresAt={EXPIRES} now={before(119)} onExpire={onExpire} /></ThemeProvider>);
    expect(container.querySelector('[data-warning]')).not.toBeNull();
    expect(container.querySelector('[aria-live]')).toHaveTextContent('۲ دقیقه تا پایان زمان رزرو باقی مانده است.');
    rerender(<ThemeProvider><CountdownTimer expiresAt={EXPIRES} now={before(0)} onExpire={onExpire} /></ThemeProvider>);
    rerender(<ThemeProvider><CountdownTimer expiresAt={EXPIRES} now={before(-3)} onExpire={onExpire} /></ThemeProvider>);
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(container.querySelector('[data-expired]')).not.toBeNull();
  });

  it('ticks on an injected clock and stops at zero', () => {
    vi.useFakeTimers();
    try {
      let t = before(2);
      const onExpire = vi.fn();
      const clock = vi.fn(() => t);
      render(<ThemeProvider><CountdownTimer expiresAt={EXPIRES} clock={clock} onExpire={onExpire} /></ThemeProvider>);
      expect(screen.getByRole('timer')).toHaveTextContent('۰۰:۰۲');
      t += 1000;
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.getByRole('timer')).toHaveTextContent('۰۰:۰۱');
      t += 1000;
      act(() => vi.advanceTimersByTime(1000));
      expect(onExpire).toHaveBeenCalledTimes(1);
      // Stopped: its clock is not read again (other timers of the page may still run).
      const reads = clock.mock.calls.length;
      t += 5000;
      act(() => vi.advanceTimersByTime(5000));
      expect(clock).toHaveBeenCalledTimes(reads);
      expect(onExpire).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
