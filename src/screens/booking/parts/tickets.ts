import type { IssuedTicket, OrderDetails } from '../../../contract';
import type { TicketData } from '../../../design-system';
import { CABIN_LABELS, type Cabin } from '../../../domain';
import { airlineLogoUrl } from './TripSummary';

/**
 * One TicketCard per issued passenger and flight: the order's items with a ticket number, joined to
 * their passenger and segment (or the tickets VerifyIssueFlightTicket answered).
 */
export function ticketsOf(order: OrderDetails, issued: readonly IssuedTicket[] = []): TicketData[] {
  const tickets: TicketData[] = [];
  for (const item of order.items) {
    const fromIssue = issued.find((t) => t.passengerId === item.passengerId && t.segmentId === item.segmentId);
    const ticketNumber = item.ticketNumber ?? fromIssue?.ticketNumber;
    const segment = order.segments.find((s) => s.id === item.segmentId);
    const passenger = order.passengers.find((p) => p.id === item.passengerId);
    if (!ticketNumber || !segment || !passenger) continue;
    const nameFa = [passenger.firstNameFa, passenger.lastNameFa].filter(Boolean).join(' ');
    // A multi-destination ticket is one ticket number over several flights: a card per flight.
    for (const group of segment.proposal.FlightGroups) {
      const first = group.FlightLegs[0];
      const last = group.FlightLegs[group.FlightLegs.length - 1];
      const kg = item.passengerType === 3 ? group.Baggage.InfantKg : item.passengerType === 2 ? group.Baggage.ChildKg : group.Baggage.AdultKg;
      tickets.push({
        passengerName: fromIssue?.passengerName ?? `${passenger.lastNameEn}/${passenger.firstNameEn}`.toUpperCase(),
        ...(nameFa ? { passengerNameFa: nameFa } : {}),
        pnr: segment.pnr ?? fromIssue?.pnr ?? '',
        ticketNumber,
        airline: { code: group.MarketingAirlineCode, name: group.MarketingAirlineName, logoUrl: airlineLogoUrl(group.MarketingAirlineLogo) },
        flightNumber: group.FlightNumber,
        departure: { time: group.DepartureTime, airport: group.Origin, cityFa: group.OriginFa, ...(first ? { airportFa: first.OriginAirportFa } : {}) },
        arrival: { time: group.ArrivalTime, airport: group.Destination, cityFa: group.DestinationFa, ...(last ? { airportFa: last.DestinationAirportFa } : {}) },
        cabinLabel: CABIN_LABELS[group.CabinType as Cabin],
        baggageKg: kg,
        fareClass: group.FareClass,
      });
    }
  }
  return tickets;
}
