export { renderAnchor } from './links';
export type { LinkProps, RenderLink } from './links';
