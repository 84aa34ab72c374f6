/** The API's hotel answers as the design system's cards read them. */
import type { HotelFacts, HotelRoomOffer, HotelSearchResult } from '../../contract';
import type { HotelCardData, HotelGalleryPhoto, RoomCardData } from '../../design-system';
import { BOARD_LABELS, HOTEL_KIND_LABELS, type CancellationPolicy } from '../../domain/hotels';

/** A photo key (`hotels/1042/3`) as an image URL of the size asked for. */
export const hotelPhotoUrl = (key: string, width: number, height: number) =>
  `/images/${key}.jpg?rmode=crop&width=${width}&height=${height}`;

export function toHotelCard(h: HotelSearchResult): HotelCardData {
  return {
    id: h.id,
    nameFa: h.nameFa,
    nameEn: h.nameEn,
    stars: h.stars,
    kindLabel: HOTEL_KIND_LABELS[h.kind],
    districtFa: h.districtFa,
    guestScore: h.guestScore,
    reviewCount: h.reviewCount,
    photoUrl: h.photos[0] ? hotelPhotoUrl(h.photos[0], 480, 320) : '',
    boardLabel: BOARD_LABELS[h.board],
    nights: h.nights,
    totalPrice: h.totalPrice,
    pricePerNight: h.pricePerNight,
    freeCancellation: h.freeCancellation,
    roomsLeft: h.roomsLeft,
  };
}

export function toGalleryPhotos(hotel: HotelFacts): HotelGalleryPhoto[] {
  return hotel.photos.map((key) => ({ src: hotelPhotoUrl(key, 960, 640), thumbnailSrc: hotelPhotoUrl(key, 480, 320) }));
}

export function toRoomCard(offer: HotelRoomOffer, hotel: HotelFacts): RoomCardData {
  const type = hotel.roomTypes.find((r) => r.id === offer.roomTypeId);
  return {
    key: offer.key,
    nameFa: type?.nameFa ?? 'اتاق',
    bedsFa: type?.bedsFa ?? '',
    sizeM2: type?.sizeM2 ?? 0,
    capacity: type?.capacity ?? { adults: 2, children: 0 },
    boardLabel: BOARD_LABELS[offer.board],
    cancellation: hotel.cancellation as CancellationPolicy,
    nights: offer.nights.map((n) => ({ date: n.date, price: n.price })),
    totalPrice: offer.price,
    pricePerNight: offer.pricePerNight,
    roomsLeft: offer.roomsLeft,
    ...(offer.localPrice ? { localPrice: offer.localPrice } : {}),
  };
}
