/** What a hotel card shows: the screen maps a search result to it. */
export interface HotelCardData {
  id: string;
  nameFa: string;
  /** Latin name, shown small under the Persian one. */
  nameEn?: string;
  /** 0 (unrated) to 5. */
  stars: number;
  /** «هتل بوتیک». */
  kindLabel?: string;
  districtFa: string;
  /** 0–10, null when no guest has scored it. */
  guestScore: number | null;
  reviewCount: number;
  /** The first photo, sized for a card (about 480×320). */
  photoUrl: string;
  /** The photo at several widths («… 240w, … 720w»): a phone's full-width card and a desktop's 15rem column each load their own. */
  photoSrcSet?: string;
  /** The cheapest offer's board: «با صبحانه». */
  boardLabel: string;
  nights: number;
  /** Integer rials for the whole stay, every room. */
  totalPrice: number;
  /** Integer rials, one night of the cheapest offer. */
  pricePerNight: number;
  freeCancellation: boolean;
  /** Rooms left at this price; 0 is sold out. */
  roomsLeft: number;
}
