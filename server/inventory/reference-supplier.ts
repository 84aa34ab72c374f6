import type { Reference } from '../reference';
import { addDays } from '../time/calendar';
import { CONNECTING_HUBS, PARTNERS } from './international-routes';
import { distanceKm } from './geo';
import { Lru } from './lru';
import { Network, type Route } from './network';
import { adultBase, baggageFor, cabinsOffered, CHARTER_BUCKET, demand, passengerFares, seatsByBucket, SYSTEM_BUCKETS, type FareBucket } from './fares';
import { hash } from './random';
import { flightsOn, type OperatedFlight } from './timetable';
import type { Cabin, FlightSupplier, Offer, OfferQuery, SegmentFlight } from './supplier';

const MIN_CONNECTION_MS = 90 * 60_000;
const MAX_CONNECTION_MS = 12 * 3_600_000;
/** A connection is offered only when it adds at most this much distance to the direct line. */
const MAX_DETOUR = 1.6;

/** An itinerary before a party size picks its fare class. */
interface Itinerary {
  flights: SegmentFlight[];
  airline: string;
  isCharter: boolean;
  domestic: boolean;
  km: number;
  routeKey: string;
  departureMinutes: number;
}

const sameTicket = (a: string, b: string) => a === b || PARTNERS.some((p) => p.includes(a) && p.includes(b));

/**
 * The stand-in for airline systems: a deterministic timetable and fares generated from the seeded
 * airports and a route network. Everything is a function of (route, date, today), so results are
 * cached in memory and every process answers the same.
 */
export class ReferenceSupplier implements FlightSupplier {
  readonly network: Network;
  private readonly cache = new Lru<string, Offer[]>(5000);

  constructor(private readonly ref: Reference) {
    this.network = new Network(ref);
  }

  async offers(query: OfferQuery): Promise<Offer[]> {
    return this.offersNow(query);
  }

  /** The synchronous core, for callers that price many days at once (the calendar). */
  offersNow(query: OfferQuery): Offer[] {
    const key = `${query.origin}|${query.destination}|${query.date}|${query.cabin}|${query.seatsNeeded}|${query.today}`;
    let offers = this.cache.get(key);
    if (!offers) {
      offers = this.itineraries(query.origin, query.destination, query.date)
        .flatMap((it) => this.price(it, query))
        .sort((a, b) => a.flights[0]!.departureUtcMs - b.flights[0]!.departureUtcMs);
      this.cache.set(key, offers);
    }
    return offers;
  }

  private itineraries(origin: string, destination: string, date: string): Itinerary[] {
    const direct = this.network.direct(origin, destination);
    const result: Itinerary[] = direct ? flightsOn(direct, date).map((f) => this.single(direct, f)) : [];
    if (direct?.domestic) return result;
    const from = this.ref.airportByIata.get(origin);
    const to = this.ref.airportByIata.get(destination);
    if (!from || !to) return result;
    const km = distanceKm(from, to);
    for (const hub of CONNECTING_HUBS) {
      if (hub === origin || hub === destination) continue;
      const first = this.network.direct(origin, hub);
      const second = this.network.direct(hub, destination);
      if (!first || !second || first.km + second.km > km * MAX_DETOUR) continue;
      const onward = [...flightsOn(second, date), ...flightsOn(second, addDays(date, 1))];
      for (const a of flightsOn(first, date)) {
        const b = onward.find((o) => sameTicket(a.flight.airlineCode, o.flight.airlineCode)
          && o.flight.departureUtcMs - a.flight.arrivalUtcMs >= MIN_CONNECTION_MS
          && o.flight.departureUtcMs - a.flight.arrivalUtcMs <= MAX_CONNECTION_MS);
        if (!b) continue;
        result.push({
          flights: [a.flight, b.flight],
          airline: a.flight.airlineCode,
          isCharter: false,
          domestic: false,
          // A through fare is priced on the trip, a little above the direct line.
          km: km * 1.05,
          routeKey: `${origin}-${destination}`,
          departureMinutes: a.scheduled.departureMinutes,
        });
      }
    }
    return result;
  }

  private single(route: Route, f: OperatedFlight): Itinerary {
    return {
      flights: [f.flight],
      airline: f.flight.airlineCode,
      isCharter: f.scheduled.isCharter,
      domestic: route.domestic,
      km: route.km,
      routeKey: route.key,
      departureMinutes: f.scheduled.departureMinutes,
    };
  }

  /** The cheapest fare class with seats for the party, or a sold-out offer at the top class. */
  private price(it: Itinerary, query: OfferQuery): Offer[] {
    const route = this.network.direct(it.flights[0]!.origin, it.flights[0]!.destination);
    const cabins = it.flights.map((f) => cabinsOffered(f.airlineCode, it.isCharter, it.domestic, route?.daily ?? 0, it.km));
    if (!cabins.every((c) => c.includes(query.cabin))) return [];
    const cabin: Cabin = query.cabin;
    const buckets: FareBucket[] = it.isCharter ? [CHARTER_BUCKET] : SYSTEM_BUCKETS[cabin];
    const flightKey = it.flights.map((f) => f.flightNumber).join('+');
    const seats = seatsByBucket(flightKey, query.date, buckets, demand(it.routeKey, query.date, query.today));
    let index = buckets.findIndex((_, i) => seats[i]! >= query.seatsNeeded);
    const soldOut = index < 0;
    if (soldOut) index = buckets.length - 1;
    const bucket = buckets[index]!;
    const base = adultBase({
      key: flightKey, airline: it.airline, date: query.date, today: query.today,
      departureMinutes: it.departureMinutes, km: it.km, domestic: it.domestic, isCharter: it.isCharter,
    }, bucket);
    const promo = bucket.promo || (it.isCharter && base < adultBaseFloor(it, query));
    return [{
      key: `${query.date}~${flightKey}~${bucket.fareClass}`,
      flights: it.flights,
      marketingAirlineCode: it.airline,
      isCharter: it.isCharter,
      cabin,
      fareClass: bucket.fareClass,
      refundable: bucket.refundable,
      baggage: baggageFor(it.airline, cabin, it.domestic),
      seatsLeft: soldOut ? 0 : seats[index]!,
      ...passengerFares(base, it.km, it.domestic, it.isCharter),
      sort: (promo ? 0 : 100) + (hash(`sort:${flightKey}:${query.date}`) % 100),
    }];
  }
}

/** Charter fares under the route's plain K fare count as deals. */
function adultBaseFloor(it: Itinerary, query: OfferQuery): number {
  return adultBase({ key: 'floor', airline: it.airline, date: query.date, today: query.today, departureMinutes: 720, km: it.km, domestic: it.domestic, isCharter: false }, SYSTEM_BUCKETS[1][2]!);
}
