import type { CipOrderDetails } from '../../../contract';
import { PASSENGER_KIND_LABELS } from '../../../domain';
import { OrderTravellers } from '../../booking/parts/OrderTravellers';

/** The travellers as the CIP desk will look them up. */
export function TravellerList({ order }: { order: Pick<CipOrderDetails, 'passengers'> }) {
  return <OrderTravellers travellers={order.passengers} kindOf={(p) => PASSENGER_KIND_LABELS[p.passengerType]} />;
}
