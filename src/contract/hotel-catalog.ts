/**
 * hotel-catalog service (issue 20). Paths are relative to the API base (/api/).
 * Money is integer rials; dates are ISO Gregorian YYYY-MM-DD, and requests may send Jalali dates
 * (a year under 2000, or isJalali). The app filters and sorts the results itself with
 * src/domain/hotels, so a search answers every hotel of the destination.
 */
import type { CalendarDay } from './flight-catalog';

/*
 * The contract imports nothing of ours, so the vocabularies of src/domain/hotels/hotel-words.ts are
 * written out here; server/services/hotel-catalog/results.ts fails to compile if they drift apart.
 */
export type HotelKind = 'hotel' | 'hotel-apartment' | 'boutique' | 'traditional-house';
export type HotelBoard = 'room-only' | 'breakfast' | 'half-board' | 'full-board';
export type HotelAmenity =
  | 'wifi' | 'parking' | 'pool' | 'spa' | 'sauna' | 'gym' | 'restaurant' | 'coffee-shop' | 'breakfast' | 'room-service'
  | 'airport-shuttle' | 'laundry' | 'elevator' | 'reception-24h' | 'meeting-room' | 'prayer-room' | 'kids-club' | 'beach'
  | 'accessible' | 'currency-exchange' | 'kitchen' | 'courtyard';

/** GET hotel-catalog/HotelCatalog/GetDestinations?q=: the destination picker. */
export interface HotelDestinationsRequest {
  /** Persian or English, any part of a city's or hotel's name, or a city code; empty: popular cities. */
  q?: string;
}

export interface HotelCityDestination {
  cityId: number;
  cityCode: string;
  nameFa: string;
  nameEn: string;
  countryCode: string;
  hotelCount: number;
  /** The city's Latin slug in the stay URL (/hotels/<slug>/), e.g. 'mashhad'. */
  slug: string;
}

export interface HotelNameDestination {
  hotelId: number;
  nameFa: string;
  nameEn: string;
  stars: number;
  cityId: number;
  cityNameFa: string;
  districtFa: string;
  /** The hotel's Latin slug, unique within its city (/hotels/<citySlug>/<slug>/). */
  slug: string;
  citySlug: string;
}

export interface HotelDestinationsResponse {
  cities: HotelCityDestination[];
  hotels: HotelNameDestination[];
}

/** One room of the party. A child's age is null while the form still waits for it (a 400 here). */
export interface StayRoom {
  adults: number;
  /** Omitted: no children. */
  childAges?: (number | null)[];
}

/**
 * POST hotel-catalog/HotelCatalog/Search. Exactly one destination: cityId, hotelId, or the stay
 * URL's slugs (citySlug, with hotelSlug for one hotel), which the server resolves to ids.
 */
export interface HotelSearchRequest {
  cityId?: number;
  hotelId?: number;
  /** A city by its slug, e.g. 'mashhad'. */
  citySlug?: string;
  /** With citySlug: one hotel of that city by its slug. */
  hotelSlug?: string;
  checkIn: string;
  checkOut: string;
  /** Both dates are Jalali (a year under 2000 is read as Jalali anyway). */
  isJalali?: boolean;
  /** 1–5 rooms; default one room of two adults. */
  rooms?: StayRoom[];
}

/** The stay as the server understood it: dates Gregorian, the destination resolved. */
export interface NormalizedStay {
  cityId: number;
  /** Set when one hotel was asked for. */
  hotelId: number | null;
  checkIn: string;
  checkOut: string;
  nights: number;
  rooms: { adults: number; childAges: number[] }[];
}

/**
 * One hotel of a search with its cheapest offer for the whole party and stay: the fields of the
 * domain's HotelResult (which the app's filters, sort and facet counts read) plus what the card shows.
 */
