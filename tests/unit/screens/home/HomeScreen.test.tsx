import { describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FlightSearchHistory, WpPost } from '../../../../src/contract';
import type { RootStore } from '../../../../src/stores';
import { HomeScreen } from '../../../../src/screens/home/HomeScreen';
import { renderScreen, testRoot } from '../search/fixtures';

// Lazy chunks (the search form, the history list, the posts) compile on first use in the test run.
configure({ defaultHidden: true, asyncUtilTimeout: 15_000 });

const post = (id: number): WpPost => ({
  id, date: `2026-11-1${id % 10}T09:00:00`, date_gmt: '', slug: `p${id}`, status: 'publish', type: 'post',
  link: `https://blog.example/p${id}/`,
  title: { rendered: `سفر &#8220;شماره ${id}&#8221; <em>ارزان</em>` },
  excerpt: { rendered: `<p>خلاصه ${id}<script>alert(1)</script></p>`, protected: false },
  content: { rendered: '', protected: false }, featured_media: 0,
  _embedded: { 'wp:featuredmedia': [{ source_url: `https://blog.example/${id}.jpg`, media_details: { sizes: { medium: { source_url: `https://blog.example/${id}-m.jpg` } } } } as never] },
});

const history = (id: number, origin: string, originFa: string, destination: string, destinationFa: string, departureDate: string): FlightSearchHistory => ({
  id, requestId: `r${id}`, origin, originFa, destination, destinationFa, departureDate, returningDate: null, searchedAt: '2026-11-19T10:00:00Z',
  search: {
    adults: 1, children: 0, infants: 0, cabinType: 1, flightType: 1, productType: 'DomesticFlight',
    segments: [{ origin, originType: 'AirportCode', destination, destinationType: 'AirportCode', departureDate }],
  },
});

/** Home with its fetched parts answered by spies: blog posts (or a failure), and the search history. */
function homeRoot(options: { blogFails?: boolean; loggedIn?: boolean; histories?: FlightSearchHistory[] } = {}) {
  const root = testRoot();
  const blog = vi.spyOn(root.api.blog, 'posts').mockImplementation(async () => {
    if (options.blogFails) throw new Error('blog down');
    return { posts: Array.from({ length: 8 }, (_, i) => post(i + 1)), total: 8, totalPages: 1 };
  });
  const histories = vi.spyOn(root.api.userInteractions, 'searchHistories').mockResolvedValue(options.histories ?? []);
  const deActive = vi.spyOn(root.api.userInteractions, 'deActive').mockResolvedValue(true);
  if (options.loggedIn) root.auth.setTokens({ accessToken: 'token', refreshToken: null, refreshExpiresAtMs: null });
  return { root, blog, histories, deActive };
}

const renderHome = (root: RootStore) => renderScreen(<HomeScreen />, root);
const landed = () => screen.findByTestId('landed').then((el) => el.textContent);

