import { addDays } from '../../time/calendar';
import { Lru } from '../lru';
import { nightDay, nightPrice, roomNight, type NightDay } from './rates';
import { hotelCatalogue, type CatalogueEntry, type CatalogueSource, type HotelCatalogue } from './reference-hotels';
import type { Hotel, HotelStay, HotelSupplier, NightRate, RoomOffer, RoomParty, RoomType, StayQuery } from './supplier';

/** Children under two sleep in a cot: they need no bed. */
const COT_AGE = 2;

/** A party fits a room type when its adults have adult beds and every other sleeper some bed. */
export function partyFits(party: RoomParty, room: RoomType): boolean {
  const sleepers = party.adults + party.childAges.filter((age) => age >= COT_AGE).length;
  return party.adults >= 1 && party.adults <= room.capacity.adults && sleepers <= room.capacity.adults + room.capacity.children;
}

/**
 * The stand-in for a hotel bed bank: a deterministic catalogue generated from the seeded cities,
 * and rates that are a function of (hotel, room type, night, today). The catalogue is built on the
 * first question; answers are cached in memory, and every process answers the same.
 */
export class ReferenceHotelSupplier implements HotelSupplier {
  private built?: HotelCatalogue;
  // A city's stay holds thousands of nights: keep few.
  private readonly cache = new Lru<string, HotelStay[]>(200);

  constructor(private readonly source: CatalogueSource) {}

  get catalogue(): HotelCatalogue {
    return (this.built ??= hotelCatalogue(this.source));
  }

  async hotels(query: StayQuery): Promise<HotelStay[]> {
    return this.hotelsNow(query);
  }

  async hotel(id: number): Promise<Hotel | undefined> {
    return this.catalogue.byId.get(id)?.hotel;
  }

  async allHotels(): Promise<readonly Hotel[]> {
    return this.catalogue.entries.map((e) => e.hotel);
  }

  /** The synchronous core, for callers that price many stays at once. */
  hotelsNow(query: StayQuery): HotelStay[] {
    if (!Number.isInteger(query.nights) || query.nights < 1 || query.rooms.length === 0) return [];
    const key = JSON.stringify(query);
    let stays = this.cache.get(key);
    if (!stays) {
      const days = Array.from({ length: query.nights }, (_, i) => nightDay(addDays(query.checkIn, i), query.today));
      stays = this.entriesFor(query).map((entry) => ({
        hotel: entry.hotel,
        rooms: query.rooms.map((party) => this.offers(entry, party, days, query)),
      }));
      this.cache.set(key, stays);
    }
    return stays;
  }

  private entriesFor(query: StayQuery): readonly CatalogueEntry[] {
    const { destination } = query;
    if ('hotelId' in destination) {
      const entry = this.catalogue.byId.get(destination.hotelId);
      return entry ? [entry] : [];
    }
    return this.catalogue.byCity.get(destination.cityId) ?? [];
  }

  /** Every room type the party fits, in every board the hotel sells. */
  private offers({ hotel, pricing }: CatalogueEntry, party: RoomParty, days: NightDay[], query: StayQuery): RoomOffer[] {
    return hotel.rooms.filter((room) => partyFits(party, room)).flatMap((room) => {
      const roomNights = days.map((day) => roomNight(hotel.id, pricing, room.id, day));
      const roomsLeft = Math.min(...roomNights.map((n) => n.roomsLeft));
      return hotel.boards.map((board): RoomOffer => {
        const nights: NightRate[] = roomNights.map((n, i) => ({
          date: days[i]!.date, price: nightPrice(pricing, n, board, room.capacity.adults), roomsLeft: n.roomsLeft,
        }));
        const price = nights.reduce((sum, n) => sum + n.price, 0);
        return {
          key: `${hotel.id}~${room.id}~${board}~${query.checkIn}~${query.nights}`,
          roomTypeId: room.id,
          board,
          nights,
          price,
          ...(pricing.currency ? { localPrice: { currency: pricing.currency.code, amount: Math.round(price / pricing.currency.rialsPerUnit) } } : {}),
          roomsLeft,
          cancellation: hotel.cancellation,
        };
      });
    });
  }
}
