/**
 * The hotel pages' data on the server (issue 20: "rendered on the server"): a results page is
 * rendered with its stay's search answered, a hotel page with its GetHotel answer, and both answers
 * go along with the page (PageSeed.hotels) so the browser's HotelSearchStore starts from them.
 * A hotel slug the city does not have is a 404, as an unknown city is.
 */
import type { HotelPageSeed, HotelSearchRequest, HotelSearchResponse } from '../../src/contract';
import { parseStayUrl, type StaySearch } from '../../src/domain/hotels';
import type { HotelCatalog } from '../services/hotel-catalog/catalog';

export interface HotelPages {
  /** A hotel of a city by their slugs (any case), or undefined when the city has no such hotel. */
  hotelBySlug(citySlug: string, hotelSlug: string): Promise<{ hotelId: number; nameFa: string } | undefined>;
  /**
   * The answer a stay URL's page shows: its search (results) or its hotel (hotel page); undefined
   * when the URL is not a valid stay or the catalogue refuses it (the browser then says why).
   */
  seed(pathname: string, search: string): Promise<HotelPageSeed | undefined>;
}

/** The API request of a stay URL's search, as the browser's store sends it (HotelSearchStore's staySearchRequest). */
export function stayRequest(s: StaySearch): HotelSearchRequest {
  return {
    citySlug: s.destination.city,
    ...(s.destination.hotel ? { hotelSlug: s.destination.hotel } : {}),
    checkIn: s.checkIn,
    checkOut: s.checkOut,
    rooms: s.rooms.map((r) => ({ adults: r.adults, childAges: [...r.childAges] })),
  };
}

/**
 * The search answer as the results page uses it: each hotel's first photo only (its card's; the
 * hotel page asks for its own). A city's dozen photo keys per hotel were a third of the seed.
 */
export function firstPhotos(response: HotelSearchResponse): HotelSearchResponse {
  return { ...response, hotels: response.hotels.map((h) => (h.photos.length > 1 ? { ...h, photos: h.photos.slice(0, 1) } : h)) };
}

export function hotelPages(catalog: HotelCatalog): HotelPages {
  return {
    async hotelBySlug(citySlug, hotelSlug) {
      const slugs = await catalog.slugs();
      const cityId = slugs.cityBySlug.get(citySlug.toLowerCase());
      const hotelId = cityId === undefined ? undefined : slugs.hotelBySlug.get(`${cityId}|${hotelSlug.toLowerCase()}`);
      const hotel = hotelId === undefined ? undefined : await catalog.supplier.hotel(hotelId);
      return hotel ? { hotelId: hotel.id, nameFa: hotel.nameFa } : undefined;
    },
    async seed(pathname, search) {
      const reading = parseStayUrl(pathname, search, catalog.today());
      if (!reading.ok) return undefined;
      const request = stayRequest(reading.value);
      try {
        return reading.value.destination.hotel
          ? { hotel: await catalog.hotel(request) }
          : { results: firstPhotos((await catalog.search(request)).response) };
      } catch {
        // A stay the catalogue refuses (a 400): the browser asks and shows the catalogue's reasons.
        return undefined;
      }
    },
  };
}
