import type { TourListing } from '../../../contract';
import type { TourCardData } from '../../../design-system';
import type { TourListItem } from '../../../domain/tours';

/** A photo from the image service at a size. */
export const tourPhotoUrl = (key: string, width: number, height: number) => `/images/${key}.jpg?rmode=crop&width=${width}&height=${height}`;

/** A list item as its card shows it. */
export function toTourCard(item: TourListItem<TourListing>): TourCardData {
  return {
    id: item.tour.id,
    titleFa: item.tour.titleFa,
    destinationFa: item.tour.destinationFa,
    originFa: item.tour.originFa,
    photoUrl: tourPhotoUrl(item.tour.photo, 480, 320),
    minNights: item.minNights,
    maxNights: item.maxNights,
    departures: item.departures.map((d) => d.departureDate),
    airlinesFa: [...new Set(item.departures.map((d) => d.airlineNameFa))],
    fromPrice: item.fromPrice,
    placesLeft: item.placesLeft,
    needsVisa: item.tour.visaDestination !== null,
  };
}
