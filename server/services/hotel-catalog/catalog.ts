import type {
  CalendarDay, HotelCalendarPricesRequest, HotelDestinationsResponse, HotelDetailRequest, HotelDetailResponse, HotelSearchRequest, HotelSearchResponse, HotelSearchResult,
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

  constructor(private readonly ctx: ServerContext, readonly supplier: HotelSupplier) {}

  today(): string {
    return tehranToday(this.ctx.now());
  }

  async destinations(q: string | undefined): Promise<HotelDestinationsResponse> {
    this.index ??= this.supplier.allHotels().then((hotels) => buildDestinationIndex(this.ctx.ref, hotels));
    return findDestinations(await this.index, q);
  }

  /** POST Search: every hotel of the destination with its cheapest offer, cheapest first. */
  async search(body: HotelSearchRequest): Promise<HotelSearchAnswer> {
    const today = this.today();
    const { stay, query } = await resolveStay(this.ctx.ref, this.supplier, body, today);
    const key = stayKey(stay, today);
    let answer = this.searches.get(key);
    if (!answer) {
      const hotels: HotelSearchResult[] = [];
      for (const hotelStay of await this.supplier.hotels(query)) {
        const result = hotelResult(hotelStay, stay.checkIn, stay.nights, today);
        if (result) hotels.push(result);
      }
      hotels.sort((a, b) => Number(a.roomsLeft <= 0) - Number(b.roomsLeft <= 0) || a.totalPrice - b.totalPrice || a.hotelId - b.hotelId);
      const response: HotelSearchResponse = { stay, hotels };
      answer = { response, body: new Precompressed(Buffer.from(JSON.stringify({ data: response, meta: {} }))) };
      this.searches.set(key, answer);
    }
    return answer;
  }

  /** POST GetHotel: one hotel's facts and every offer for each room of the party. */
  async hotel(body: HotelDetailRequest): Promise<HotelDetailResponse> {
    const today = this.today();
    const { stay, query } = await resolveStay(this.ctx.ref, this.supplier, body, today);
    const [hotelStay] = await this.supplier.hotels(query);
    if (!hotelStay) throw badField('hotelId', 'این هتل پیدا نشد.');
    return hotelDetail(this.ctx.ref, hotelStay, stay, today);
  }

  /** GET GetCalendarPrices, cached per day: a month is dozens of stays. */
  async calendar(q: HotelCalendarPricesRequest): Promise<CalendarDay[]> {
    const today = this.today();
    const input = await readCalendarQuery(this.ctx.ref, this.supplier, q);
    const key = `${today}|${JSON.stringify(input)}`;
    let days = this.calendars.get(key);
    if (!days) {
      days = await calendarPrices(this.supplier, input, today);
      this.calendars.set(key, days);
    }
    return days;
  }
}
