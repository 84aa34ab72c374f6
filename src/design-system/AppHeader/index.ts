export { AppHeader } from './AppHeader';
export type { AppHeaderProps, AppHeaderUser } from './AppHeader';
export { ACCOUNT_LINKS, isActiveHref, PRODUCT_LINKS } from './nav-links';
export type { NavItem } from './nav-links';
