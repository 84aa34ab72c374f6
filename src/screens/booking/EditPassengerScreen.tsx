import { Container } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import type { OrderDetails, Proposal } from '../../contract';
import { useStores } from '../../stores';
import { LoadView, useLoad } from '../account/parts/load';
import { AddPassengerScreen, tripKeyOf, usePassengerDraft } from './AddPassengerScreen';
import { PassengerStep } from './parts/PassengerStep';
import { draftOfOrder, flightDateOf } from './parts/passenger-slots';

function EditOrderPassengers({ order }: { order: OrderDetails }) {
  const root = useStores();
  // The segment's requestId names the list a proposal came from (the returning list for the way back).
  const trip: Proposal[] = order.segments.map((s) => ({ ...s.proposal, RequestId: s.requestId, ProposalId: s.proposalId }));
  const [draft, setDraft] = usePassengerDraft(tripKeyOf(trip), () => draftOfOrder(order));
  const saved = useLoad(() => root.api.passengers.currentUserPassengers(), 'saved');
  return (
    <PassengerStep trip={trip} flightDate={flightDateOf(trip) ?? order.createdAt.slice(0, 10)} draft={draft} onDraftChange={setDraft}
      international={order.product === 'InternationalFlight'} saved={saved.status === 'ready' ? saved.data : null} />
  );
}

/**
 * /edit-passenger/: back to the passengers form with what was entered. With ?orderId= (from /confirm/)
 * the order's own trip and passengers fill it, so a reload loses nothing; submitting makes a new order.
 */
export function EditPassengerScreen() {
  const root = useStores();
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const order = useLoad(() => root.api.orders.currentUserOrderDetails(orderId), orderId, Boolean(orderId));
  if (!orderId) return <AddPassengerScreen />;
  return (
    <Container size="lg">
      <LoadView state={order.state} reload={order.reload} notFound="این سفارش در سفارش‌های شما پیدا نشد.">
        {(details) => <EditOrderPassengers order={details} />}
      </LoadView>
    </Container>
  );
}
