import { describe, expect, it } from 'vitest';
import { ticketsOf } from '../../../../src/screens/booking/parts/tickets';
import { details, proposal } from '../account/fixtures';

describe('ticketsOf', () => {
  it('makes one card per issued passenger and flight', () => {
    const tickets = ticketsOf(details());
    expect(tickets).toHaveLength(1);
    expect(tickets[0]).toMatchObject({ ticketNumber: '0962134567890', pnr: 'K7Q2XM', flightNumber: 'IR451', baggageKg: 20 });
    expect(tickets[0]!.departure).toMatchObject({ airport: 'THR', airportFa: 'مهرآباد' });
  });

  it('shows each flight of a multi-destination ticket under the same ticket number', () => {
    const [out] = proposal().FlightGroups;
    const onward = { ...out!, Origin: 'MHD', OriginFa: 'مشهد', Destination: 'KIH', DestinationFa: 'کیش', FlightNumber: 'W51177', DepartureTime: '2026-11-27T10:15:00+03:30' };
    const order = details();
    order.segments[0]!.proposal = proposal({ ProposalId: 'a_b', FlightGroups: [out!, onward] });
    const tickets = ticketsOf(order);
    expect(tickets.map((t) => [t.ticketNumber, t.flightNumber, t.departure.airport, t.arrival.airport])).toEqual([
      ['0962134567890', 'IR451', 'THR', 'MHD'],
      ['0962134567890', 'W51177', 'MHD', 'KIH'],
    ]);
  });

  it('skips an item not yet issued', () => {
    const order = details();
    order.items[0] = { ...order.items[0]!, ticketNumber: null };
    expect(ticketsOf(order)).toEqual([]);
  });
});
