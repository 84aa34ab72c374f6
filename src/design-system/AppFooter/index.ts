export { AppFooter } from './AppFooter';
export type { AppFooterProps } from './AppFooter';
export { FOOTER_LINK_GROUPS } from './footer-links';
export type { FooterLink, FooterLinkGroup } from './footer-links';
