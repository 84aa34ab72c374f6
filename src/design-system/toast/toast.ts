import { TOAST_DURATION_MS, TOAST_LIBRARY_MAX } from '../../domain/constants';
import { placeToastsAboveBars } from './clearance';

/** SPEC §2/§9: toasts sit bottom-center, close themselves after 2000 ms and have no close button. */
export { TOAST_DURATION_MS };
/** SPEC §9: the notification library's own cap. */
export const TOAST_LIMIT = TOAST_LIBRARY_MAX;

export type ToastTone = 'info' | 'success' | 'error';

const COLOR: Record<ToastTone, string> = { info: 'brand', success: 'teal', error: 'red' };

/** A DOM-safe id that is the same for the same words: Mantine shows one toast per id at a time. */
function toastId(tone: ToastTone, message: string): string {
  let hash = 0;
  for (const char of message) hash = (Math.imul(31, hash) + char.codePointAt(0)!) | 0;
  return `toast-${tone}-${(hash >>> 0).toString(36)}`;
}

/**
 * Shows a toast; the notifications library loads on first use, outside the first paint. The same
 * message shows once while it is on screen (two calls failing alike, say, do not stack twins).
 */
export async function showToast(message: string, tone: ToastTone = 'info'): Promise<void> {
  const { notifications } = await import('@mantine/notifications');
  // Issue 18: on phones a toast covered the bottom navigation and the price bar; it sits above them.
  placeToastsAboveBars();
  notifications.show({ id: toastId(tone, message), message, color: COLOR[tone], withCloseButton: false, autoClose: TOAST_DURATION_MS });
}
