import { Fragment, lazy, Suspense, useDeferredValue, useState } from 'react';
import { Box, Burger, Button, VisuallyHidden } from '@mantine/core';
import { IconLogin, IconWallet } from '@tabler/icons-react';
import { renderAnchor, type RenderLink } from '../links';
import { PriceText } from '../PriceText';
import { Brand } from './Brand';
import { ACCOUNT_LINKS, isActiveHref, PRODUCT_LINKS, type NavItem } from './nav-links';
import { useOpenedOnce } from '../overlays';
import classes from './AppHeader.module.css';

// The drawer and the user menu (Drawer, Menu, floating-ui, scroll locking, the avatar) are their
// own chunks: the first paint needs neither, and they are most of the header's weight.
const MobileMenu = lazy(() => import('./MobileMenu').then((m) => ({ default: m.MobileMenu })));
const UserMenu = lazy(() => import('./UserMenu').then((m) => ({ default: m.UserMenu })));

export interface AppHeaderUser {
  /** Name as the traveller entered it: "مریم احمدی". */
  name: string;
}

export interface AppHeaderProps {
  /** The logged-in traveller; `null` or omitted shows "ورود یا ثبت‌نام". */
  user?: AppHeaderUser | null;
  /** Wallet balance in integer rials, shown beside the user's name when logged in. */
  walletBalance?: number;
  /** Current path, to mark the product link of this page. */
  activeHref?: string;
  /** Opens the login (SPEC §3's login modal, or the login page at "/"). */
  onLogin?: () => void;
  onLogout?: () => void;
  /** Offers «نصب برنامه» (in the header from 992 px, in the phone menu below); omitted, no entry. */
  onInstall?: () => void;
  /** Draws every link (react-router's Link in the app). @default a plain <a> */
  renderLink?: RenderLink;
  /** Product links. @default PRODUCT_LINKS (پرواز داخلی، پرواز خارجی، هتل، تور، ویزا، CIP) */
  productLinks?: readonly NavItem[];
  /** User-menu links before "خروج". @default ACCOUNT_LINKS (حساب کاربری، سفرهای من، کیف پول) */
  accountLinks?: readonly NavItem[];
  /** Where the wallet balance links to. @default '/profile/transactions/' */
  walletHref?: string;
  /** Controls the phone drawer (e.g. closing it on the back button); uncontrolled when omitted. */
  drawerOpened?: boolean;
  onDrawerOpenedChange?: (opened: boolean) => void;
}

/** The site header: brand, products, wallet and account; a burger and drawer below 992 px. */
export function AppHeader({
  user, walletBalance, activeHref, onLogin, onLogout, onInstall, renderLink = renderAnchor, productLinks = PRODUCT_LINKS,
  accountLinks = ACCOUNT_LINKS, walletHref = '/profile/transactions/', drawerOpened, onDrawerOpenedChange,
}: AppHeaderProps) {
  const [ownOpened, setOwnOpened] = useState(false);
  const opened = drawerOpened ?? ownOpened;
  const drawerMounted = useOpenedOnce(opened);
  const setOpened = (next: boolean) => {
    setOwnOpened(next);
    onDrawerOpenedChange?.(next);
  };
  // A sign-in shows the account once its menu's chunk is in: until then the login button stays (a
  // deferred render waits for the chunk), so the header changes once, with no look-alike between.
  const shownUser = useDeferredValue(user ?? null);
  const loggedIn = Boolean(shownUser);

  return (
    <header className={classes.root} data-logged-in={loggedIn || undefined}>
      <div className={classes.inner}>
        <Burger
          hiddenFrom="md"
          opened={opened}
          onClick={() => setOpened(!opened)}
          aria-label="منوی اصلی"
          aria-expanded={opened}
          className={classes.burger}
        />
        <Brand renderLink={renderLink} />

        <Box component="nav" visibleFrom="md" aria-label="محصولات" className={classes.products}>
          {productLinks.map((item) => {
            const active = isActiveHref(item.href, activeHref);
            return (
              <Fragment key={item.href}>
                {renderLink({ href: item.href, className: classes.productLink, 'aria-current': active ? 'page' : undefined, children: item.label })}
              </Fragment>
            );
          })}
        </Box>

        <div className={classes.end}>
          {onInstall && (
            <Button variant="subtle" size="md" visibleFrom="md" onClick={onInstall} className={classes.install}>
              نصب برنامه
            </Button>
          )}
          {shownUser && walletBalance !== undefined && (
            <Box visibleFrom="xs">
              {renderLink({
                href: walletHref,
                className: classes.wallet,
                children: (
                  <>
                    <IconWallet size={18} aria-hidden />
                    <VisuallyHidden>موجودی کیف پول:</VisuallyHidden>
                    <PriceText amount={walletBalance} size="sm" c="inherit" />
                  </>
                ),
              })}
            </Box>
          )}
          {/* One boundary for both states, already showing the login button when a sign-in arrives. */}
          <Suspense fallback={null}>
            {shownUser ? (
              <UserMenu name={shownUser.name} links={accountLinks} renderLink={renderLink} onLogout={onLogout} />
            ) : (
              <Button variant="light" size="md" leftSection={<IconLogin size={18} aria-hidden />} onClick={onLogin}
                className={classes.login}>
                ورود یا ثبت‌نام
              </Button>
            )}
          </Suspense>
        </div>
      </div>

      {drawerMounted && (
        <Suspense fallback={null}>
          <MobileMenu
            opened={opened}
            onClose={() => setOpened(false)}
            productLinks={productLinks}
            accountLinks={accountLinks}
            userName={shownUser?.name}
            walletBalance={walletBalance}
            activeHref={activeHref}
            renderLink={renderLink}
            onLogin={onLogin}
            onLogout={onLogout}
            onInstall={onInstall}
          />
        </Suspense>
      )}
    </header>
  );
}
