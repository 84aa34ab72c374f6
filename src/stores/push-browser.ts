import type { PushSubscriptionRequest } from '../contract';

/** Where this browser stands on notifications for this site. */
export type PushPermission = 'granted' | 'denied' | 'default' | 'unsupported';

/** What the fare-watch store needs of the browser's Push API; stories and tests pass their own. */
export interface PushBrowser {
  permission(): PushPermission;
  /** Asks for permission when not yet given and subscribes with the server's VAPID key. Throws PushRefused. */
  subscribe(publicKey: string): Promise<PushSubscriptionRequest>;
  /** Ends this browser's subscription; answers its endpoint, or null when there was none. */
  unsubscribe(): Promise<string | null>;
}

/** The traveller said no, or the browser cannot: `reason` is a Persian sentence for them. */
export class PushRefused extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'PushRefused';
  }
}

const UNSUPPORTED = 'این مرورگر اعلان را پشتیبانی نمی‌کند؛ برای خبر گرفتن پیامک یا ایمیل را انتخاب کنید.';
const DENIED = 'اعلان‌های این سایت در مرورگر مسدود است؛ از تنظیمات مرورگر اجازه دهید یا پیامک را انتخاب کنید.';

/** The key as PushManager wants it: base64url to bytes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

const supported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && typeof Notification !== 'undefined';

/** The service worker's registration, or null when none controls the site (not installed yet, or blocked). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  const found = await navigator.serviceWorker.getRegistration();
  if (!found) return null;
  return navigator.serviceWorker.ready;
}

export const browserPush: PushBrowser = {
  permission() {
    return supported() ? Notification.permission : 'unsupported';
  },
  async subscribe(publicKey) {
    if (!supported()) throw new PushRefused(UNSUPPORTED);
    const permission = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
    if (permission !== 'granted') throw new PushRefused(DENIED);
    const reg = await registration();
    if (!reg) throw new PushRefused(UNSUPPORTED);
    const existing = await reg.pushManager.getSubscription();
    const subscription = existing ?? await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
    const json = subscription.toJSON();
    if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) throw new PushRefused(UNSUPPORTED);
    return { endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } };
  },
  async unsubscribe() {
    if (!supported()) return null;
    const reg = await navigator.serviceWorker.getRegistration();
    const subscription = await reg?.pushManager.getSubscription();
    if (!subscription) return null;
    await subscription.unsubscribe();
    return subscription.endpoint;
  },
};
