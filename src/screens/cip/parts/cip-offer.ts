import type { OrderDetails } from '../../../contract';
import { buildCipPageUrl, normalizeFlightNumber } from '../../../domain/cip';

/**
 * «رزرو CIP برای این پرواز»: the CIP page prefilled with a flight order's first flight — its origin
 * airport, day and time on that airport's clock (the departure's own offset), airline, flight number
 * and the order's travellers by kind, as a departure service. Null when the order has no flight.
 */
export function cipOfferHref(order: Pick<OrderDetails, 'id' | 'segments' | 'passengers'>): string | null {
  const group = order.segments.find((s) => !s.isReturning)?.proposal.FlightGroups[0] ?? order.segments[0]?.proposal.FlightGroups[0];
  const leg = group?.FlightLegs[0];
  if (!group || !leg) return null;
  const local = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(leg.DepartureTime);
  const airline = leg.MarketingAirlineCode.toUpperCase();
  const flight = normalizeFlightNumber(leg.FlightNumber, airline);
  const count = (type: number) => order.passengers.filter((p) => p.passengerType === type).length;
  const adults = count(1);
  return buildCipPageUrl({
    airport: leg.Origin.toUpperCase(),
    kind: 'Departure',
    ...(local ? { date: local[1]!, time: local[2]! } : {}),
    ...(/^[A-Z0-9]{2}$/.test(airline) ? { airline } : {}),
    ...(flight ? { flight } : {}),
    ...(adults > 0 ? { party: { adults, children: count(2), infants: count(3) } } : {}),
    otherAirport: leg.Destination.toUpperCase(),
    flightOrderId: order.id,
  });
}
