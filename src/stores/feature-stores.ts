import { FareWatchStore } from './FareWatchStore';
import { FiltersStore } from './FiltersStore';
import { FlightConfigurationStore } from './FlightConfigurationStore';
import { FlightSearchStore } from './FlightSearchStore';
import { HotelSearchStore } from './HotelSearchStore';
import { LiveStore } from './LiveStore';
import { OrderStore } from './OrderStore';
import type { RootStore } from './RootStore';
import { VisaStore } from './VisaStore';

/**
 * The stores only the flights, booking and visa pages use (the search being shown, its results and
 * filters, the order, the visa request), with the search-URL and proposal rules they bring: a chunk of their own, so home and
 * the content pages start without them. Constructed together, as they refer to one another.
 */
export class FeatureStores {
  readonly flightConfiguration: FlightConfigurationStore;
  readonly order: OrderStore;
  readonly filters: FiltersStore;
  readonly visa: VisaStore;
  readonly flightSearch: FlightSearchStore;
  /** The live socket: only pages of this chunk (results, booking, orders) open it. */
  readonly live: LiveStore;
  /** A stay URL's hotel search and one hotel's page (issue 20). */
  readonly hotelSearch: HotelSearchStore;
  /** Fare watches, the flexible-dates grid, the price graph and insight (issue 30). */
  readonly fareWatch: FareWatchStore;

  constructor(root: RootStore) {
    this.flightConfiguration = new FlightConfigurationStore(root);
    this.order = new OrderStore(root);
    this.filters = new FiltersStore(root);
    this.visa = new VisaStore(root);
    this.flightSearch = new FlightSearchStore(root);
    this.live = new LiveStore(root);
    this.hotelSearch = new HotelSearchStore(root);
    this.fareWatch = new FareWatchStore(root);
  }
}