export interface HotelSearchResult {
  /** The hotel id as text. */
  id: string;
  /** 0 unrated, 1–5. */
  stars: number;
  kind: HotelKind;
  /** The board of the offer priced. */
  board: HotelBoard;
  amenities: HotelAmenity[];
  /** The district's Latin slug (for the URL); districtFa is its name. */
  district: string;
  /** Out of 10; null before anyone has scored the hotel. */
  guestScore: number | null;
  /** Every room of the offer can still be cancelled for free. */
  freeCancellation: boolean;
  /** Rooms left of the offer; 0 is sold out for these dates (then the price is the cheapest, unavailable). */
  roomsLeft: number;
  /** The whole stay, every room, integer rials. */
  totalPrice: number;
  /** Higher is more booked (its review count). */
  popularity: number;
  hotelId: number;
  nameFa: string;
  nameEn: string;
  districtFa: string;
  /** Image keys for the image service (`/images/hotels/<id>/<n>`). */
  photos: string[];
  reviewCount: number;
  nights: number;
  /** totalPrice over the nights, rounded to a rial. */
  pricePerNight: number;
  /** One room type per room of the party, in its order. */
  roomTypeIds: string[];
  /** The hotel's Latin slug within its city, for its page's URL. */
  slug: string;
}

/** The city a search was for, as its page names it. */
export interface HotelSearchCity {
  cityId: number;
  slug: string;
  nameFa: string;
  nameEn: string;
}

export interface HotelSearchResponse {
  stay: NormalizedStay;
  /** The city searched (the hotel's city when one hotel was asked for). */
  city: HotelSearchCity;
  hotels: HotelSearchResult[];
}

/** POST hotel-catalog/HotelCatalog/GetHotel: a search for one hotel, answered room by room. */
export interface HotelDetailRequest extends Omit<HotelSearchRequest, 'cityId' | 'hotelId'> {
  /** The hotel; or citySlug and hotelSlug instead. */
  hotelId?: number;
}

export interface HotelRoomType {
  id: string;
  nameFa: string;
  bedsFa: string;
  sizeM2: number;
  capacity: { adults: number; children: number };
}

export type HotelCancellation =
  | { refundable: true; freeUntilDaysBefore: number; penaltyPercent: number }
  | { refundable: false };

export interface HotelFacts {
  hotelId: number;
  nameFa: string;
  nameEn: string;
  stars: number;
  kind: HotelKind;
  cityId: number;
  cityNameFa: string;
  districtFa: string;
  district: string;
  addressFa: string;
  latitude: number;
  longitude: number;
  amenities: HotelAmenity[];
  /** Local wall-clock times, HH:MM. */
  checkInTime: string;
  checkOutTime: string;
  guestScore: number | null;
  reviewCount: number;
  photos: string[];
  roomTypes: HotelRoomType[];
  boards: HotelBoard[];
  cancellation: HotelCancellation;
  /** The hotel's own currency (ISO 4217) abroad; absent at home. */
  currency?: string;
  /** The hotel's Latin slug within its city, and its city's: its page is /hotels/<citySlug>/<slug>/. */
  slug: string;
  citySlug: string;
}

export interface StayNight {
  /** The night that starts on this date. */
  date: string;
  price: number;
  roomsLeft: number;
}

/** One room type in one board for the whole stay, for one room of the party. */
export interface HotelRoomOffer {
  /** Stable across requests: hotel, room type, board and stay. */
  key: string;
  roomTypeId: string;
  board: HotelBoard;
  nights: StayNight[];
  /** The sum of the nights. */
  price: number;
  pricePerNight: number;
  localPrice?: { currency: string; amount: number };
  roomsLeft: number;
  /** Free cancellation still possible for this stay, seen from today. */
  freeCancellation: boolean;
  /** The last day to cancel for free, or null. */
  freeCancellationUntil: string | null;
  /** The cancellation rule in Persian. */
  cancellationFa: string;
}

export interface HotelDetailResponse {
  stay: NormalizedStay;
  hotel: HotelFacts;
  /** Per room of the party, in its order: every room type that fits it × every board, cheapest first. */
  rooms: HotelRoomOffer[][];
  /** The cheapest available choice for the whole party, as the search shows it; null when sold out. */
  cheapest: HotelSearchResult | null;
}

/**
 * GET hotel-catalog/HotelCatalog/GetCalendarPrices?cityId=|hotelId=&month=YYYY-MM&nights=&adults=:
 * the cheapest per-night price of each check-in day of a month (Jalali when the year is under 2000).
 */
export interface HotelCalendarPricesRequest {
  cityId?: number;
  hotelId?: number;
  /** Instead of an id: a city by its slug (with hotelSlug, one of its hotels). */
  citySlug?: string;
  hotelSlug?: string;
  month: string;
  /** Default 1. */
  nights?: number;
  /** One room of this many adults; default 2. */
  adults?: number;
}

/** Days before today and past the last check-in day are left out; price is per night. */
export type HotelCalendarPricesResponse = CalendarDay[];
