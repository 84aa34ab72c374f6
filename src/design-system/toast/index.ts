export { showToast, TOAST_DURATION_MS, TOAST_LIMIT } from './toast';
export type { ToastTone } from './toast';
export { placeToastsAboveBars, TOAST_AVOID_ATTRIBUTE, toastBottomOffset } from './clearance';
