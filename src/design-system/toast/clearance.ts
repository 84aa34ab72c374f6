/** Marks a bar pinned to the screen's bottom (the phone's bottom navigation, a sticky price bar) that toasts must not cover. */
export const TOAST_AVOID_ATTRIBUTE = 'data-toast-avoid';

/** The gap between a toast and what it sits above, in px (Mantine's spacing md). */
const GAP_PX = 16;

/**
 * How far above the viewport's bottom toasts sit: above the highest bar that touches the bottom
 * (a fixed bar, or a sticky one while it is stuck), else the usual gap. Pure, for the tests.
 */
export function toastBottomOffset(bars: readonly { top: number; bottom: number; height: number }[], viewportHeight: number): number {
  const covered = bars
    .filter((bar) => bar.height > 0 && bar.bottom >= viewportHeight - 1 && bar.top < viewportHeight)
    .map((bar) => viewportHeight - bar.top);
  return Math.max(0, ...covered) + GAP_PX;
}

/** Measures the marked bars now and tells the toast container (CSS variable --toast-bottom) where to sit. */
export function placeToastsAboveBars(doc: Document = document): void {
  const view = doc.defaultView;
  if (!view) return;
  const bars = [...doc.querySelectorAll(`[${TOAST_AVOID_ATTRIBUTE}]`)].map((el) => el.getBoundingClientRect());
  doc.documentElement.style.setProperty('--toast-bottom', `${toastBottomOffset(bars, view.innerHeight)}px`);
}
