import { lazy, Suspense, useEffect } from 'react';
import { Box } from '@mantine/core';
import { reaction, runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { Outlet, useLocation, useRevalidator } from 'react-router-dom';
import { AppHeader, useOpenedOnce } from '../design-system';
import { toPersianDigits } from '../domain';
import { endHydration, useHydrated } from '../screens/shared/use-hydrated';
import { useStores } from '../stores';
import { renderAppLink } from './AppLink';
import { LOGIN_REDIRECT_PARAM } from './login-path';
import { pwaState } from './pwa/state';
import { ScrollManager } from './ScrollManager';
import { ShellBottomNav, ShellDocumentHead, ShellFooter, ShellOnlineStatus } from './ShellParts';
import classes from './Layout.module.css';

// The login modal (Modal, the code boxes, scroll locking) loads only when someone logs in.
const LoginModal = lazy(() => import('./LoginModal').then((m) => ({ default: m.LoginModal })));
// The install sheet and the update banner load when one of them is wanted.
const PwaPrompts = lazy(() => import('./pwa/PwaPrompts').then((m) => ({ default: m.PwaPrompts })));

/** The bottom bar's section for a path. */
export function bottomNavSection(pathname: string): string | undefined {
  if (pathname === '/') return 'home';
  if (pathname.startsWith('/profile/my-travels')) return 'my-travels';
  if (pathname.startsWith('/profile/transactions')) return 'wallet';
  if (pathname.startsWith('/profile')) return 'account';
  return undefined;
}

/** Loads who is logged in and their wallet, and re-runs the guard when the session ends. */
function useSession() {
  const { auth, api, wallet } = useStores();
  const revalidator = useRevalidator();
  useEffect(() => {
    const load = () => {
      if (!auth.loggedIn) return;
      if (!auth.user) auth.loadCurrentUser().catch(() => undefined);
      api.wallet.currentUserBalance()
        .then((b) => runInAction(() => wallet.setInventory(b.balance)))
        .catch(() => undefined);
    };
    load();
    // A 401 or logout on a protected page sends the traveller to the login page (SPEC §2).
    return reaction(() => auth.loggedIn, (loggedIn) => {
      if (loggedIn) load();
      else {
        wallet.clear();
        void revalidator.revalidate();
      }
    });
  }, [auth, api, wallet, revalidator]);
}

/** The header's name for the traveller: first and last name, else the account's phone number. */
function displayName(user: { firstName: string | null; lastName: string | null; phoneNumber: string }): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || toPersianDigits(user.phoneNumber);
}

/**
 * Marks the server's HTML hydrated once the routed page itself is: inside the page's Suspense
 * boundary, whose hydration React may put off past the first commit when a part of the page waits
 * (then a part of the page mounting would otherwise read the browser's session too early and differ
 * from the server's HTML). Parts mounted from then on show the browser's state at once (useHydrated).
 */
function HydrationDone() {
  useEffect(() => endHydration(), []);
  return null;
}

/** The page frame: header, the routed page, footer, the phone's bottom bar, login and online status. */
export const Layout = observer(function Layout() {
  const { auth, general, wallet } = useStores();
  const { pathname, search } = useLocation();
  useSession();
  // Mounted from the first time it is wanted (the header's button, or `/?redirect=…`) on.
  const loginWanted = general.loginModal.status || (pathname === '/' && new URLSearchParams(search).has(LOGIN_REDIRECT_PARAM));
  const loginMounted = useOpenedOnce(Boolean(loginWanted));
  // As the server rendered it (anonymous) while hydrating; the session's header from the next render.
  const hydrated = useHydrated();
  const loggedIn = hydrated && auth.loggedIn;
  const user = loggedIn ? (auth.user ? { name: displayName(auth.user) } : { name: 'حساب کاربری' }) : null;

  return (
    <Box className={classes.page}>
      <ScrollManager />
      <ShellDocumentHead />
      <AppHeader
        user={user}
        walletBalance={wallet.inventory ?? undefined}
        activeHref={pathname}
        onLogin={() => general.openLoginModal('action', 'login')}
        onLogout={() => void auth.logout()}
        onInstall={pwaState.installOffer ? pwaState.openInstall : undefined}
        renderLink={renderAppLink}
      />
      <main className={classes.main} id="main">
        <Suspense>
          <Outlet />
          <HydrationDone />
        </Suspense>
      </main>
      <ShellFooter />
      <ShellBottomNav active={bottomNavSection(pathname)} />
      <ShellOnlineStatus online={general.isOnline} />
      {(pwaState.installOpened || pwaState.updateReady) && (
        <Suspense fallback={null}>
          <PwaPrompts />
        </Suspense>
      )}
      {loginMounted && (
        <Suspense fallback={null}>
          <LoginModal />
        </Suspense>
      )}
    </Box>
  );
});
