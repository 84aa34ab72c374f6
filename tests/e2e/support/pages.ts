import type { Page } from '@playwright/test';

/** The #root markup of a page as the server sends it. */
export const serverRoot = (html: string): string => /<div id="root">([\s\S]*)<\/div>\s*<script(?: nonce="[^"]*")?>/.exec(html)?.[1] ?? '';

/**
 * Console errors and warnings (React reports a hydration mismatch there) and the last path part of
 * every call the page makes under `api` (`/api/hotel-catalog/`).
 */
export function watch(page: Page, api: string) {
  const problems: string[] = [];
  const calls: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith(api)) calls.push(pathname.split('/').pop()!);
  });
  return { problems, calls };
}
