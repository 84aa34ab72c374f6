import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { CITY_PAGES, COUNTRY_PAGES } from '../../../../src/domain';
import { POLICY_LINKS } from '../../../../src/screens/content/policies/policy-pages';
import { POLICY_SLUGS } from '../../../../src/screens/content/policies/policy-routes';
import { renderRoute, ROUTE_TEST_TIMEOUT_MS } from './render-route';

const PAGES: [path: string, h1: RegExp][] = [
  ['/about-us/', /درباره سفرآسا/],
  ['/contact-us/', /تماس با ما/],
  ['/privacy/', /حریم خصوصی/],
  ...POLICY_SLUGS.map((slug): [string, RegExp] => [`/privacy/${slug}/`, new RegExp(POLICY_LINKS[slug].label)]),
  ['/cities/', /شهرهای پرمسافر/],
  ...CITY_PAGES.map((slug): [string, RegExp] => [`/cities/${slug}/`, /^سفر به /]),
  ['/countries/', /کشورهای پرطرفدار/],
  ...COUNTRY_PAGES.map((slug): [string, RegExp] => [`/countries/${slug}/`, /^سفر به /]),
];

/** The page's text, without the style elements Mantine injects. */
function visibleText(): string {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  let text = '';
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('style, script') === null) text += ` ${node.textContent ?? ''}`;
  }
  return text;
}

describe('content routes', () => {
  it.each(PAGES)('%s renders one h1 and breadcrumbs ending at the page', async (path, title) => {
    const { h1 } = await renderRoute(path);
    expect(h1).toHaveTextContent(title);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const crumbs = screen.getByRole('navigation', { name: 'مسیر صفحه' });
    expect(within(crumbs).getByRole('link', { name: 'صفحه اصلی' })).toHaveAttribute('href', '/');
    const current = crumbs.querySelector('[aria-current="page"]');
    expect(current).not.toBeNull();
    expect(h1.textContent).toContain(current!.textContent);
  }, ROUTE_TEST_TIMEOUT_MS);

  it.each(PAGES)('%s prints its digits in Persian', async (path) => {
    await renderRoute(path);
    // The card security code's Latin name is the bank's own; everything else is Persian digits.
    expect(visibleText().replace(/CVV2/g, '')).not.toMatch(/[0-9]/);
  }, ROUTE_TEST_TIMEOUT_MS);

  it('gives the h2s of a city page their own names, in order after the h1', async () => {
    await renderRoute('/cities/istanbul/');
    const h2s = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(h2s).toEqual(['بلیت هواپیما به استانبول', 'آب‌وهوا و زمان سفر', 'فرودگاه‌ها']);
  }, ROUTE_TEST_TIMEOUT_MS);
});
