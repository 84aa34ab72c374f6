import { reaction } from 'mobx';
import { useEffect, useEffectEvent } from 'react';
import type { ProposalRef } from '../../contract';
import { useStores } from '../../stores';

/** Seats left of these proposals, pushed while the component is mounted (read them from root.live.seatsOf). */
export function useLiveSeats(refs: readonly ProposalRef[]): void {
  const { live } = useStores();
  // The refs by value: a new array of the same proposals is the same watch.
  const key = JSON.stringify(refs.map((r) => [r.requestId, r.proposalId]));
  useEffect(() => {
    const watched = (JSON.parse(key) as [string, string][]).map(([requestId, proposalId]) => ({ requestId, proposalId }));
    return watched.length > 0 ? live.watch(watched) : undefined;
  }, [live, key]);
}

/**
 * Follows an order while the page shows it: `onChange` runs when the server pushes a new status
 * for it, and after a reconnect (what changed while the socket was away is not pushed again).
 */
export function useLiveOrder(orderId: string, onChange: () => void): void {
  const { live } = useStores();
  const changed = useEffectEvent(onChange);
  useEffect(() => {
    if (!orderId) return undefined;
    const release = live.use();
    const stopStatus = reaction(() => live.orderStatus(orderId)?.at, () => changed());
    const stopResync = reaction(() => live.resyncs, () => changed());
    return () => {
      stopStatus();
      stopResync();
      release();
    };
  }, [live, orderId]);
}
