import type {
  CalendarDay, HotelCalendarPricesRequest, HotelDestinationsResponse, HotelDetailRequest, HotelDetailResponse, HotelSearchCity, HotelSearchRequest,
  HotelSearchResponse, HotelSearchResult,
} from '../../../src/contract';
import type { ServerContext } from '../../context';
import { Precompressed } from '../../http/compression';
import { badField } from '../../http/envelope';
import { KeptReads } from '../../inventory/kept-reads';
import { Lru } from '../../inventory/lru';
import type { HotelSupplier, StayQuery } from '../../inventory/hotels/supplier';
import { addDays, tehranToday } from '../../time/calendar';
import { hotelsBookedHere, roomsChangedHere } from '../hotel-reservation/rooms';
import { calendarPrices, readCalendarQuery } from './calendar';
import { buildDestinationIndex, findDestinations, type DestinationIndex } from './destinations';
import { hotelDetail } from './detail';
import { hotelResult } from './results';
import { buildSlugIndex, resolveSlugs, type SlugIndex } from './slugs';
import { resolveStay, stayKey, type ResolvedStay } from './stay';

export interface HotelSearchAnswer {
  response: HotelSearchResponse;
  /** The envelope, serialized and compressed once and reused while the day lasts (rates move with the day). */
  body: Precompressed;
  /** The answer with the rows of hotels booked here chosen again, for the booked set it was made from. */
  withSales?: { booked: Set<number>; answer: Promise<HotelSearchAnswer> };
}

/** How long the hotels booked here for some nights are taken as read (other processes' bookings show this late at most). */
const BOOKED_FOR_MS = 1000;

/** Hotel searches, pages and calendars over one supplier, with the day's answers cached. */
export class HotelCatalog {
  private readonly searches = new Lru<string, HotelSearchAnswer>(500);
  /** Search requests as read (resolveStay), by the request as sent and the day. */
  private readonly readSearches = new Lru<string, ResolvedStay & { key: string }>(1000);
  private readonly calendars = new Lru<string, CalendarDay[]>(200);
  private readonly booked = new KeptReads<Set<number>>(BOOKED_FOR_MS, roomsChangedHere);
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
    // A search asked again (most are: a city's page, its refreshes) is read once a day.
    const requestKey = `${today}|${JSON.stringify(request)}`;
    let read = this.readSearches.get(requestKey);
    if (!read) {
      const { stay, query } = await resolveStay(this.ctx.ref, this.supplier, resolveSlugs(slugs, request), today);
      read = { stay, query, key: stayKey(stay, today) };
      this.readSearches.set(requestKey, read);
    }
    const { stay, query, key } = read;
    let answer = this.searches.get(key);
    if (!answer) {
      const hotels: HotelSearchResult[] = [];
      for (const hotelStay of await this.supplier.hotels(query)) {
        const result = hotelResult(hotelStay, stay.checkIn, stay.nights, today);
        if (result) hotels.push({ ...result, slug: slugs.hotelSlug.get(result.hotelId)! });
      }
      answer = this.answer({ stay, city: this.searchCity(stay.cityId, slugs), hotels });
      this.searches.set(key, answer);
    }
    return this.withOurSales(answer, query, today);
  }

  /**
   * Hotels booked here on some night of the range, read at most once a second per range (a search
   * answers hundreds of times a second) and anew as soon as this process has changed rooms.
   */
  private bookedHotels(firstNight: string, lastNight: string): Promise<Set<number>> {
    return this.booked.get(`${firstNight}|${lastNight}`, () => hotelsBookedHere(this.ctx.db, firstNight, lastNight));
  }

  private answer(response: HotelSearchResponse): HotelSearchAnswer {
    response.hotels.sort((a, b) => Number(a.roomsLeft <= 0) - Number(b.roomsLeft <= 0) || a.totalPrice - b.totalPrice || a.hotelId - b.hotelId);
    return { response, body: new Precompressed(Buffer.from(JSON.stringify({ data: response, meta: {} }))) };
  }

  /**
   * The day's cached answer, with the rows of hotels booked here for these nights chosen again as
   * the rooms stand now (the supplier counts our holds and sales): a room type sold out here since
   * the answer was cached shows sold out. Which hotels were booked is read at most once a second
   * (KeptReads), and their rows chosen again once per such read, as flights' seats.
   */
  private async withOurSales(answer: HotelSearchAnswer, query: StayQuery, today: string): Promise<HotelSearchAnswer> {
    const { stay } = answer.response;
    const hotelIds = await this.bookedHotels(stay.checkIn, addDays(stay.checkIn, stay.nights - 1));
    if (!answer.response.hotels.some((h) => hotelIds.has(h.hotelId))) return answer;
    // Chosen again once per read of the booked hotels (at most a second old), not per search.
    if (answer.withSales?.booked !== hotelIds) {
      const again = this.rechoose(answer, hotelIds, query, today);
      answer.withSales = { booked: hotelIds, answer: again };
      again.catch(() => {
        if (answer.withSales?.answer === again) answer.withSales = undefined;
      });
    }
    return answer.withSales.answer;
  }

  private async rechoose(answer: HotelSearchAnswer, hotelIds: Set<number>, query: StayQuery, today: string): Promise<HotelSearchAnswer> {
    const { stay } = answer.response;
    const hotels = await Promise.all(answer.response.hotels.map(async (row) => {
      if (!hotelIds.has(row.hotelId)) return row;
      const [hotelStay] = await this.supplier.hotels({ ...query, destination: { hotelId: row.hotelId } });
      const result = hotelStay && hotelResult(hotelStay, stay.checkIn, stay.nights, today);
      return result ? { ...result, slug: row.slug } : row;
    }));
    return this.answer({ ...answer.response, hotels });
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
