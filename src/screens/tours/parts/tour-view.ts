import type { TourListing } from '../../../contract';
import type { TourCardData } from '../../../design-system';
import type { TourListItem } from '../../../domain/tours';
import { CARD_PHOTO_WIDTHS, photoSrcSet, photoUrl } from '../../shared/photos';

/** A list item as its card shows it. */
export function toTourCard(item: TourListItem<TourListing>): TourCardData {
  return {
    id: item.tour.id,
    titleFa: item.tour.titleFa,
    destinationFa: item.tour.destinationFa,
    originFa: item.tour.originFa,
    photoUrl: photoUrl(item.tour.photo, 480, 320),
    photoSrcSet: photoSrcSet(item.tour.photo, CARD_PHOTO_WIDTHS, 2 / 3),
    minNights: item.minNights,
    maxNights: item.maxNights,
    departures: item.departures.map((d) => d.departureDate),
    airlinesFa: [...new Set(item.departures.map((d) => d.airlineNameFa))],
    fromPrice: item.fromPrice,
    placesLeft: item.placesLeft,
    needsVisa: item.tour.visaDestination !== null,
  };
}
