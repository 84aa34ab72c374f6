/**
 * The product pages' data on the server (issue 21, "server-rendered pages"): the tour list is
 * rendered with every package, a tour's page with its package (and titled by it; an unknown tour
 * is a 404), /cip/ with its airports and tariffs. Each goes along with the page (PageSeed.loads), so
 * the browser's first render is the same and asks for nothing.
 */
import type { PageLoads, TourListing, TourPackage } from '../../src/contract';
import type { RouteId } from '../../src/domain';
import type { CipSupplier } from '../inventory/cip/supplier';
import { listTours, type TourDeps } from '../services/tours/quote';

export interface ProductPages {
  /** A tour's package by its slug (any case), as GetTours lists it; undefined when none has it. */
  tour(slug: string): Promise<TourPackage | undefined>;
  /** What a product page loads, for a page that loads public data; else undefined. */
  loads(route: RouteId, tour?: TourPackage): Promise<PageLoads | undefined>;
}

/**
 * A package as the list reads it: the page's share of GetTours without the programmes, documents
 * and hotel options' names and other prices, which were two thirds of the page's seed.
 */
export function tourListing(p: TourPackage): TourListing {
  const { includesFa: _i, excludesFa: _e, documentsFa: _d, itinerary: _t, departures, ...rest } = p;
  return {
    ...rest,
    departures: departures.map((d) => ({ ...d, hotels: d.hotels.map((h) => ({ id: h.id, stars: h.stars, prices: { adultDouble: h.prices.adultDouble } })) })),
  };
}

export function productPages(tours: TourDeps, cip: CipSupplier): ProductPages {
  return {
    async tour(slug) {
      const wanted = slug.toLowerCase();
      return (await listTours(tours)).find((t) => t.slug === wanted);
    },
    async loads(route, tour) {
      if (route === 'tour') return { tours: (await listTours(tours)).map(tourListing) };
      if (route === 'tourPage') return tour ? { tour } : undefined;
      if (route === 'cip') return { cipAirports: [...(await cip.airports())] };
      return undefined;
    },
  };
}
