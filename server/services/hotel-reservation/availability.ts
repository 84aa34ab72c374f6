import type { Db } from '../../db';
import type { Hotel, HotelStay, HotelSupplier, RoomOffer, StayQuery } from '../../inventory/hotels/supplier';
import { addDays } from '../../time/calendar';
import { roomsLeftHere } from './rooms';

/**
 * A hotel supplier whose rooms left count our own bookings: a night booked here answers its
 * capacity less our holds and sales (hotel_room_nights), any other night the supplier's figure.
 * The catalog and Book both read through it, so a room held here shows as gone everywhere.
 */
export class RoomsLeftSupplier implements HotelSupplier {
  constructor(private readonly db: Db, readonly inner: HotelSupplier) {}

  hotel(id: number): Promise<Hotel | undefined> {
    return this.inner.hotel(id);
  }

  allHotels(): Promise<readonly Hotel[]> {
    return this.inner.allHotels();
  }

  async hotels(query: StayQuery): Promise<HotelStay[]> {
    const stays = await this.inner.hotels(query);
    if (stays.length === 0) return stays;
    const left = await roomsLeftHere(this.db, stays.map((s) => s.hotel.id), query.checkIn, addDays(query.checkIn, query.nights - 1));
    if (left.size === 0) return stays;
    // The inner answers may be cached: build new offers, never change them.
    const adjust = (hotelId: number, o: RoomOffer): RoomOffer => {
      const nights = o.nights.map((n) => {
        const here = left.get(`${hotelId}|${o.roomTypeId}|${n.date}`);
        return here === undefined ? n : { ...n, roomsLeft: here };
      });
      return { ...o, nights, roomsLeft: Math.min(...nights.map((n) => n.roomsLeft)) };
    };
    return stays.map((s) => ({ ...s, rooms: s.rooms.map((offers) => offers.map((o) => adjust(s.hotel.id, o))) }));
  }
}
