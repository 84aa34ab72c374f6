import type { AnchorHTMLAttributes, ReactElement } from 'react';

/** What a link needs: an internal path ("/profile/") or a full URL, plus the anchor's own props. */
export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * Draws a link. The design system has no router, so the app passes one that renders react-router's
 * Link: `({ href, ...props }) => <Link to={href} {...props} />`. It must spread every prop it gets
 * (class names, styles, aria and data attributes come from Mantine).
 */
export type RenderLink = (props: LinkProps) => ReactElement;

/** The default: a plain <a href>, a full page load. */
export const renderAnchor: RenderLink = (props) => <a {...props} />;
