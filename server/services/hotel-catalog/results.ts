/**
 * A supplier's HotelStay as a result row: the cheapest way to put the whole party up for the stay.
 * Rooms of one party take the same board (a family eats the same meals), and rooms asking for
 * one room type share its stock, so the choice is made per board, room by room.
 */
import type { HotelAmenity as ContractAmenity, HotelBoard as ContractBoard, HotelKind as ContractKind, HotelSearchResult } from '../../../src/contract';
import type { Amenity, Board, HotelKind, HotelResult } from '../../../src/domain/hotels';
import type { CancellationPolicy, Hotel, HotelStay, RoomOffer } from '../../inventory/hotels/supplier';
import { hash } from '../../inventory/random';
import { addDays } from '../../time/calendar';

// The contract spells out the domain's vocabularies and HotelResult; these fail to compile when they drift.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
export const VOCABULARIES_AGREE: [Same<ContractKind, HotelKind>, Same<ContractBoard, Board>, Same<ContractAmenity, Amenity>] = [true, true, true];
type IsHotelResult<T extends HotelResult> = T;
export type SearchRowIsHotelResult = IsHotelResult<HotelSearchResult>;

/**
 * The supplier names districts in Persian only; the URL wants a Latin slug, so a district is
 * named by a hash of its name: stable, and the same for every hotel of the district.
 */
export function districtSlug(districtFa: string): string {
  return `d-${hash(districtFa).toString(36)}`;
}

/** The last day a stay can be cancelled for free, or null when it never can. */
export function freeCancellationUntil(policy: CancellationPolicy, checkIn: string): string | null {
  return policy.refundable ? addDays(checkIn, -policy.freeUntilDaysBefore) : null;
}

/** Free cancellation is still possible when its last day is not yet past. */
export const cancelsFree = (policy: CancellationPolicy, checkIn: string, today: string) => {
  const until = freeCancellationUntil(policy, checkIn);
  return until !== null && today <= until;
};

interface Choice {
  offers: RoomOffer[];
  total: number;
  roomsLeft: number;
}

/** The cheapest offer of this board for each room, counting the stock earlier rooms took; null when a room has none. */
function chooseBoard(rooms: RoomOffer[][], board: Board, availableOnly: boolean): Choice | null {
  const taken = new Map<string, number>();
  const offers: RoomOffer[] = [];
  let roomsLeft = Number.POSITIVE_INFINITY;
  for (const room of rooms) {
    let best: RoomOffer | undefined;
    for (const o of room) {
      if (o.board !== board) continue;
      if (availableOnly && o.roomsLeft - (taken.get(o.roomTypeId) ?? 0) <= 0) continue;
      if (!best || o.price < best.price) best = o;
    }
    if (!best) return null;
    const left = best.roomsLeft - (taken.get(best.roomTypeId) ?? 0);
    taken.set(best.roomTypeId, (taken.get(best.roomTypeId) ?? 0) + 1);
    roomsLeft = Math.min(roomsLeft, Math.max(0, left));
    offers.push(best);
  }
  return { offers, total: offers.reduce((sum, o) => sum + o.price, 0), roomsLeft: availableOnly ? roomsLeft : 0 };
}

/** The cheapest available choice; when nothing is free, the cheapest choice shown as sold out. */
export function cheapestChoice(stay: HotelStay): Choice | null {
  for (const availableOnly of [true, false]) {
    let best: Choice | null = null;
    for (const board of stay.hotel.boards) {
      const choice = chooseBoard(stay.rooms, board, availableOnly);
      if (choice && (!best || choice.total < best.total)) best = choice;
    }
    if (best) return best;
  }
  return null;
}

/** A hotel's row in the results; undefined when no room type fits some room of the party. */
export function hotelResult(stay: HotelStay, checkIn: string, nights: number, today: string): Omit<HotelSearchResult, 'slug'> | undefined {
  const choice = cheapestChoice(stay);
  if (!choice) return undefined;
  const h: Hotel = stay.hotel;
  return {
    id: String(h.id),
    hotelId: h.id,
    nameFa: h.nameFa,
    nameEn: h.nameEn,
    stars: h.stars,
    kind: h.kind,
    board: choice.offers[0]!.board,
    amenities: h.amenities,
    district: districtSlug(h.districtFa),
    districtFa: h.districtFa,
    guestScore: h.reviewCount > 0 ? h.guestScore : null,
    reviewCount: h.reviewCount,
    // The catalogue's own measure of how booked a hotel is: its reviews.
    popularity: h.reviewCount,
    photos: h.photos,
    freeCancellation: choice.offers.every((o) => cancelsFree(o.cancellation, checkIn, today)),
    roomsLeft: choice.roomsLeft,
    totalPrice: choice.total,
    nights,
    pricePerNight: Math.round(choice.total / nights),
    roomTypeIds: choice.offers.map((o) => o.roomTypeId),
  };
}
