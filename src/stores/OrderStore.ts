import { makeAutoObservable, observableRef } from 'mobx';
import type { ProposalLike } from '../domain';
import type { RootStore } from './RootStore';

/** SPEC §3 "Order/booking": the chosen proposals, their details and the order being built. */
export class OrderStore<P extends ProposalLike = ProposalLike, D = unknown, O = unknown> {
  useWallet = false;
  proposal: P | null = null;
  flightDetail: D | null = null;
  proposalReturning: P | null = null;
  flightDetailReturning: D | null = null;
  order: O | null = null;

  constructor(readonly root: RootStore) {
    // Proposals and details are replaced whole, never edited: references, not deep observables.
    makeAutoObservable(this, {
      root: false,
      proposal: observableRef,
      flightDetail: observableRef,
      proposalReturning: observableRef,
      flightDetailReturning: observableRef,
      order: observableRef,
    }, { autoBind: true });
  }

  setUseWallet(useWallet: boolean) {
    this.useWallet = useWallet;
  }

  /** Chooses the outbound flight, or the returning one in the return-leg step. */
  chooseProposal(proposal: P, detail: D | null = null) {
    if (proposal.isReturning) {
      this.proposalReturning = proposal;
      this.flightDetailReturning = detail;
    } else {
      this.proposal = proposal;
      this.flightDetail = detail;
    }
  }

  setFlightDetail(detail: D | null, returning = false) {
    if (returning) this.flightDetailReturning = detail;
    else this.flightDetail = detail;
  }

  setOrder(order: O | null) {
    this.order = order;
  }

  /** SPEC §4: clearing add-passenger state empties the proposals and flight details. */
  clearAddPassenger() {
    this.proposal = null;
    this.flightDetail = null;
    this.proposalReturning = null;
    this.flightDetailReturning = null;
  }
}
