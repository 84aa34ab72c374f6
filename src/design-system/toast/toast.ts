/** SPEC §2/§9: toasts sit bottom-center, close themselves after 2000 ms and have no close button. */
export const TOAST_DURATION_MS = 2000;
/** SPEC §9: the notification library's own cap. */
export const TOAST_LIMIT = 20;

export type ToastTone = 'info' | 'success' | 'error';

const COLOR: Record<ToastTone, string> = { info: 'brand', success: 'teal', error: 'red' };

/** Shows a toast; the notifications library loads on first use, outside the first paint. */
export async function showToast(message: string, tone: ToastTone = 'info'): Promise<void> {
  const { notifications } = await import('@mantine/notifications');
  notifications.show({ message, color: COLOR[tone], withCloseButton: false, autoClose: TOAST_DURATION_MS });
}
