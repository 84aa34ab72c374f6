/**
 * Page requests on the server (SPEC §2): the same decideRoute as the client router gives real
 * 301s and 404s, and every HTML answer carries its page's head; plus sitemap.xml and robots.txt.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  citySlug, decideRoute, listingCityPair, LISTING_ROUTE_IDS, notFound, pageMeta, type PlaceNames, type RouteDef, type RouteId,
} from '../../src/domain';
import type { PageSeed, TourPackage } from '../../src/contract';
import type { Reference } from '../reference';
import { plpCities } from '../services/flight-configuration';
import type { FlightPages } from './flight-seed';
import { headRenderer } from './head';
import type { HotelPages } from './hotel-seed';
import type { ProductPages } from './product-seed';
import { withRenderedRoot, type PageRenderer } from './render';
import { cspNonce, fillNonce, markScripts, NONCE_SLOT } from '../http/security';
import { robotsTxt, sitemapXml } from './sitemap';

export interface PagesOptions {
  /** The built app; sitemap.xml and robots.txt are served even without it. */
  staticDir?: string;
  ref: Reference;
  /** e.g. https://safarasa.example; else the request's own protocol and host. */
  publicOrigin?: string;
  /** Writes a page's HTML on the server; without it the browser renders every page. */
  render?: PageRenderer;
  /** The flight results pages' data: a results page is rendered with its search answered. */
  flights?: FlightPages;
  /** The hotel catalogue's pages: an unknown hotel is a 404, a hotel page is titled by its name, and both hotel pages are rendered with their data. */
  hotels?: HotelPages;
  /** The tour and CIP pages' data: an unknown tour is a 404, a tour page is titled by it, and these pages are rendered with their data. */
  products?: ProductPages;
}

export function requestOrigin(request: FastifyRequest, publicOrigin?: string): string {
  return publicOrigin ? publicOrigin.replace(/\/+$/, '') : `${request.protocol}://${request.host}`;
}

/** Persian names for page titles: a city by its code, else an airport's city; a city by its slug. */
export function placeNames(ref: Reference): PlaceNames {
  const bySlug = new Map([...ref.cityByCode.values()].map((city) => [citySlug(city.nameEn), city.nameFa]));
  return {
    cityNameBySlug: (slug) => bySlug.get(slug),
    placeName(code) {
      const city = ref.cityByCode.get(code);
      if (city) return city.nameFa;
      const airport = ref.airportByIata.get(code);
      return airport ? ref.cityById.get(airport.cityId)?.nameFa : undefined;
    },
  };
}

/** Whether a listing parameter names two cities of the reference data, as the page decides it. */
function listingRouteKnown(ref: Reference): (param: string) => boolean {
  const cities = [...plpCities(ref, 'domestic'), ...plpCities(ref, 'international')];
  const byCode = new Map<string, (typeof cities)[number]>();
  for (const city of cities) {
    byCode.set(city.cityCode, city);
    for (const airport of city.airports) byCode.set(airport.iataCode, city);
  }
  return (param) => listingCityPair(param, cities, (code) => byCode.get(code)) !== null;
}

/** The hotel pages' routes, whose `city` names a city by its slug (src/domain/hotels/slugs.ts). */
const HOTEL_CITY_ROUTES: ReadonlySet<RouteId> = new Set(['hotelResults', 'hotelPage']);

/** Whether a hotel page's city slug names a city of the reference data (the catalogue's cities are among them). */
function hotelCityKnown(ref: Reference): (slug: string) => boolean {
  const slugs = new Set(ref.cities.map((city) => citySlug(city.nameEn)));
  return (slug) => slugs.has(slug.toLowerCase());
}

export type PageAnswer = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** The flight results pages, rendered with their search's answer. */
const FLIGHT_RESULTS_ROUTES: ReadonlySet<RouteId> = new Set(['domesticResults', 'internationalResults']);

/** Pages that show international cities: the international search form and its results. */
const INTERNATIONAL_PAGES: ReadonlySet<RouteId> = new Set(['internationalFlights', 'internationalResults']);

/**
 * The city lists a page is rendered with (and sends along): the domestic list for every page (the
 * search form, a domestic results heading), the international one too on international pages.
 */
export function pageSeeds(ref: Reference): (route: RouteDef) => PageSeed {
  const domestic = plpCities(ref, 'domestic');
  const international = plpCities(ref, 'international');
  return (route) => ({
    places: INTERNATIONAL_PAGES.has(route.id) ? { domestic, international } : { domestic },
  });
}

/**
 * Answers a GET/HEAD page request with a 301, or index.html as a 200 page or a 404; with a
 * renderer, a page the rules accept comes with its HTML already in #root.
 */
