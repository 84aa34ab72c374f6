import { renderAnchor, type RenderLink } from '../links';
import classes from './AppHeader.module.css';

/** The "سفرآسا" wordmark with a small plane mark, linking home. */
export function Brand({ href = '/', renderLink = renderAnchor }: { href?: string; renderLink?: RenderLink }) {
  return renderLink({
    href,
    className: classes.brand,
    'aria-label': 'سفرآسا، صفحه اصلی',
    children: (
      <>
        <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden className={classes.mark}>
          <rect width="32" height="32" rx="9" fill="currentColor" />
          {/* The paper plane flies left, the way the page reads. */}
          <path d="M25 9.5 7.5 15.6l6 2.2 2.2 6L25 9.5Zm-11.5 8.3 8-5.6-5.8 7.8" fill="#fff" transform="matrix(-1 0 0 1 32 0)" />
        </svg>
        <span className={classes.wordmark}>سفرآسا</span>
      </>
    ),
  });
}
