/** The API's hotel answers as the design system's cards read them. */
import type { HotelFacts, HotelRoomOffer, HotelSearchResult } from '../../contract';
import type { HotelCardData, HotelGalleryPhoto, RoomCardData } from '../../design-system';
import { BOARD_LABELS, HOTEL_KIND_LABELS, type CancellationPolicy } from '../../domain/hotels';
import { CARD_PHOTO_WIDTHS, photoSrcSet, photoUrl } from '../shared/photos';

/** The hotel page's main photo: a phone's width up to 3×, the page's column at 1× and 2×. */
const MAIN_PHOTO_WIDTHS = [480, 720, 960, 1440];

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
    photoUrl: h.photos[0] ? photoUrl(h.photos[0], 480, 320) : '',
    ...(h.photos[0] ? { photoSrcSet: photoSrcSet(h.photos[0], CARD_PHOTO_WIDTHS, 2 / 3) } : {}),
    boardLabel: BOARD_LABELS[h.board],
    nights: h.nights,
    totalPrice: h.totalPrice,
    pricePerNight: h.pricePerNight,
    freeCancellation: h.freeCancellation,
    roomsLeft: h.roomsLeft,
  };
}

export function toGalleryPhotos(hotel: HotelFacts): HotelGalleryPhoto[] {
  // Thumbnails show at 96×64: twice that for sharp screens, not the 480×320 card size.
  return hotel.photos.map((key) => ({ src: photoUrl(key, 960, 640), srcSet: photoSrcSet(key, MAIN_PHOTO_WIDTHS, 2 / 3), thumbnailSrc: photoUrl(key, 192, 128) }));
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
