import { Link } from 'react-router-dom';
import type { LinkProps, RenderLink } from '../design-system';
import { prefetchRoute } from './prefetch';

const isInternal = (href: string) => href.startsWith('/') && !href.startsWith('//');

/** The design system's links drawn with react-router: client navigation plus chunk prefetch. */
export function AppLink({ href, onMouseEnter, onFocus, onTouchStart, ...props }: LinkProps) {
  if (!isInternal(href)) return <a href={href} {...props} />;
  const prefetch = () => prefetchRoute(href);
  return (
    <Link
      to={href}
      {...props}
      onMouseEnter={(e) => { prefetch(); onMouseEnter?.(e); }}
      onFocus={(e) => { prefetch(); onFocus?.(e); }}
      onTouchStart={(e) => { prefetch(); onTouchStart?.(e); }}
    />
  );
}

export const renderAppLink: RenderLink = (props) => <AppLink {...props} />;
