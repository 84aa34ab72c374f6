/**
 * wallet service (SPEC §7) under /api/wallet/. Integer rials. The wallet is a ledger: every credit
 * and debit is a flow, and the balance never goes below zero.
 */
import type { OrderSummary, Paged } from './orders';

/** SPEC §9: the only wallet type is Cache (spelled as the app sends it). */
export type WalletType = 'Cache';

/** GET wallet/CurrentUserBalance?type=Cache */
export interface WalletBalance {
  type: WalletType;
  /** Everything in the wallet. */
  balance: number;
  /** The gift part: spendable on orders, never paid out to a bank account. */
  giftBalance: number;
  /** balance − giftBalance. */
  cashBalance: number;
  /** What an order can take now: balance, or cashBalance once gift use is over its limit. */
  usableBalance: number;
}

/** GET wallet/CurrentUserBalanceDifference?totalPrice= */
export interface BalanceDifference {
  totalPrice: number;
  usableBalance: number;
  /** What the wallet would pay: min(usableBalance, totalPrice). */
  walletAmount: number;
  /** What the gateway must still charge. */
  difference: number;
}

/** POST wallet/ConfirmOrder: pays an order wholly from the wallet (once, however often it is called). */
export interface ConfirmOrderRequest {
  orderId: string;
}
export interface ConfirmOrderResponse {
  order: OrderSummary;
  /** Rials taken from the wallet for this order. */
  walletAmount: number;
  balance: WalletBalance;
}

export type WalletFlowKind = 'Charge' | 'Gift' | 'OrderPayment' | 'Refund' | 'PaymentReturn';

export interface WalletFlow {
  id: number;
  /** Positive: credit; negative: debit. */
  amount: number;
  /** The gift part of amount. */
  giftAmount: number;
  balanceAfter: number;
  kind: WalletFlowKind;
  /** Persian. */
  kindFa: string;
  description: string;
  orderId: string | null;
  createdAt: string;
}

/** GET WalletFlows/GetCurrentUserWalletFlows?pageNumber&pageSize&kind&direction&fromDate&toDate */
export interface WalletFlowsQuery {
  pageNumber?: number;
  pageSize?: number;
  kind?: WalletFlowKind;
  /** Credit (amount > 0) or Debit. */
  direction?: 'Credit' | 'Debit';
  /** ISO dates, Tehran days, inclusive. */
  fromDate?: string;
  toDate?: string;
}
export type WalletFlowsResponse = Paged<WalletFlow>;

/** GET WalletFlows/CheckGiftExceedCount: gift credit pays at most `limit` orders per 30 days. */
export interface GiftExceedCount {
  count: number;
  limit: number;
  exceeded: boolean;
  giftBalance: number;
}
