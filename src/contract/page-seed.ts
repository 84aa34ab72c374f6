/**
 * What the server already knows that a page shows, rendered into the page's HTML and sent along
 * with it, so the browser hydrates from the same data: the city lists (a results heading, the
 * search form), as GetDomesticPlpAirports and GetInternationalPlpAirports answer them.
 */
import type { City } from './flight-configuration';

export interface PageSeed {
  places?: { domestic?: City[]; international?: City[] };
}
