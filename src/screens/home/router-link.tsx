import { Link } from 'react-router-dom';
import type { LinkProps } from '../../design-system';

/** The design system's renderLink through react-router: in-app paths without a page load. */
export function routerLink({ href, ...props }: LinkProps) {
  return <Link to={href} {...props} />;
}
