import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { OrderSummary, PaymentGatewayInfo } from '../contract';
import type { ProposalLike } from '../domain';
import type { RootStore } from './RootStore';

/** SPEC §3 "Order/booking": the chosen proposals, their details and the order being built. */
export class OrderStore<P extends ProposalLike = ProposalLike, D = unknown, O = unknown> {
  useWallet = false;
  /** The gateways the server offers (Pay/Gateways), once asked; the default first. */
  gateways: PaymentGatewayInfo[] | null = null;
  /** The traveller's choice; null: the server's default (the first). */
  chosenGatewayId: number | null = null;
  private gatewaysLoad: Promise<void> | null = null;
  proposal: P | null = null;
  flightDetail: D | null = null;
  proposalReturning: P | null = null;
  flightDetailReturning: D | null = null;
  order: O | null = null;
  /** The id of the order whose cancel is on its way, if any. */
  cancelling: string | null = null;

  constructor(readonly root: RootStore) {
    // Proposals and details are replaced whole, never edited: references, not deep observables.
    makeAutoObservable<this, 'gatewaysLoad'>(this, {
      root: false,
      gatewaysLoad: false,
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

  /** The gatewayId Pay/Create is sent with: the chosen one, else the server's first. */
  get gatewayId(): number | undefined {
    return this.chosenGatewayId ?? this.gateways?.[0]?.id;
  }

  chooseGateway(id: number) {
    this.chosenGatewayId = id;
  }

  /** Asks the server once which gateways it offers; a failure leaves the default to the server. */
  loadGateways(): Promise<void> {
    // A fake or older API without Pay/Gateways fails here too, not at the caller.
    this.gatewaysLoad ??= Promise.resolve().then(() => this.root.api.payment.gateways()).then(
      (list) => runInAction(() => {
        this.gateways = list;
      }),
      () => {
        this.gatewaysLoad = null;
      },
    );
    return this.gatewaysLoad;
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

  /**
   * «لغو رزرو»: cancels an unpaid order on the server (its seats go back there) and, when it is
   * the order being built, keeps the cancelled status here too. Rejects with the server's error.
   */
  async cancelOrder(orderId: string): Promise<OrderSummary> {
    this.cancelling = orderId;
    try {
      const summary = await this.root.api.orders.cancelOrder(orderId);
      runInAction(() => {
        const current = this.order as { id?: string } | null;
        if (current?.id === orderId) this.order = { ...current, ...summary } as O;
      });
      return summary;
    } finally {
      runInAction(() => {
        this.cancelling = null;
      });
    }
  }

  /** SPEC §4: clearing add-passenger state empties the proposals and flight details. */
  clearAddPassenger() {
    this.proposal = null;
    this.flightDetail = null;
    this.proposalReturning = null;
    this.flightDetailReturning = null;
  }
}
