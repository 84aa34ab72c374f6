import { SUPPORT_PHONE } from '../domain';
import { lazyHydrated } from '../screens/shared/lazy-hydrated';
import { renderAppLink } from './AppLink';

// The shell's parts a page's start does not need, each a chunk hydrated once the page is in use
// (SPEC §9): the footer (below the page), the phone's bottom bar (static until a navigation), the
// online status (news only when the connection changes) and the head's keeper (the server wrote
// this page's head). A page the browser renders itself draws them as their chunks arrive.
const Footer = lazyHydrated(async () => ({ default: (await import('../design-system/AppFooter')).AppFooter }));
const BottomNav = lazyHydrated(async () => ({ default: (await import('../design-system/MobileBottomNav')).MobileBottomNav }));
const OnlineStatus = lazyHydrated(async () => ({ default: (await import('../design-system/OnlineStatusIndicator')).OnlineStatusIndicator }));
const Head = lazyHydrated(async () => ({ default: (await import('./DocumentHead')).DocumentHead }));

export function ShellFooter() {
  return <Footer.Component supportPhone={SUPPORT_PHONE} renderLink={renderAppLink} />;
}

export function ShellBottomNav({ active }: { active: string | undefined }) {
  return <BottomNav.Component active={active} renderLink={renderAppLink} />;
}

export function ShellOnlineStatus({ online }: { online: boolean }) {
  return <OnlineStatus.Component online={online} floating />;
}

export const ShellDocumentHead = Head.Component;
