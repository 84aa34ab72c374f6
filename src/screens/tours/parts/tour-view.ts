import type { TourListing, TourOrderDetails } from '../../../contract';
import type { PriceLine, TourCardData } from '../../../design-system';
import { toPersianDigits } from '../../../domain';
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

/** «بزرگسال (اتاق دو تخته) × ۲»: a quote's lines for PriceBreakdown. */
export const tourLinesOf = (lines: readonly { key: string; labelFa: string; count: number; amount: number }[]): PriceLine[] =>
  lines.map((l) => ({ key: l.key, label: l.count > 1 ? `${l.labelFa} × ${toPersianDigits(l.count)}` : l.labelFa, amount: l.amount }));

export const tourTravellerName = (p: Pick<TourOrderDetails['passengers'][number], 'firstNameFa' | 'lastNameFa' | 'firstNameEn' | 'lastNameEn'>) =>
  [p.firstNameFa, p.lastNameFa].filter(Boolean).join(' ') || `${p.firstNameEn} ${p.lastNameEn}`;
