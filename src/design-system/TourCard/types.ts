/** A tour in the list, as its card shows it (the screen maps a TourPackage and its passing departures). */
export interface TourCardData {
  id: string;
  titleFa: string;
  destinationFa: string;
  originFa: string;
  /** The photo at card size (image service URL). */
  photoUrl: string;
  /** The photo at several widths («… 240w, … 720w»): a phone's full-width card and a desktop's 15rem column each load their own. */
  photoSrcSet?: string;
  /** Fewest and most nights among the departures shown. */
  minNights: number;
  maxNights: number;
  /** The next departures' ISO dates, soonest first (the card shows a few). */
  departures: readonly string[];
  /** Persian names of the airlines flying them. */
  airlinesFa: readonly string[];
  /** Per person, an adult in a double room, in rials. */
  fromPrice: number;
  /** Most places left on one departure; 0 is full. */
  placesLeft: number;
  /** Needs a visa (a hint on the card). */
  needsVisa?: boolean;
}