export function pageAnswer(indexHtml: string, options: PagesOptions): PageAnswer {
  const render = headRenderer(markScripts(indexHtml));
  const names = placeNames(options.ref);
  const seedOf = pageSeeds(options.ref);
  const knowsListing = listingRouteKnown(options.ref);
  const knowsHotelCity = hotelCityKnown(options.ref);
  return async (request, reply) => {
    const q = request.url.indexOf('?');
    const pathname = q === -1 ? request.url : request.url.slice(0, q);
    const search = q === -1 ? '' : request.url.slice(q);
    let decision = decideRoute(pathname, search);
    // A listing of a route no city list knows: the page says so, with a 404 status for crawlers.
    if (decision.kind === 'page' && LISTING_ROUTE_IDS.has(decision.route.id) && decision.params.flight !== undefined
      && !knowsListing(decision.params.flight)) decision = notFound('could-not-be-found');
    // A hotel page of a city we have never heard of: a 404, as for a listing.
    if (decision.kind === 'page' && HOTEL_CITY_ROUTES.has(decision.route.id) && !knowsHotelCity(decision.params.city ?? '')) {
      decision = notFound('could-not-be-found');
    }
    // A hotel the city does not have: a 404 as well; a known one titles its page by name.
    let hotelName: string | undefined;
    if (decision.kind === 'page' && decision.route.id === 'hotelPage' && options.hotels) {
      const hotel = await options.hotels.hotelBySlug(decision.params.city ?? '', decision.params.hotel ?? '');
      if (hotel) hotelName = hotel.nameFa;
      else decision = notFound('could-not-be-found');
    }
    // A tour no package has: a 404 too; a known one titles its page and is rendered with its package.
    let tour: TourPackage | undefined;
    if (decision.kind === 'page' && decision.route.id === 'tourPage' && options.products) {
      tour = await options.products.tour(decision.params.slug ?? '');
      if (!tour) decision = notFound('could-not-be-found');
    }
    if (decision.kind === 'redirect') return reply.code(301).header('location', decision.location).send();
    const origin = requestOrigin(request, options.publicOrigin);
    let pageNames = hotelName === undefined ? names : { ...names, hotelNameBySlug: () => hotelName };
    if (tour) pageNames = { ...pageNames, tourTitleBySlug: () => tour.titleFa };
    let html = render(pageMeta(pathname, search, pageNames), origin);
    if (decision.kind === 'page' && options.render) {
      try {
        const seed = seedOf(decision.route);
        // A results page arrives with its flights, and the browser starts from the same answer.
        if (options.flights && FLIGHT_RESULTS_ROUTES.has(decision.route.id)) {
          const flights = await options.flights.seed(`${origin}${request.url}`);
          if (flights) seed.flights = flights;
        }
        // A hotel page arrives with its hotels or rooms, and the browser starts from the same answer.
        if (options.hotels && HOTEL_CITY_ROUTES.has(decision.route.id)) {
          const hotels = await options.hotels.seed(pathname, search);
          if (hotels) seed.hotels = hotels;
        }
        const loads = await options.products?.loads(decision.route.id, tour);
        if (loads) seed.loads = loads;
        const page = await options.render(`${origin}${request.url}`, seed, NONCE_SLOT);
        if (page) html = withRenderedRoot(html, page);
      } catch (error) {
        // The page still works: the browser renders it.
        request.log.error({ err: error, url: request.url }, 'server rendering failed');
      }
    }
    return reply
      .code(decision.kind === 'not-found' ? 404 : 200)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(fillNonce(html, cspNonce(reply)));
  };
}

/** Reads index.html once; undefined when the app is not built. */
export function readIndexHtml(staticDir?: string): string | undefined {
  const file = staticDir ? path.join(staticDir, 'index.html') : undefined;
  return file && existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

/** GET /sitemap.xml and /robots.txt, unless the built app ships its own file. */
export async function pageRoutes(app: FastifyInstance, options: PagesOptions) {
  const shipped = (name: string) => Boolean(options.staticDir && existsSync(path.join(options.staticDir, name)));
  if (!shipped('sitemap.xml')) {
    app.get('/sitemap.xml', { schema: { hide: true } }, (request, reply) =>
      reply.type('application/xml; charset=utf-8').send(sitemapXml(requestOrigin(request, options.publicOrigin))));
  }
  if (!shipped('robots.txt')) {
    app.get('/robots.txt', { schema: { hide: true } }, (request, reply) =>
      reply.type('text/plain; charset=utf-8').send(robotsTxt(requestOrigin(request, options.publicOrigin))));
  }
}
