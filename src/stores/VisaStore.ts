import { makeAutoObservable, observableRef, observableShallow } from 'mobx';
import type { RootStore } from './RootStore';

/** SPEC §3 "Visa": the visa request being built, its passengers and the order it became. */
export class VisaStore<R = Record<string, unknown>, V = Record<string, unknown>> {
  requestVisa: R | null = null;
  requestVisaPassenger: V | null = null;
  visaPassengers: V[] = [];
  visaOrderId: string | null = null;

  constructor(readonly root: RootStore) {
    makeAutoObservable(this, {
      root: false,
      requestVisa: observableRef,
      requestVisaPassenger: observableRef,
      visaPassengers: observableShallow,
    }, { autoBind: true });
  }

  setRequestVisa(request: R | null) {
    this.requestVisa = request;
  }

  setRequestVisaPassenger(passenger: V | null) {
    this.requestVisaPassenger = passenger;
  }

  addVisaPassenger(passenger: V) {
    this.visaPassengers.push(passenger);
  }

  removeVisaPassenger(index: number) {
    this.visaPassengers.splice(index, 1);
  }

  setVisaOrderId(orderId: string | null) {
    this.visaOrderId = orderId;
  }

  clear() {
    this.requestVisa = null;
    this.requestVisaPassenger = null;
    this.visaPassengers = [];
    this.visaOrderId = null;
  }
}
