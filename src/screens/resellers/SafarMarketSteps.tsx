import { useEffect } from 'react';
import type { OrderSummary, SafarMarketStepName } from '../../contract';
import { ClientIdentifier } from '../../domain';
import { useStores } from '../../stores';
import { reportSafarMarketSteps, safarMarketRequestOf, tripKeyOf, type TripProposal } from './safarmarket-trip';

/** The passenger step of a trip that came from the market tells it so (PassengerInfo). */
export function useSafarMarketTripStep(trip: readonly TripProposal[]): void {
  const { api } = useStores();
  const key = tripKeyOf(trip);
  useEffect(() => {
    const id = safarMarketRequestOf(trip);
    if (id) void reportSafarMarketSteps(api, ['PassengerInfo'], { safarMarketRequestId: id });
    // The trip by its key: a new array of the same flights is the same step.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, key]);
}

export interface SafarMarketOrderStepsProps {
  /** Only an order placed from the market (client identifier 5) reports. */
  order: Pick<OrderSummary, 'id' | 'clientIdentifier'>;
  /** The steps this page shows, in order (the server keeps each once). */
  steps: readonly SafarMarketStepName[];
}

/** An order's page tells the market the steps it shows: Confirm; Payment, then Issue. Renders nothing. */
export function SafarMarketOrderSteps({ order, steps }: SafarMarketOrderStepsProps) {
  const { api } = useStores();
  const fromMarket = order.clientIdentifier === ClientIdentifier.SAFARMARKET;
  const key = steps.join(',');
  useEffect(() => {
    if (fromMarket && key) void reportSafarMarketSteps(api, key.split(',') as SafarMarketStepName[], { orderId: order.id });
  }, [api, fromMarket, key, order.id]);
  return null;
}
