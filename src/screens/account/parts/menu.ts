import {
  IconBellRinging, IconLayoutDashboard, IconLock, IconPlaneTilt, IconReceipt2, IconUserCircle, IconUsers, type Icon,
} from '@tabler/icons-react';

export interface ProfileMenuItem {
  /** Path under /profile/ ('' is the profile home). */
  path: string;
  label: string;
  icon: Icon;
}

/** SPEC §2's profile children that are sections of their own (order details open from my-travels). */
export const PROFILE_MENU: readonly ProfileMenuItem[] = [
  { path: '', label: 'خلاصه حساب', icon: IconLayoutDashboard },
  { path: 'account', label: 'اطلاعات حساب', icon: IconUserCircle },
  { path: 'auth-data', label: 'موبایل و رمز عبور', icon: IconLock },
  { path: 'my-travels', label: 'سفرهای من', icon: IconPlaneTilt },
  { path: 'passengers', label: 'مسافران ذخیره‌شده', icon: IconUsers },
  { path: 'transactions', label: 'تراکنش‌های کیف پول', icon: IconReceipt2 },
  { path: 'fare-watches', label: 'ردیابی قیمت', icon: IconBellRinging },
];

export const profileHref = (path: string) => (path ? `/profile/${path}/` : '/profile/');

/** The menu item a location belongs to: the longest path that prefixes it (order details → my-travels). */
export function activeMenuPath(pathname: string): string {
  const rest = pathname.replace(/^\/profile\/?/, '');
  const match = PROFILE_MENU.filter((item) => item.path && (rest === item.path || rest.startsWith(`${item.path}/`)));
  return match.sort((a, b) => b.path.length - a.path.length)[0]?.path ?? '';
}
