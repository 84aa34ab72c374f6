import type {
  CalendarDay, HotelCalendarPricesRequest, HotelDestinationsResponse, HotelDetailRequest, HotelDetailResponse, HotelSearchCity, HotelSearchRequest,
  HotelSearchResponse, HotelSearchResult,
} from '../../../src/contract';
import type { ServerContext } from '../../context';
import { Precompressed } from '../../http/compression';
import { badField } from '../../http/envelope';
import { Lru } from '../../inventory/lru';
import type { HotelSupplier } from '../../inventory/hotels/supplier';
import { tehranToday } from '../../time/calendar';
import { calendarPrices, readCalendarQuery } from './calendar';
import { buildDestinationIndex, findDestinations, type DestinationIndex } from './destinations';
import { hotelDetail } from './detail';
import { hotelResult } from './results';
import { buildSlugIndex, resolveSlugs, type SlugIndex } from './slugs';
import { resolveStay, stayKey } from './stay';

export interface HotelSearchAnswer {
  response: HotelSearchResponse;
  /** The envelope, serialized and compressed once and reused while the day lasts (rates move with the day). */
  body: Precompressed;
}

/** Hotel searches, pages and calendars over one supplier, with the day's answers cached. */
export class HotelCatalog {
  private readonly searches = new Lru<string, HotelSearchAnswer>(500);
  private readonly calendars = new Lru<string, CalendarDay[]>(200);
  private index?: Promise<DestinationIndex>;
  private slugIndex?: Promise<SlugIndex>;

  constructor(private readonly ctx: ServerContext, readonly supplier: HotelSupplier) {}

  today(): string {
    return tehranToday(this.ctx.now());
  }

  /** The cities' and hotels' URL slugs, built once from the catalogue. */
  slugs(): Promise<SlugIndex> {
    return (this.slugIndex ??= this.supplier.allHotels().then((hotels) => buildSlugIndex(this.ctx.ref, hotels)));
  }

  async destinations(q: string | undefined): Promise<HotelDestinationsResponse> {
    this.index ??= Promise.all([this.supplier.allHotels(), this.slugs()]).then(([hotels, slugs]) => buildDestinationIndex(this.ctx.ref, hotels, slugs));
    return findDestinations(await this.index, q);
  }

  /** A city by its id as the search names it. */
  private searchCity(cityId: number, slugs: SlugIndex): HotelSearchCity {
    const city = this.ctx.ref.cityById.get(cityId);
    return { cityId, slug: slugs.citySlug.get(cityId) ?? '', nameFa: city?.nameFa ?? '', nameEn: city?.nameEn ?? '' };
  }

  /** POST Search: every hotel of the destination with its cheapest offer, cheapest first. */
  async search(request: HotelSearchRequest): Promise<HotelSearchAnswer> {
    const today = this.today();
    const slugs = await this.slugs();
    const body = resolveSlugs(slugs, request);
    const { stay, query } = await resolveStay(this.ctx.ref, this.supplier, body, today);
    const key = stayKey(stay, today);
    let answer = this.searches.get(key);
    if (!answer) {
      const hotels: HotelSearchResult[] = [];
      for (const hotelStay of await this.supplier.hotels(query)) {
        const result = hotelResult(hotelStay, stay.checkIn, stay.nights, today);
        if (result) hotels.push({ ...result, slug: slugs.hotelSlug.get(result.hotelId)! });
      }
      hotels.sort((a, b) => Number(a.roomsLeft <= 0) - Number(b.roomsLeft <= 0) || a.totalPrice - b.totalPrice || a.hotelId - b.hotelId);
      const response: HotelSearchResponse = { stay, city: this.searchCity(stay.cityId, slugs), hotels };
      answer = { response, body: new Precompressed(Buffer.from(JSON.stringify({ data: response, meta: {} }))) };
      this.searches.set(key, answer);
    }
    return answer;
  }

  /** POST GetHotel: one hotel's facts and every offer for each room of the party. */
  async hotel(request: HotelDetailRequest): Promise<HotelDetailResponse> {
    const today = this.today();
    const slugs = await this.slugs();
    const body = resolveSlugs(slugs, request);
    if (body.hotelId === undefined) throw badField('hotelId', 'هتل را انتخاب کنید.');
    const { stay, query } = await resolveStay(this.ctx.ref, this.supplier, body, today);
    const [hotelStay] = await this.supplier.hotels(query);
    if (!hotelStay) throw badField('hotelId', 'این هتل پیدا نشد.');
    return hotelDetail(this.ctx.ref, hotelStay, stay, today, slugs);
  }

  /** GET GetCalendarPrices, cached per day: a month is dozens of stays. */
  async calendar(q: HotelCalendarPricesRequest): Promise<CalendarDay[]> {
    const today = this.today();
    const input = await readCalendarQuery(this.ctx.ref, this.supplier, resolveSlugs(await this.slugs(), q));
    const key = `${today}|${JSON.stringify(input)}`;
    let days = this.calendars.get(key);
    if (!days) {
      days = await calendarPrices(this.supplier, input, today);
      this.calendars.set(key, days);
    }
    return days;
  }
}
