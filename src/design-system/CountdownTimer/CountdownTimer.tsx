import { Text, VisuallyHidden } from '@mantine/core';
import { useCallbackRef } from '@mantine/hooks';
import { IconClockHour4 } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  ANNOUNCE_AT_SECONDS, formatCountdown, secondsLeft, spokenDuration, thresholdReached, WARNING_SECONDS,
} from './countdown';
import classes from './CountdownTimer.module.css';

export interface CountdownTimerProps {
  /** When the reservation hold ends: an ISO date-time with its offset ("2026-11-25T08:15:00+03:30"). */
  expiresAt: string;
  /**
   * The current instant (epoch ms, ISO string or Date). When given, the timer shows that moment and
   * does not tick: stories, tests, or a screen that drives its own clock.
   */
  now?: number | string | Date;
  /** Where a ticking timer reads the time. @default Date.now */
  clock?: () => number;
  /** Milliseconds between ticks. @default 1000 */
  tickMs?: number;
  /** Called once when the time runs out (also at once if the hold has already ended). */
  onExpire?: () => void;
  /** Under this many seconds the timer turns red. @default 120 */
  warningSeconds?: number;
  /** Remaining seconds at which screen readers hear the time left. @default [600, 300, 120, 60, 30] */
  announceAt?: readonly number[];
  /** Text before the time. @default 'زمان باقی‌مانده برای تکمیل خرید' */
  label?: ReactNode;
  /** Shown instead of the time once it has run out. @default 'زمان رزرو به پایان رسید' */
  expiredLabel?: ReactNode;
}

function toMillis(value: number | string | Date): number {
  if (typeof value === 'number') return value;
  return value instanceof Date ? value.getTime() : Date.parse(value);
}

/** The reservation hold counting down in mm:ss, red near the end, announced only at a few thresholds. */
export function CountdownTimer({
  expiresAt, now, clock = Date.now, tickMs = 1000, onExpire, warningSeconds = WARNING_SECONDS,
  announceAt = ANNOUNCE_AT_SECONDS, label = 'زمان باقی‌مانده برای تکمیل خرید', expiredLabel = 'زمان رزرو به پایان رسید',
}: CountdownTimerProps) {
  const [ticked, setTicked] = useState(() => clock());
  const current = now !== undefined ? toMillis(now) : ticked;
  const left = secondsLeft(expiresAt, current);
  const running = now === undefined && left > 0;

  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => setTicked(clock()), tickMs);
    return () => clearInterval(id);
  }, [running, clock, tickMs]);

  // Announce on crossing a threshold, computed while rendering so no extra effect pass is needed.
  const [spoken, setSpoken] = useState({ at: left, message: '' });
  if (spoken.at !== left) {
    const reached = left === 0 ? 0 : thresholdReached(spoken.at, left, announceAt);
    const message = reached === null ? spoken.message
      : reached === 0 ? 'زمان رزرو به پایان رسید.' : `${spokenDuration(reached)} تا پایان زمان رزرو باقی مانده است.`;
    setSpoken({ at: left, message });
  }

  const expire = useCallbackRef(onExpire);
  const fired = useRef<string | null>(null);
  useEffect(() => {
    // Once per hold: a new expiresAt (an extended hold) arms it again.
    if (left > 0 || fired.current === expiresAt) return;
    fired.current = expiresAt;
    expire();
  }, [left, expiresAt, expire]);

  const expired = left === 0;
  const warning = !expired && left < warningSeconds;
  return (
    <div className={classes.root} data-warning={warning || undefined} data-expired={expired || undefined}>
      <IconClockHour4 size={22} aria-hidden className={classes.icon} />
      <Text component="span" size="sm" className={classes.label}>{label}</Text>
      <span role="timer" aria-label={typeof label === 'string' ? label : 'زمان باقی‌مانده'} className={classes.time}>
        {expired ? expiredLabel : <bdi dir="ltr">{formatCountdown(left)}</bdi>}
      </span>
      <VisuallyHidden aria-live="polite" aria-atomic="true">{spoken.message}</VisuallyHidden>
    </div>
  );
}
