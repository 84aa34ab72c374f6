import { TOAST_DURATION_MS, TOAST_LIBRARY_MAX } from '../../domain/constants';

/** SPEC §2/§9: toasts sit bottom-center, close themselves after 2000 ms and have no close button. */
export { TOAST_DURATION_MS };
/** SPEC §9: the notification library's own cap. */
export const TOAST_LIMIT = TOAST_LIBRARY_MAX;

export type ToastTone = 'info' | 'success' | 'error';

const COLOR: Record<ToastTone, string> = { info: 'brand', success: 'teal', error: 'red' };

/** Shows a toast; the notifications library loads on first use, outside the first paint. */
export async function showToast(message: string, tone: ToastTone = 'info'): Promise<void> {
  const { notifications } = await import('@mantine/notifications');
  notifications.show({ message, color: COLOR[tone], withCloseButton: false, autoClose: TOAST_DURATION_MS });
}
