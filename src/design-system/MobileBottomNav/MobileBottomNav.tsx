import { Fragment } from 'react';
import { Box } from '@mantine/core';
import { IconHome, IconPlaneDeparture, IconUser, IconWallet, type Icon } from '@tabler/icons-react';
import { renderAnchor, type RenderLink } from '../links';
import classes from './MobileBottomNav.module.css';

export interface BottomNavItem {
  /** Stable id, matched by `active`. */
  key: string;
  /** Short Persian label under the icon. */
  label: string;
  href: string;
  icon: Icon;
}

/** خانه، سفرهای من، کیف پول، حساب کاربری: the profile area of SPEC §2 plus home. */
export const BOTTOM_NAV_ITEMS: readonly BottomNavItem[] = [
  { key: 'home', label: 'خانه', href: '/', icon: IconHome },
  { key: 'my-travels', label: 'سفرهای من', href: '/profile/my-travels/', icon: IconPlaneDeparture },
  { key: 'wallet', label: 'کیف پول', href: '/profile/transactions/', icon: IconWallet },
  { key: 'account', label: 'حساب کاربری', href: '/profile/', icon: IconUser },
];

export interface MobileBottomNavProps {
  /** Key of the current section's item. */
  active?: string;
  /** Four or five items. @default BOTTOM_NAV_ITEMS */
  items?: readonly BottomNavItem[];
  /** Draws each link (react-router's Link in the app). @default a plain <a> */
  renderLink?: RenderLink;
  /** Show at every width (for a phone-only layout that hides it itself). By default it hides from 576 px up. @default false */
  alwaysVisible?: boolean;
}

/** The phone's fixed bottom bar: 4–5 sections, the current one marked, clear of the home indicator. */
export function MobileBottomNav({ active, items = BOTTOM_NAV_ITEMS, renderLink = renderAnchor, alwaysVisible = false }: MobileBottomNavProps) {
  return (
    <Box component="nav" hiddenFrom={alwaysVisible ? undefined : 'xs'} className={classes.root} aria-label="پیمایش اصلی"
      data-toast-avoid style={{ '--bottom-nav-count': items.length }}>
      {items.map(({ key, label, href, icon: Icon }) => {
        const current = key === active;
        return (
          <Fragment key={key}>
            {renderLink({
              href,
              className: classes.item,
              'aria-current': current ? 'page' : undefined,
              children: (
                <>
                  <Icon size={24} stroke={current ? 2.2 : 1.6} aria-hidden />
                  <span className={classes.label}>{label}</span>
                </>
              ),
            })}
          </Fragment>
        );
      })}
    </Box>
  );
}
