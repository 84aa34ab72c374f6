import type { Db } from '../../db';
import type { OrderRow } from '../orders/store';
import type { Wallet } from './ledger';

/**
 * The welcome gift, in rials (1,000,000 rials = 100,000 toman): gift credit, not cash, so it pays
 * for orders (within the gift limit, ledger.ts) and is never paid out to a bank account.
 */
export const WELCOME_GIFT = 1_000_000;

/** One key per account: the ledger's unique idempotency key makes the gift happen once, whatever races. */
export const welcomeGiftKey = (userId: string) => `welcome-gift:${userId}`;

/**
 * Credits the welcome gift when a traveller's order is issued, inside the issuing transaction.
 * Every issue calls it; only the account's first issued order finds the key unused.
 */
export function welcomeGift(wallet: Wallet, amount = WELCOME_GIFT) {
  return async (tx: Db, order: OrderRow): Promise<void> => {
    if (amount <= 0) return;
    await wallet.credit(tx, {
      userId: order.userId, amount, gift: amount, kind: 'Gift', key: welcomeGiftKey(order.userId), orderId: order.id,
      description: `اعتبار هدیه خوش‌آمد برای نخستین سفر شما (سفارش ${order.number})`,
    });
  };
}
