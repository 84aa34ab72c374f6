/**
 * The server's renderer: a page's HTML from the same routes, guard and screens as the browser's,
 * so the first paint needs no JavaScript and the browser hydrates it in place. The server calls
 * renderPage for a page decideRoute accepted; undefined means "let the browser render it"
 * (a guard redirect such as a protected page, which only the browser's session can decide).
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { createApi } from './api';
import { AppProviders } from './app/App';
import { allPageRoutes, appRoutes } from './app/router';
import { PAGE_SEED_GLOBAL } from './app/page-seed';
import type { PageSeed, RenderedPage } from './contract';
import { defaultBrowserEnv, loadFeatureStores, memoryStorage, RootStore } from './stores';

/** JSON safe inside a <script>: no "</script>" or "<!--" can end or comment it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * The seed as a script expression. A large one (a city's hotels) as JSON.parse of a string: the
 * browser parses JSON text faster than the same object written as JavaScript.
 */
function seedScript(seed: PageSeed): string {
  const json = JSON.stringify(seed);
  return json.length < 10_000 ? scriptJson(seed) : `JSON.parse(${scriptJson(json)})`;
}

// Anonymous: the session lives in the browser's storage, which the server never sees.
const anonymous = { loggedIn: false };

/** `nonce`: what the router's own inline script (its hydration data) carries, the page's CSP nonce. */
export async function renderPage(url: string, seed: PageSeed = {}, nonce?: string): Promise<RenderedPage | undefined> {
  const handler = createStaticHandler(appRoutes(anonymous, await allPageRoutes()));
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  // Its own storage per request: nothing of one traveller's render may reach another's.
  await loadFeatureStores();
  const store = new RootStore(createApi(), { ...defaultBrowserEnv(), storage: memoryStorage() });
  // A results page with its flights (the search answered here), else its route and days while the
  // browser searches; the browser seeds or primes the same way.
  if (seed.flights) store.flightSearch.seed(url, seed.flights);
  store.flightSearch.prime(url);
  // Cities by name from the first paint (a results heading, the search form), and no request for
  // them in the browser, which starts from the same lists.
  if (seed.places) store.places.seed(seed.places);
  // A hotel page with its hotels or rooms: the store starts from the answer the server looked up.
  if (seed.hotels) store.hotelSearch.seed(url, seed.hotels);
  // A tour or CIP page with the public answers it loads (useSeededLoad).
  if (seed.loads) store.pageLoads.seed(seed.loads);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders store={store}>
        <StaticRouterProvider router={router} context={context} nonce={nonce} />
      </AppProviders>
    </StrictMode>,
    // Every boundary inline, however large: the page reads with scripts off, and no inline script
    // has to move content into place before it paints.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  const data = seed.places || seed.flights || seed.hotels || seed.loads ? `window.${PAGE_SEED_GLOBAL}=${seedScript(seed)};` : undefined;
  return { html: Buffer.concat(chunks).toString('utf8'), status: context.statusCode, data };
}
