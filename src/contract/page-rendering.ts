/**
 * Between the server and the app's page renderer (src/entry-server.tsx, loaded by
 * server/pages/render.ts): what a page is rendered with, and what the renderer gives back.
 */
import type { AvailableResponse, CalendarDay } from './flight-catalog';
import type { City } from './flight-configuration';
import type { CipAirport } from './cip';
import type { HotelDetailResponse, HotelSearchResponse } from './hotel-catalog';
import type { PriceInsightResponse } from './fare-watch';
import type { TourListing, TourPackage } from './tours';

/**
 * What the server already knows that a page shows, rendered into the page's HTML and sent along
 * with it, so the browser hydrates from the same data: the city lists (a results heading, the
 * search form), as GetDomesticPlpAirports and GetInternationalPlpAirports answer them.
 */
export interface PageSeed {
  places?: { domestic?: City[]; international?: City[] };
  /** A flight results page's search, answered (FlightSearchStore.seed). */
  flights?: FlightPageSeed;
  /** A hotel results page's or hotel page's answer for the stay its URL asks for (HotelSearchStore.seed). */
  hotels?: HotelPageSeed;
  /** What a product page loads, answered on the server (useSeededLoad): its first render is the page's, with no call. */
  loads?: PageLoads;
}

/**
 * The public answers a product page starts from, by the name its screen loads them under: the tour
 * list (GetTours, each package as the list reads it), one tour's package (its page), the CIP
 * airports with their tariffs (GetAirports).
 */
export interface PageLoads {
  tours?: TourListing[];
  tour?: TourPackage;
  cipAirports?: CipAirport[];
}

/**
 * What a hotel page is rendered with: the search (results page) or GetHotel (hotel page) answer of
 * its stay URL, as the API gives it, so the browser's store starts from it and does not call again.
 */
export interface HotelPageSeed {
  results?: HotelSearchResponse;
  hotel?: HotelDetailResponse;
}

/**
 * What a flight results page is rendered with: its URL's Available answer, as the API gives it to
 * an anonymous traveller, and the date strip's prices around the searched day, so the browser's
 * store starts from them: the cards are in the page's HTML and the browser does not search again.
 */
export interface FlightPageSeed {
  results: AvailableResponse;
  /** CalendarPrices for the first segment's route, the strip's days around its departure. */
  stripPrices: CalendarDay[];
  /** PriceInsight for this search (not for a multi-destination trip), shown beside the cheapest result from the first paint. */
  insight?: PriceInsightResponse;
}

export interface RenderedPage {
  /** The markup of #root, including the router's hydration data script. */
  html: string;
  status: number;
  /** A script for right after #root: the seed the page was rendered with, for the browser. */
  data?: string;
}
