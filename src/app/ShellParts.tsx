import { memo, Suspense } from 'react';
import { SUPPORT_PHONE } from '../domain';
import { lazyHydrated } from '../screens/shared/lazy-hydrated';
import { renderAppLink } from './AppLink';

// Below the page (the footer) and static until a navigation (the phone's bottom bar): each a chunk
// the page's start does not wait for, hydrated once the page is in use (SPEC §9). A page the
// browser renders itself draws them as soon as their chunks arrive.
const Footer = lazyHydrated(async () => ({ default: (await import('../design-system/AppFooter')).AppFooter }));
const BottomNav = lazyHydrated(async () => ({ default: (await import('../design-system/MobileBottomNav')).MobileBottomNav }));

// Memoized, so the layout's own re-renders (the session, the wallet) leave them dehydrated.
export const ShellFooter = memo(function ShellFooter() {
  return (
    <Suspense>
      <Footer.Component supportPhone={SUPPORT_PHONE} renderLink={renderAppLink} />
    </Suspense>
  );
});

export const ShellBottomNav = memo(function ShellBottomNav({ active }: { active: string | undefined }) {
  return (
    <Suspense>
      <BottomNav.Component active={active} renderLink={renderAppLink} />
    </Suspense>
  );
});
