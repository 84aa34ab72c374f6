import type { Db } from '../../db';
import type { GatewayKey, PaymentGateway } from './gateway';
import { MellatGateway } from './mellat';
import { SandboxGateway } from './sandbox';
import { SepGateway } from './sep';
import { ZarinpalGateway } from './zarinpal';

/** `timeoutMs`: how long one call to the bank may take (default GATEWAY_TIMEOUT_MS; tests shorten it). */
export type GatewaySettings =
  | { key: 'sandbox' }
  | { key: 'zarinpal'; merchantId: string; baseUrl?: string | undefined; timeoutMs?: number }
  | { key: 'sep'; terminalId: string; baseUrl?: string | undefined; timeoutMs?: number }
  | { key: 'mellat'; terminalId: string; userName: string; password: string; baseUrl?: string | undefined; timeoutMs?: number };

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

/** The bank hosts the browser posts a form to (SEP's token, Mellat's RefId): the CSP's form-action allows them. */
export function formTargetsOf(settings: readonly GatewaySettings[]): string[] {
  const hosts = { sep: 'https://sep.shaparak.ir', mellat: 'https://bpm.shaparak.ir' } as const;
  return settings.flatMap((s) => (s.key === 'sep' || s.key === 'mellat' ? [new URL(s.baseUrl ?? hosts[s.key]).origin] : []));
}

/** Builds each configured gateway; the sandbox reads its books from the database. */
export function gatewaysFrom(settings: readonly GatewaySettings[], db: Db): Gateways {
  const build = (s: GatewaySettings): PaymentGateway => {
    if (s.key === 'sandbox') return new SandboxGateway(db);
    const common = { ...(s.baseUrl ? { baseUrl: s.baseUrl } : {}), ...(s.timeoutMs ? { timeoutMs: s.timeoutMs } : {}) };
    switch (s.key) {
      case 'zarinpal': return new ZarinpalGateway({ merchantId: s.merchantId, ...common });
      case 'sep': return new SepGateway({ terminalId: s.terminalId, ...common });
      case 'mellat': return new MellatGateway({ terminalId: s.terminalId, userName: s.userName, password: s.password, ...common });
    }
  };
  return new Gateways(settings.map(build));
}

export type { GatewayKey, PaymentGateway };
