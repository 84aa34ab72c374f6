import type { NormalizedSearch } from './flight-catalog';

/*
 * Fare watch (api/fare-watch/…): a signed-in traveller watches a flight search; a background job
 * re-prices it and tells them when the price falls or the cheapest seats are going.
 */

/** How a watch may reach its traveller; push goes to every browser they subscribed. */
export interface FareWatchChannels {
  push: boolean;
  sms: boolean;
  email: boolean;
}

/** A watched search as the profile lists it. */
export interface FareWatch {
  id: string;
  /** The search as it was watched (its first departure date is the watched day). */
  search: NormalizedSearch;
  /** The first segment's origin and destination in Persian (city names). */
  originFa: string;
  destinationFa: string;
  /** The search's requestId: opens its results. */
  requestId: string;
  /** Any day of this Jalali month (`1405-01`) instead of the searched day; round trips keep their length. */
  flexibleMonth: string | null;
  channels: FareWatchChannels;
  /** The cheapest price for the whole party when the watch began, rials (null: nothing was for sale). */
  priceThen: number | null;
  /** The cheapest price at the last check (null: nothing for sale). */
  priceNow: number | null;
  /** The day the cheapest price is on (differs from the search's day for a flexible watch). */
  cheapestDate: string | null;
  /** Seats left at the cheapest fare at the last check. */
  seatsLeft: number | null;
  /** ISO instants. */
  createdAt: string;
  checkedAt: string | null;
  lastAlertAt: string | null;
  /** The last departure day it watches; the watch ends after it. */
  endsOn: string;
}

/** GET api/fare-watch/Watches: the traveller's watches, newest first. */
export type FareWatchListResponse = FareWatch[];

/** POST api/fare-watch/Watches: watch the search of a results page (idempotent per search and month). */
export interface CreateFareWatchRequest {
  requestId: string;
  /** Watch any day of the departure's Jalali month. */
  flexible?: boolean;
  /** Default: push only. */
  channels?: Partial<FareWatchChannels>;
}

/** PUT api/fare-watch/Watches/{id}/Channels */
export type UpdateFareWatchChannelsRequest = Partial<FareWatchChannels>;

/** DELETE api/fare-watch/Watches/{id}: stops it and its alerts. */

/** The most watches one account may keep. */
export const MAX_FARE_WATCHES = 20;

/** GET api/fare-watch/Push/PublicKey: the VAPID public key (base64url) for PushManager.subscribe. */
export interface PushPublicKeyResponse {
  publicKey: string;
}

/** POST api/fare-watch/Push/Subscriptions: PushSubscription.toJSON() of this browser. */
export interface PushSubscriptionRequest {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}
/** DELETE api/fare-watch/Push/Subscriptions: this browser no longer wants pushes. */
export interface PushUnsubscribeRequest {
  endpoint: string;
}

/** What a push carries; the service worker turns it into a notification. */
export interface FareAlertPush {
  title: string;
  body: string;
  /** The results page of the search, opened when the notification is tapped. */
  url: string;
  /** One notification per watch: a newer alert replaces the older. */
  tag: string;
}

/** POST api/fare-watch/FlexibleDates: round-trip prices around a search's dates. */
export interface FlexibleDatesRequest {
  requestId: string;
}
export interface FlexibleDatesCell {
  departureDate: string;
  returnDate: string;
  /** Cheapest round trip for the search's party, rials; null when either day has nothing for sale. */
  price: number | null;
  cheapest: boolean;
}
export interface FlexibleDatesResponse {
  /** Seven days each, ±3 around the search's (days before today are left out). */
  departureDates: string[];
  returnDates: string[];
  /** One per departure × return with return on or after departure. */
  cells: FlexibleDatesCell[];
  searched: { departureDate: string; returnDate: string };
}

export type PriceVerdict = 'low' | 'typical' | 'high';

/** POST api/fare-watch/PriceInsight: is today's cheapest price low, typical or high? */
export interface PriceInsightRequest {
  requestId: string;
}
export interface PriceInsightResponse {
  /** null when nothing is for sale. */
  verdict: PriceVerdict | null;
  /** Today's cheapest one-adult price of the outbound leg, rials. */
  price: number | null;
  /** The typical range (middle half of what it is measured against), rials. */
  typicalLow: number | null;
  typicalHigh: number | null;
  /** Days from today to departure. */
  daysAhead: number;
  /** history: recorded prices of this route at a similar lead time; fares: too little history, the inventory's fares of nearby days. */
  basis: 'history' | 'fares';
  /** How many prices the range was taken from. */
  samples: number;
}
