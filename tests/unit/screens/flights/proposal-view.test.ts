import { describe, expect, it } from 'vitest';
import { penaltyRows } from '../../../../src/design-system';
import { passengersLabel, toFlightCard, toFlightDetails } from '../../../../src/screens/flights/proposal-view';
import { FLIGHT_DETAIL, ROUND_TRIP } from '../../stores/FlightSearch.fixtures';

const proposal = ROUND_TRIP.proposals[0]!;

describe('proposal → FlightCard view', () => {
  it('takes the airline, endpoints, stops and the adult unit price from the API proposal', () => {
    const card = toFlightCard(proposal, { adults: 1, children: 0, infants: 0 });
    const group = proposal.FlightGroups[0]!;
    expect(card.airline).toEqual({ code: group.MarketingAirlineCode, name: group.MarketingAirlineName, logoUrl: `/images/${group.MarketingAirlineLogo}?rmode=max&width=72&height=72` });
    expect(card.departure).toMatchObject({ time: group.DepartureTime, airport: 'THR', cityFa: 'تهران' });
    expect(card.arrival).toMatchObject({ airport: 'MHD', cityFa: 'مشهد' });
    expect(card.pricePerAdult).toBe(proposal.Prices[0]!.UnitPrice);
    expect(card.seatsLeft).toBe(proposal.Seat);
    expect(card.cabinLabel).toBe('اکونومی');
    expect(card.passengersLabel).toBeUndefined();
    expect(card.returning).toBeUndefined();
    expect(card.onward).toBeUndefined();
  });

  it('shows every later flight of a multi-destination trip as an onward row, in order', () => {
    const [out] = proposal.FlightGroups;
    const back = { ...out!, Origin: 'MHD', OriginFa: 'مشهد', Destination: 'KIH', DestinationFa: 'کیش' };
    const last = { ...out!, Origin: 'KIH', OriginFa: 'کیش', Destination: 'THR', DestinationFa: 'تهران' };
    const card = toFlightCard({ ...proposal, FlightGroups: [out!, back, last] }, { adults: 1, children: 0, infants: 0 });
    expect(card.arrival.airport).toBe('MHD');
    expect(card.onward?.map((leg) => `${leg.departure.airport}-${leg.arrival.airport}`)).toEqual(['MHD-KIH', 'KIH-THR']);
    expect(card.returning).toBeUndefined();
  });

  it('names the party in Persian when it is more than one adult', () => {
    expect(passengersLabel({ adults: 2, children: 1, infants: 1 })).toBe('۲ بزرگسال، ۱ کودک، ۱ نوزاد');
    expect(passengersLabel({ adults: 1, children: 0, infants: 0 })).toBeUndefined();
  });
});

describe('flight detail → FlightDetails view', () => {
  it('keeps the fare rules and marks a charter ticket non-refundable', () => {
    const view = toFlightDetails(FLIGHT_DETAIL);
    expect(view.fareRules).toEqual(FLIGHT_DETAIL.fareRules);
    expect(view.refundable).toBe(false);
    expect(view.legs).toHaveLength(FLIGHT_DETAIL.proposal.FlightGroups[0]!.FlightLegs.length);
    expect(view.baggage).toEqual({ adult: 20, child: 20, infant: 10 });
  });

  it('turns refund windows into the penalty table, the open-ended window first', () => {
    const refundable = {
      ...FLIGHT_DETAIL,
      proposal: { ...FLIGHT_DETAIL.proposal, FlightGroups: FLIGHT_DETAIL.proposal.FlightGroups.map((g) => ({ ...g, Refundable: true })) },
      refundRules: [
        { title: 'از ۳ ساعت پیش از پرواز تا پس از آن', hoursBefore: 3, penaltyPercent: 80 },
        { title: 'تا ۷۲ ساعت پیش از پرواز', hoursBefore: null, penaltyPercent: 10 },
      ],
    };
    const view = toFlightDetails(refundable);
    expect(view.refundable).toBe(true);
    expect(penaltyRows(view.refundPenalties!).map((r) => [r.condition, r.penalty])).toEqual([
      ['تا ۷۲ ساعت پیش از پرواز', '۱۰٪ جریمه'],
      ['از ۳ ساعت پیش از پرواز تا پس از آن', '۸۰٪ جریمه'],
    ]);
  });
});
