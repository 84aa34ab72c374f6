import type { FlightGroup, NormalizedSearch, PassengerPrice, Proposal } from '../../../src/contract';
import type { FlightSupplier, Offer } from '../../inventory/supplier';
import type { Reference } from '../../reference';
import type { ResolvedSegment } from './search';

export interface Party {
  adults: number;
  children: number;
  infants: number;
}

function group(ref: Reference, offer: Offer): FlightGroup {
  const place = (iata: string) => {
    const airport = ref.airportByIata.get(iata);
    return { city: (airport && ref.cityById.get(airport.cityId)?.nameFa) ?? iata, airport: airport?.nameFa ?? iata };
  };
  const first = offer.flights[0]!;
  const last = offer.flights[offer.flights.length - 1]!;
  const airline = ref.airlineByCode.get(offer.marketingAirlineCode);
  return {
    Origin: first.origin,
    OriginFa: place(first.origin).city,
    Destination: last.destination,
    DestinationFa: place(last.destination).city,
    DepartureTime: first.departureTime,
    ArrivalTime: last.arrivalTime,
    Duration: Math.round((last.arrivalUtcMs - first.departureUtcMs) / 60_000),
    Stops: offer.flights.length - 1,
    MarketingAirlineCode: offer.marketingAirlineCode,
    MarketingAirlineName: airline?.nameFa ?? offer.marketingAirlineCode,
    MarketingAirlineLogo: airline?.logo ?? '',
    FlightNumber: first.flightNumber,
    Aircraft: first.aircraft,
    CabinType: offer.cabin,
    FareClass: offer.fareClass,
    Baggage: { AdultKg: offer.baggage.adultKg, ChildKg: offer.baggage.childKg, InfantKg: offer.baggage.infantKg },
    Refundable: offer.refundable,
    FlightLegs: offer.flights.map((f) => ({
      Origin: f.origin,
      OriginFa: place(f.origin).city,
      OriginAirportFa: place(f.origin).airport,
      Destination: f.destination,
      DestinationFa: place(f.destination).city,
      DestinationAirportFa: place(f.destination).airport,
      DepartureTime: f.departureTime,
      ArrivalTime: f.arrivalTime,
      Duration: f.durationMinutes,
      FlightNumber: f.flightNumber,
      MarketingAirlineCode: f.airlineCode,
      OperatingAirlineCode: f.airlineCode,
      Aircraft: f.aircraft,
    })),
  };
}

function prices(offers: Offer[], party: Party): PassengerPrice[] {
  const rows: [1 | 2 | 3, number, 'adult' | 'child' | 'infant'][] = [[1, party.adults, 'adult'], [2, party.children, 'child'], [3, party.infants, 'infant']];
  return rows.filter(([, count]) => count > 0).map(([type, count, kind]) => {
    const baseFare = offers.reduce((sum, o) => sum + o[kind].baseFare, 0);
    const tax = offers.reduce((sum, o) => sum + o[kind].tax, 0);
    return { PassengerType: type, Count: count, BaseFare: baseFare, Tax: tax, UnitPrice: baseFare + tax, TotalPrice: (baseFare + tax) * count };
  });
}

/** One proposal from one offer per segment (one for one-way lists, several for multi-destination). */
export function toProposal(ref: Reference, offers: Offer[], party: Party, requestId: string, isReturning: boolean): Proposal {
  const groups = offers.map((o) => group(ref, o));
  const priceRows = prices(offers, party);
  return {
    ProposalId: offers.map((o) => o.key).join('_'),
    RequestId: requestId,
    isReturning,
    FlightGroups: groups,
    TotalPrice: priceRows.reduce((sum, p) => sum + p.TotalPrice, 0),
    Prices: priceRows,
    Seat: Math.min(...offers.map((o) => o.seatsLeft)),
    Sort: Math.min(...offers.map((o) => o.sort)),
    IsCharter: offers.some((o) => o.isCharter),
    TotalDurationMinutes: groups.reduce((sum, g) => sum + g.Duration, 0),
    Currency: 'IRR',
  };
}

/** Every offer of one segment, over all airport pairs of its places. */
export async function segmentOffers(supplier: FlightSupplier, segment: ResolvedSegment, search: NormalizedSearch, today: string): Promise<Offer[]> {
  const seatsNeeded = search.adults + search.children;
  const lists = await Promise.all(segment.origins.flatMap((o) => segment.destinations.map((d) =>
    supplier.offers({ origin: o.iataCode, destination: d.iataCode, date: segment.date, cabin: search.cabinType, seatsNeeded, today }))));
  return lists.flat();
}

const cheapestFirst = (a: Proposal, b: Proposal) => a.TotalPrice - b.TotalPrice || a.FlightGroups[0]!.DepartureTime.localeCompare(b.FlightGroups[0]!.DepartureTime);

/** Proposals for one list (a one-way trip or one direction of a round trip), cheapest first. */
export function listProposals(ref: Reference, offers: Offer[], party: Party, requestId: string, isReturning: boolean): Proposal[] {
  return offers.map((o) => toProposal(ref, [o], party, requestId, isReturning)).sort(cheapestFirst);
}

const MIN_STOPOVER_MS = 2 * 3_600_000;

/**
 * Multi-destination: up to 20 trips, the i-th built from the i-th cheapest first segment and, for
 * each later segment, the next cheapest offer that leaves at least two hours after the last arrival.
 */
export function combineProposals(ref: Reference, perSegment: Offer[][], party: Party, requestId: string): Proposal[] {
  const ranked = perSegment.map((offers) => [...offers].sort((a, b) => Number(b.seatsLeft > 0) - Number(a.seatsLeft > 0) || a.adult.baseFare - b.adult.baseFare));
  const trips: Proposal[] = [];
  const firsts = ranked[0] ?? [];
  for (let i = 0; i < firsts.length && trips.length < 20; i++) {
    const chain: Offer[] = [firsts[i]!];
    for (const options of ranked.slice(1)) {
      const ready = chain[chain.length - 1]!.flights.at(-1)!.arrivalUtcMs + MIN_STOPOVER_MS;
      const rotated = [...options.slice(i % Math.max(1, options.length)), ...options.slice(0, i % Math.max(1, options.length))];
      const next = rotated.find((o) => o.flights[0]!.departureUtcMs >= ready);
      if (!next) break;
      chain.push(next);
    }
    if (chain.length === ranked.length) trips.push(toProposal(ref, chain, party, requestId, false));
  }
  return trips.sort(cheapestFirst);
}
