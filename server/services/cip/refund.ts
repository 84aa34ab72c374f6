import type { CipAirport, CipServiceKind } from '../../../src/contract/cip';
import { perTravellerRefunds } from '../refund/units';
import { cipParts, freeUntilMs } from './details';
import { returnSoldPlaces } from './places';
import { KIND_FA } from './rules';

/** CIP: one unit per traveller; free until freeUntilHoursBefore the service, nothing online from the service time on. */
export const cipRefunds = perTravellerRefunds('cip_order_passengers', async (db, order) => {
  const { cip, passengers } = await cipParts(db, order.id);
  const policy = cip.cancellation as CipAirport['cancellation'];
  const airport = cip.airport as { nameFa: string };
  return {
    travellers: passengers,
    startsAt: cip.serviceAt.getTime(),
    freeUntil: freeUntilMs(cip),
    penaltyPercent: policy.penaltyPercent,
    startedFa: 'زمان خدمت گذشته است و مبلغی بازگردانده نمی‌شود.',
    proposalId: `cip~${cip.airportCode}~${cip.kind}`,
    route: `CIP فرودگاه ${airport.nameFa}، ${KIND_FA[cip.kind as CipServiceKind]}`,
    // The service's time, as the voucher and the cancellation rule give it (not the flight's).
    departureTime: cip.meetAt,
  };
}, returnSoldPlaces);
