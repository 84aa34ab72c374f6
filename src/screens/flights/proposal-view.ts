/** API proposals and details mapped to the design system's view models (FlightCard, FlightDetails). */
import type { FlightDetailResponse, FlightGroup, FlightLeg, Proposal } from '../../contract';
import type { FlightCardData, FlightDetailsData, FlightLegSummary, RefundPenalty } from '../../design-system';
import { CABIN_LABELS, PASSENGER_KIND_LABELS, toPersianDigits, type Cabin } from '../../domain';

/** An airline logo path of the API, through the images service at the card's size. */
export function airlineLogoUrl(path: string | undefined): string | undefined {
  return path ? `/images/${path}?rmode=max&width=72&height=72` : undefined;
}

function groupSummary(g: FlightGroup): FlightLegSummary {
  const first = g.FlightLegs[0];
  const last = g.FlightLegs[g.FlightLegs.length - 1];
  return {
    airline: { code: g.MarketingAirlineCode, name: g.MarketingAirlineName, logoUrl: airlineLogoUrl(g.MarketingAirlineLogo) },
    departure: { time: g.DepartureTime, airport: g.Origin, airportFa: first?.OriginAirportFa ?? g.OriginFa, cityFa: g.OriginFa },
    arrival: { time: g.ArrivalTime, airport: g.Destination, airportFa: last?.DestinationAirportFa ?? g.DestinationFa, cityFa: g.DestinationFa },
    durationMinutes: g.Duration,
    stops: g.Stops,
    flightNumber: g.FlightNumber,
  };
}

export interface PassengerCounts {
  adults: number;
  children: number;
  infants: number;
}

/** "۲ بزرگسال، ۱ کودک"; nothing for one adult alone (the total is then the adult price). */
export function passengersLabel({ adults, children, infants }: PassengerCounts): string | undefined {
  if (adults <= 1 && children === 0 && infants === 0) return undefined;
  const parts: string[] = [];
  if (adults > 0) parts.push(`${toPersianDigits(adults)} ${PASSENGER_KIND_LABELS[1]}`);
  if (children > 0) parts.push(`${toPersianDigits(children)} ${PASSENGER_KIND_LABELS[2]}`);
  if (infants > 0) parts.push(`${toPersianDigits(infants)} ${PASSENGER_KIND_LABELS[3]}`);
  return parts.join('، ');
}

/** A proposal as a card: its first group on the main row, a multi-destination trip's later groups below. */
export function toFlightCard(p: Proposal, passengers: PassengerCounts): FlightCardData {
  const [first, ...later] = p.FlightGroups;
  const adult = p.Prices.find((price) => price.PassengerType === 1);
  const main = first ? groupSummary(first) : null;
  return {
    ...(main ?? {
      airline: { code: '', name: '' },
      departure: { time: '', airport: '', airportFa: '', cityFa: '' },
      arrival: { time: '', airport: '', airportFa: '', cityFa: '' },
      durationMinutes: p.TotalDurationMinutes,
      stops: 0,
    }),
    isCharter: p.IsCharter,
    seatsLeft: p.Seat,
    pricePerAdult: adult?.UnitPrice ?? p.TotalPrice,
    totalPrice: p.TotalPrice,
    passengersLabel: passengersLabel(passengers),
    cabinLabel: first ? CABIN_LABELS[first.CabinType as Cabin] : undefined,
    ...(later.length > 0 ? { onward: later.map(groupSummary) } : {}),
  };
}

function legDetails(g: FlightGroup, leg: FlightLeg) {
  return {
    airline: { code: leg.MarketingAirlineCode, name: g.MarketingAirlineName, logoUrl: airlineLogoUrl(g.MarketingAirlineLogo) },
    flightNumber: leg.FlightNumber,
    aircraft: leg.Aircraft,
    departure: { time: leg.DepartureTime, airport: leg.Origin, airportFa: leg.OriginAirportFa, cityFa: leg.OriginFa },
    arrival: { time: leg.ArrivalTime, airport: leg.Destination, airportFa: leg.DestinationAirportFa, cityFa: leg.DestinationFa },
    durationMinutes: leg.Duration,
    cabinLabel: CABIN_LABELS[g.CabinType as Cabin],
    fareClass: g.FareClass,
  };
}

/** "Any time before" has no hour bound: it goes first in the table, above every bounded row. */
const ANY_TIME_HOURS = 100_000;

/** The detail call's proposal, refund windows and fare rules as the details panel shows them. */
export function toFlightDetails({ proposal, refundRules, fareRules }: FlightDetailResponse): FlightDetailsData {
  const first = proposal.FlightGroups[0];
  const penalties: RefundPenalty[] = refundRules.map((rule) => ({
    hoursBefore: rule.hoursBefore ?? ANY_TIME_HOURS,
    percent: rule.penaltyPercent,
    label: rule.title,
  }));
  const refundable = proposal.FlightGroups.every((g) => g.Refundable);
  return {
    legs: proposal.FlightGroups.flatMap((g) => g.FlightLegs.map((leg) => legDetails(g, leg))),
    isCharter: proposal.IsCharter,
    ...(first ? { baggage: { adult: first.Baggage.AdultKg, child: first.Baggage.ChildKg, infant: first.Baggage.InfantKg } } : {}),
    refundable,
    ...(refundable ? { refundPenalties: penalties } : {}),
    fareRules,
  };
}
