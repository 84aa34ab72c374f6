/**
 * The flight results page's data on the server (issue 29: the results page as fast as a static
 * page): a results URL is rendered with its search answered as Available answers an anonymous
 * traveller, and the date strip's prices, and both go along with the page (PageSeed.flights) so
 * the browser's FlightSearchStore starts from them: the first cards are in the HTML, and the
 * browser neither searches again nor renders the list anew.
 */
import type { FlightPageSeed, NormalizedSearch, PriceInsightResponse } from '../../src/contract';
import { availableCallOf, dateStripRange, parseSearchUrl, TripType } from '../../src/domain';
import type { Reference } from '../reference';
import { calendarPrices } from '../services/flight-catalog/calendar';
import type { Catalog } from '../services/flight-catalog/catalog';

export interface FlightPages {
  /**
   * The answers a results URL's page shows; undefined when the URL is not a valid search or the
   * catalogue refuses it (the browser then searches and says why, as it always did).
   */
  seed(url: string): Promise<FlightPageSeed | undefined>;
}

/** Is today's price low, typical or high (services/fare-watch/insight), for the seed's insight. */
export type InsightOf = (search: NormalizedSearch, today: string) => Promise<PriceInsightResponse>;

export function flightPages(ref: Reference, catalog: Catalog, insightOf?: InsightOf): FlightPages {
  return {
    async seed(url) {
      const today = catalog.today();
      const reading = parseSearchUrl(url, { today });
      if (!reading.ok) return undefined;
      const call = availableCallOf(reading.value);
      try {
        const { response } = await catalog.available(call);
        const first = call.segments[0];
        // The strip is not shown for a multi-destination trip; the browser asks for its first segment's days.
        const strip = first && call.flightType !== TripType.MultiDestination ? dateStripRange(first.departureDate, today) : undefined;
        const [stripPrices, insight] = await Promise.all([
          first && strip ? calendarPrices(ref, catalog.supplier, {
            origin: first.origin,
            originType: first.originType,
            destination: first.destination,
            destinationType: first.destinationType,
            fromDate: strip.from,
            toDate: strip.to,
            cabinType: call.cabinType,
          }, today) : [],
          // Beside the cheapest result from the first paint (issue 30); arriving later it moved the list.
          insightOf && call.flightType !== TripType.MultiDestination ? insightOf(response.search, today).catch(() => undefined) : undefined,
        ]);
        return insight ? { results: response, stripPrices, insight } : { results: response, stripPrices };
      } catch {
        // A search the catalogue refuses (a 400): the browser asks and shows the catalogue's reasons.
        return undefined;
      }
    },
  };
}
