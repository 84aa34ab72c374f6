import type { TourPackage } from '../../../src/contract/tours';
import { perTravellerRefunds } from '../refund/units';
import { freeUntilMs, tourParts } from './details';
import { returnSoldPlaces } from './places';

/** Tours: one unit per traveller; free until freeUntilDaysBefore the departure day, nothing online from the departure on. */
export const tourRefunds = perTravellerRefunds('tour_order_passengers', async (db, order) => {
  const { tour, passengers } = await tourParts(db, order.id);
  const policy = tour.cancellation as TourPackage['cancellation'];
  return {
    travellers: passengers,
    startsAt: tour.departsAt.getTime(),
    freeUntil: freeUntilMs(tour),
    penaltyPercent: policy.penaltyPercent,
    startedFa: 'تور حرکت کرده است و مبلغی بازگردانده نمی‌شود.',
    proposalId: `tour~${tour.departureId}`,
    route: order.title,
    departureTime: (tour.departure as { departureDate: string }).departureDate,
  };
}, returnSoldPlaces);