describe('HomeScreen', { timeout: 60_000 }, () => {
  it('keeps the hero heading and shows the domestic search form in its tab', async () => {
    renderHome(homeRoot().root);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('بلیط هواپیما ارزان');
    expect(await screen.findByRole('form', { name: 'جستجوی پرواز داخلی' })).toBeInTheDocument();
  });

  it('leads the CIP tab to the CIP page', async () => {
    renderHome(homeRoot().root);
    await userEvent.click(screen.getByRole('tab', { name: /CIP/ }));
    expect(screen.getByRole('link', { name: /CIP/ })).toHaveAttribute('href', '/cip/');
  });

  it('starts tomorrow’s search from Tehran when a city card is clicked', async () => {
    renderHome(homeRoot().root);
    // The cards are a lazy part: they may not have arrived when the page first renders.
    const domestic = await screen.findByRole('region', { name: 'پروازهای داخلی پرطرفدار' });
    expect(within(domestic).getAllByRole('link')).toHaveLength(10);
    await userEvent.click(within(domestic).getByRole('link', { name: /شیراز/ }));
    // Today is 2026-11-20 in the fixtures: tomorrow is 1405-08-30.
    expect(await landed()).toBe('/flight/THR-SYZ/?adults=1&children=0&infants=0&departing=1405-08-30&cabintype=economy');
  });

  it('sends the Tehran cards onward: to Mashhad at home, to Istanbul abroad', async () => {
    renderHome(homeRoot().root);
    // The cards are a lazy part: they may not have arrived when the page first renders.
    const domestic = await screen.findByRole('region', { name: 'پروازهای داخلی پرطرفدار' });
    const international = screen.getByRole('region', { name: 'پروازهای خارجی پرطرفدار' });
    expect(within(domestic).getByRole('link', { name: /^پرواز به مشهد از/ })).toHaveAttribute(
      'href', '/flight/THR-MHD/?adults=1&children=0&infants=0&departing=1405-08-30&cabintype=economy');
    expect(within(international).getAllByRole('link')).toHaveLength(7);
    expect(within(international).getByRole('link', { name: /^پرواز به استانبول از/ })).toHaveAttribute(
      'href', '/international-flight/THR-IST/?adults=1&children=0&infants=0&departing=1405-08-30&cabintype=economy&origintype=citycode&destinationtype=citycode');
  });

  it('shows no recent searches to an anonymous traveller and makes no call', async () => {
    const { root, histories, blog } = homeRoot({ histories: [history(1, 'THR', 'تهران', 'MHD', 'مشهد', '2026-11-25')] });
    renderHome(root);
    await waitFor(() => expect(blog).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: 'جستجوهای اخیر شما' })).toBeNull();
    expect(histories).not.toHaveBeenCalled();
  });

  it('lists a signed-in traveller’s recent searches as links back, and removes one', async () => {
    const { root, deActive } = homeRoot({
      loggedIn: true,
      histories: [history(1, 'THR', 'تهران', 'MHD', 'مشهد', '2026-11-25'), history(2, 'THR', 'تهران', 'KIH', 'کیش', '2026-11-01')],
    });
    renderHome(root);
    const link = await screen.findByRole('link', { name: 'تهران به مشهد' });
    expect(link).toHaveAttribute('href', '/flight/THR-MHD/?adults=1&children=0&infants=0&departing=1405-09-04&cabintype=economy');
    // A past day moves to tomorrow.
    expect(screen.getByRole('link', { name: 'تهران به کیش' }).getAttribute('href')).toContain('departing=1405-08-30');
    await userEvent.click(screen.getByRole('button', { name: 'حذف جستجوی تهران به مشهد' }));
    expect(deActive).toHaveBeenCalledWith({ id: 1 });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'تهران به مشهد' })).toBeNull());
    expect(screen.getByRole('link', { name: 'تهران به کیش' })).toBeInTheDocument();
  });

  it('says so when the signed-in traveller has no recent searches', async () => {
    renderHome(homeRoot({ loggedIn: true }).root);
    expect(await screen.findByText(/هنوز جستجویی نکرده‌اید/)).toBeInTheDocument();
  });

  it('shows the 8 newest posts as plain text, never their markup', async () => {
    const { root, blog } = homeRoot();
    renderHome(root);
    const posts = await screen.findAllByRole('article');
    expect(posts).toHaveLength(8);
    expect(blog).toHaveBeenCalledTimes(1);
    expect(within(posts[0]!).getByRole('link')).toHaveTextContent('سفر “شماره 1” ارزان');
    expect(within(posts[0]!).getByRole('link')).toHaveAttribute('href', 'https://blog.example/p1/');
    expect(posts[0]!.querySelector('img')).toHaveAttribute('src', 'https://blog.example/1-m.jpg');
    expect(posts[0]!).toHaveTextContent('خلاصه 1alert(1)');
    expect(document.querySelector('article script, article em')).toBeNull();
  });

  it('keeps home working when the blog fails, with its own error state and a retry', async () => {
    const { root, blog } = homeRoot({ blogFails: true });
    renderHome(root);
    expect(await screen.findByText('نوشته‌های مجله بارگیری نشد.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'پروازهای داخلی پرطرفدار' })).toBeInTheDocument();
    blog.mockResolvedValue({ posts: [post(1)], total: 1, totalPages: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findAllByRole('article')).toHaveLength(1);
  });
});
