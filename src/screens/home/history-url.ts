/** A search-history entry (the server's normalised search) back to its results URL. */
import type { NormalizedSearch } from '../../contract';
import { addDays, buildSearchUrl, diffDays, searchRequestOfServer, type IsoDate } from '../../domain';

/**
 * The results URL of a past search. A search whose day has passed is moved to tomorrow (SPEC §9's
 * default departure), its other legs by the same number of days, so the link still finds flights.
 */
export function historySearchUrl(search: NormalizedSearch, today: IsoDate): string {
  const first = search.segments[0]?.departureDate ?? today;
  const shift = first < today ? diffDays(first, addDays(today, 1)) : 0;
  return buildSearchUrl(searchRequestOfServer(search, shift));
}
