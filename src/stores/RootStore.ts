import { configure } from 'mobx';
import { preloadFeatureServices, type Api } from '../api';
import { AuthStore } from './AuthStore';
import { CountriesStore } from './CountriesStore';
import { defaultBrowserEnv, type BrowserEnv } from './browser';
import type * as FeatureModule from './feature-stores';
import type { FeatureStores } from './feature-stores';
import { GeneralStore } from './GeneralStore';
import { PageLoadsStore } from './PageLoadsStore';
import { PlacesStore } from './PlacesStore';
import { WalletStore } from './WalletStore';

// State changes only inside actions, everywhere the stores are used.
configure({ enforceActions: 'always' });

let featureModule: typeof FeatureModule | undefined;

/**
 * Loads the feature stores' chunk (flight configuration, results, filters, order, visa). The routes whose pages use
 * them wait for it, as for their own code; so do the server's renderer and the test setups.
 */
export async function loadFeatureStores(): Promise<void> {
  // The services they call come alongside, so their first call does not wait for a chunk.
  const [module] = await Promise.all([import('./feature-stores'), preloadFeatureServices()]);
  featureModule ??= module;
}

/** Whether the feature stores' chunk is loaded (a results page can be primed before it hydrates). */
export const featureStoresLoaded = (): boolean => featureModule !== undefined;

/**
 * Constructs each store with a back-reference to itself (Outline's pattern): SPEC §3's groups.
 * The core stores (session, auth, places, wallet) at once; the
 * feature stores at first use, once their chunk is loaded.
 */
export class RootStore {
  readonly general: GeneralStore;
  readonly wallet: WalletStore;
  readonly auth: AuthStore;
  readonly places: PlacesStore;
  readonly countries: CountriesStore;
  /** What a server-rendered product page was rendered with (PageSeed.loads). */
  readonly pageLoads = new PageLoadsStore();
  #features: FeatureStores | undefined;

  constructor(
    readonly api: Api,
    readonly env: BrowserEnv = defaultBrowserEnv(),
  ) {
    this.general = new GeneralStore(this);
    this.wallet = new WalletStore(this);
    this.auth = new AuthStore(this);
    this.places = new PlacesStore(this);
    this.countries = new CountriesStore(() => this.api.flightConfiguration.countries());
    // Every call carries the (refreshed) token; a 401 logs out (SPEC §4, §8).
    api.http.setHooks({
      accessToken: () => this.auth.validAccessToken(this.auth.refreshWithAccountService),
      onUnauthorized: () => this.auth.reset(),
    });
  }

  get flightConfiguration() {
    return this.features.flightConfiguration;
  }

  get order() {
    return this.features.order;
  }

  get filters() {
    return this.features.filters;
  }

  get visa() {
    return this.features.visa;
  }

  get flightSearch() {
    return this.features.flightSearch;
  }

  get live() {
    return this.features.live;
  }

  get hotelSearch() {
    return this.features.hotelSearch;
  }

  get fareWatch() {
    return this.features.fareWatch;
  }

  private get features(): FeatureStores {
    if (!this.#features) {
      if (!featureModule) throw new Error('The feature stores are not loaded: await loadFeatureStores() first (the page\'s route does).');
      this.#features = new featureModule.FeatureStores(this);
    }
    return this.#features;
  }
}
