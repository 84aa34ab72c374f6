/**
 * What a hotel supplier answers. The reference generator implements it; a real bed bank or
 * hotel channel manager would implement the same interface and nothing else would change.
 */
import type { Amenity, Board, CancellationPolicy, HotelKind } from '../../../src/domain/hotels';

export type { Amenity, Board, CancellationPolicy, HotelKind };

export interface RoomType {
  /** Stable within its hotel (and across processes). */
  id: string;
  nameFa: string;
  /** Most guests the room sleeps: adults, plus children in the remaining or extra beds. */
  capacity: { adults: number; children: number };
  bedsFa: string;
  sizeM2: number;
}

export interface Hotel {
  /** Stable across processes: the city id times 1000 plus the hotel's number in its city. */
  id: number;
  nameFa: string;
  nameEn: string;
  stars: 1 | 2 | 3 | 4 | 5;
  kind: HotelKind;
  cityId: number;
  districtFa: string;
  addressFa: string;
  latitude: number;
  longitude: number;
  amenities: Amenity[];
  /** Local wall-clock times, HH:MM. */
  checkInTime: string;
  checkOutTime: string;
  /** 0–10 with one decimal. */
  guestScore: number;
  reviewCount: number;
  /** Image keys (`hotels/<id>/<n>`), for the image service. */
  photos: string[];
  rooms: RoomType[];
  boards: Board[];
  cancellation: CancellationPolicy;
  /** ISO 4217 code of a foreign hotel's own currency; absent for Iranian hotels. */
  currency?: string;
}

/** The people sharing one room. Children under two sleep in a cot and take no bed. */
export interface RoomParty {
  adults: number;
  childAges: number[];
}

export interface StayQuery {
  /** A whole city, or one hotel (its page). */
  destination: { cityId: number } | { hotelId: number };
  /** The first night, ISO YYYY-MM-DD (local date at the hotel). */
  checkIn: string;
  nights: number;
  /** One entry per room the party books. */
  rooms: RoomParty[];
  /** Today in Tehran: rates and availability depend on lead time. */
  today: string;
}

export interface NightRate {
  /** The night that starts on this date. */
  date: string;
  /** Integer rials for the room and board this night. */
  price: number;
  /** Rooms of this type still free this night (boards share them); 0 means sold out. */
  roomsLeft: number;
}

/** One room type and board a room of the party can book for the whole stay. */
export interface RoomOffer {
  /** Stable across requests and processes: hotel, room type, board and stay. */
  key: string;
  roomTypeId: string;
  board: Board;
  nights: NightRate[];
  /** The stay's price in integer rials: the sum of its nights. */
  price: number;
  /** The same price in a foreign hotel's own currency, whole units. */
  localPrice?: { currency: string; amount: number };
  /** Rooms free on every night of the stay: the fewest over its nights. */
  roomsLeft: number;
  cancellation: CancellationPolicy;
}

export interface HotelStay {
  hotel: Hotel;
  /**
   * Per room of the query, in its order: the room types that fit that room's party, each in every
   * board the hotel sells. Several rooms asking for one room type share its `roomsLeft`.
   */
  rooms: RoomOffer[][];
}

export interface HotelSupplier {
  /** Every hotel of the destination with its offers for the stay (an unknown one gives none). */
  hotels(query: StayQuery): Promise<HotelStay[]>;
  /** One hotel's full facts, or undefined for an unknown id. */
  hotel(id: number): Promise<Hotel | undefined>;
  /** Every hotel's facts without prices: the destination picker searches their names. */
  allHotels(): Promise<readonly Hotel[]>;
}
