import type { GetFlightDetailsResponse } from '../../../src/contract';
import type { Booking } from '../orders/booking';
import { fareRulesOf } from './fare-rules';
import type { ChosenTrip } from './proposals';

/** The chosen proposal(s) with live seats and fare rules (Proposals/GetFlightDetails and the reseller landing). */
export async function flightDetailsOf(b: Booking, { search, chosen }: ChosenTrip): Promise<GetFlightDetailsResponse> {
  const today = b.catalog.today();
  return {
    adults: search.adults,
    children: search.children,
    infants: search.infants,
    isDomestic: search.productType === 'DomesticFlight',
    items: await Promise.all(chosen.map(async ({ proposal }) => ({ proposal, seatsLeft: await b.seats.proposalSeats(proposal, search, today), fareRules: fareRulesOf(proposal) }))),
    totalPrice: chosen.reduce((sum, c) => sum + c.proposal.TotalPrice, 0),
  };
}
