import { Link } from 'react-router-dom';
import type { RenderLink } from '../../design-system';

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** The design system's links drawn through the router; tel:, mailto: and full URLs stay plain anchors. */
export const routerLink: RenderLink = ({ href, ...props }) =>
  EXTERNAL.test(href) ? <a href={href} {...props} /> : <Link to={href} {...props} />;
