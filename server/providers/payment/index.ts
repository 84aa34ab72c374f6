import type { Db } from '../../db';
import type { GatewayKey, PaymentGateway } from './gateway';
import { MellatGateway } from './mellat';
import { SandboxGateway } from './sandbox';
import { SepGateway } from './sep';
import { ZarinpalGateway } from './zarinpal';

export type GatewaySettings =
  | { key: 'sandbox' }
  | { key: 'zarinpal'; merchantId: string; baseUrl?: string | undefined }
  | { key: 'sep'; terminalId: string; baseUrl?: string | undefined }
  | { key: 'mellat'; terminalId: string; userName: string; password: string; baseUrl?: string | undefined };

/** The gateways this deployment offers, in the order of PAYMENT_GATEWAYS; the first is the default. */
export class Gateways {
  constructor(readonly list: readonly PaymentGateway[]) {
    if (list.length === 0) throw new Error('PAYMENT_GATEWAYS names no gateway');
  }

  byId(id: number): PaymentGateway | undefined {
    return this.list.find((g) => g.id === id);
  }

  get default(): PaymentGateway {
    return this.list[0]!;
  }
}

/** Builds each configured gateway; the sandbox reads its books from the database. */
export function gatewaysFrom(settings: readonly GatewaySettings[], db: Db, sandboxToken: (paymentId: string) => Promise<string>): Gateways {
  const build = (s: GatewaySettings): PaymentGateway => {
    switch (s.key) {
      case 'sandbox': return new SandboxGateway(db, sandboxToken);
      case 'zarinpal': return new ZarinpalGateway({ merchantId: s.merchantId, ...(s.baseUrl ? { baseUrl: s.baseUrl } : {}) });
      case 'sep': return new SepGateway({ terminalId: s.terminalId, ...(s.baseUrl ? { baseUrl: s.baseUrl } : {}) });
      case 'mellat': return new MellatGateway({ terminalId: s.terminalId, userName: s.userName, password: s.password, ...(s.baseUrl ? { baseUrl: s.baseUrl } : {}) });
    }
  };
  return new Gateways(settings.map(build));
}

export type { GatewayKey, PaymentGateway };
