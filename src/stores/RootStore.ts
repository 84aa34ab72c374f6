import { configure } from 'mobx';
import type { Api } from '../api';
import { AuthStore } from './AuthStore';
import { defaultBrowserEnv, type BrowserEnv } from './browser';
import { FiltersStore } from './FiltersStore';
import { FlightConfigurationStore } from './FlightConfigurationStore';
import { FlightSearchStore } from './FlightSearchStore';
import { GeneralStore } from './GeneralStore';
import { OrderStore } from './OrderStore';
import { PlacesStore } from './PlacesStore';
import { VisaStore } from './VisaStore';
import { WalletStore } from './WalletStore';

// State changes only inside actions, everywhere the stores are used.
configure({ enforceActions: 'always' });

/** Constructs every store with a back-reference to itself (Outline's pattern): SPEC §3's groups. */
export class RootStore {
  readonly general: GeneralStore;
  readonly order: OrderStore;
  readonly flightConfiguration: FlightConfigurationStore;
  readonly filters: FiltersStore;
  readonly visa: VisaStore;
  readonly wallet: WalletStore;
  readonly auth: AuthStore;
  readonly places: PlacesStore;
  readonly flightSearch: FlightSearchStore;

  constructor(
    readonly api: Api,
    readonly env: BrowserEnv = defaultBrowserEnv(),
  ) {
    this.general = new GeneralStore(this);
    this.order = new OrderStore(this);
    this.flightConfiguration = new FlightConfigurationStore(this);
    this.filters = new FiltersStore(this);
    this.visa = new VisaStore(this);
    this.wallet = new WalletStore(this);
    this.auth = new AuthStore(this);
    this.places = new PlacesStore(this);
    this.flightSearch = new FlightSearchStore(this);
    // Every call carries the (refreshed) token; a 401 logs out (SPEC §4, §8).
    api.http.setHooks({
      accessToken: () => this.auth.validAccessToken(this.auth.refreshWithAccountService),
      onUnauthorized: () => this.auth.reset(),
    });
  }
}
