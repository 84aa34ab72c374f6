import { IconPlaneDeparture, IconUser, IconWallet, type Icon } from '@tabler/icons-react';

/** A link of the site's navigation. */
export interface NavItem {
  /** Persian label. */
  label: string;
  /** Path with the trailing slash SPEC §2's redirect rule adds anyway. */
  href: string;
  /** Decorative icon beside the label (menus and the mobile drawer). */
  icon?: Icon;
}

/** The products of SPEC §1 in the header; CIP's page is /cip/ (issue 21), like home's CIP tab. */
export const PRODUCT_LINKS: readonly NavItem[] = [
  { label: 'پرواز داخلی', href: '/flight/' },
  { label: 'پرواز خارجی', href: '/international-flight/' },
  { label: 'هتل', href: '/hotels/' },
  { label: 'تور', href: '/tour/' },
  { label: 'ویزا', href: '/visa/' },
  { label: 'CIP', href: '/cip/' },
];

/** The profile area of SPEC §2 in the user menu. */
export const ACCOUNT_LINKS: readonly NavItem[] = [
  { label: 'حساب کاربری', href: '/profile/', icon: IconUser },
  { label: 'سفرهای من', href: '/profile/my-travels/', icon: IconPlaneDeparture },
  { label: 'کیف پول', href: '/profile/transactions/', icon: IconWallet },
];

/** True when `current` is `href` or a page under it ("/" only matches itself). */
export function isActiveHref(href: string, current: string | undefined): boolean {
  if (!current) return false;
  const clean = (path: string) => (path.endsWith('/') ? path : `${path}/`);
  const c = clean(current.split(/[?#]/, 1)[0] ?? '');
  const h = clean(href);
  return h === '/' ? c === '/' : c.startsWith(h);
}
