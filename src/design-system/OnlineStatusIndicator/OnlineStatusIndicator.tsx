import { useEffect, useState } from 'react';
import { IconWifi, IconWifiOff } from '@tabler/icons-react';
import { TOAST_DURATION_MS } from '../../domain/constants';
import classes from './OnlineStatusIndicator.module.css';

export interface OnlineStatusIndicatorProps {
  /** Whether the browser is online (the app reads navigator.onLine and the online/offline events). */
  online: boolean;
  /** How long "دوباره آنلاین شدید" stays after the connection returns, in ms. @default 2000 (SPEC §9's toast time) */
  backOnlineMs?: number;
  /** Pinned above the page bottom (and above MobileBottomNav); `false` draws it in the flow. @default true */
  floating?: boolean;
}

type Shown = 'offline' | 'back-online' | 'hidden';

/**
 * SPEC §2's online/offline indicator: a small pill while offline, then briefly "back online".
 * The live region stays mounted so screen readers announce each change once, politely.
 */
export function OnlineStatusIndicator({ online, backOnlineMs = TOAST_DURATION_MS, floating = true }: OnlineStatusIndicatorProps) {
  // "Back online" is an event, not a prop state: noticed while rendering, cleared by a timer.
  const [previousOnline, setPreviousOnline] = useState(online);
  const [backOnline, setBackOnline] = useState(false);
  if (online !== previousOnline) {
    setPreviousOnline(online);
    setBackOnline(online);
  }

  useEffect(() => {
    if (!backOnline) return;
    const timer = setTimeout(() => setBackOnline(false), backOnlineMs);
    return () => clearTimeout(timer);
  }, [backOnline, backOnlineMs]);

  const shown: Shown = !online ? 'offline' : backOnline ? 'back-online' : 'hidden';
  return (
    <div className={classes.region} data-floating={floating || undefined} role="status" aria-live="polite">
      {shown !== 'hidden' && (
        <p className={classes.pill} data-state={shown}>
          {shown === 'offline' ? <IconWifiOff size={18} aria-hidden /> : <IconWifi size={18} aria-hidden />}
          {shown === 'offline' ? 'اتصال اینترنت برقرار نیست' : 'دوباره آنلاین شدید'}
        </p>
      )}
    </div>
  );
}
