import { sql } from 'drizzle-orm';
import type { GiftExceedCount, WalletBalance, WalletFlowKind } from '../../../src/contract';
import { formatNumber } from '../../../src/domain/numbers';
import type { Db } from '../../db';
import { rows } from '../../db/rows';
import { badField } from '../../http/envelope';

/** Gift credit may pay this many orders per window. */
export const GIFT_USE_LIMIT = 3;
export const GIFT_WINDOW_DAYS = 30;

export interface Movement {
  userId: string;
  /** Rials, > 0. */
  amount: number;
  kind: WalletFlowKind;
  description: string;
  /** Makes the movement happen once: a second call with the key changes nothing. */
  key: string;
  /** Credits: the gift part of amount. */
  gift?: number;
  orderId?: string | null;
  paymentId?: string | null;
  refundId?: string | null;
}

export interface FlowResult {
  flowId: number;
  amount: number;
  giftAmount: number;
  balanceAfter: number;
  /** False when the key had already moved money (nothing changed now). */
  applied: boolean;
}

interface AccountRow {
  balance: number;
  gift_balance: number;
}

/**
 * Wallet movements. Each runs inside the caller's transaction: it locks the balance row, answers
 * the earlier flow when the key was used before, and otherwise changes the balance and writes the
 * flow. On PostgreSQL the row lock serializes concurrent movements of one wallet.
 */
export class Wallet {
  constructor(private readonly db: Db) {}

  private async lock(tx: Db, userId: string): Promise<AccountRow> {
    await rows(tx, sql`insert into wallet_accounts (user_id) values (${userId}) on conflict do nothing`);
    const [row] = await rows<AccountRow>(tx, sql`select balance, gift_balance from wallet_accounts where user_id = ${userId} for update`);
    return { balance: Number(row!.balance), gift_balance: Number(row!.gift_balance) };
  }

  /** The flow an idempotency key already made, if any. */
  async earlier(tx: Db, key: string): Promise<FlowResult | undefined> {
    const [f] = await rows<{ id: number; amount: number; gift_amount: number; balance_after: number }>(tx, sql`
      select id, amount, gift_amount, balance_after from wallet_flows where idempotency_key = ${key}`);
    return f && { flowId: f.id, amount: Number(f.amount), giftAmount: Number(f.gift_amount), balanceAfter: Number(f.balance_after), applied: false };
  }

  private async write(tx: Db, m: Movement, amount: number, gift: number): Promise<FlowResult> {
    const [after] = await rows<AccountRow>(tx, sql`
      update wallet_accounts set balance = balance + ${amount}, gift_balance = gift_balance + ${gift}, updated_at = now()
      where user_id = ${m.userId} and balance + ${amount} >= 0 and gift_balance + ${gift} >= 0
      returning balance, gift_balance`);
    if (!after) throw badField('orderId', 'موجودی کیف پول کافی نیست.');
    const balanceAfter = Number(after.balance);
    const [flow] = await rows<{ id: number }>(tx, sql`
      insert into wallet_flows (user_id, amount, gift_amount, balance_after, kind, description, order_id, payment_id, refund_id, idempotency_key)
      values (${m.userId}, ${amount}, ${gift}, ${balanceAfter}, ${m.kind}, ${m.description}, ${m.orderId ?? null}, ${m.paymentId ?? null}, ${m.refundId ?? null}, ${m.key})
      returning id`);
    return { flowId: flow!.id, amount, giftAmount: gift, balanceAfter, applied: true };
  }

  async credit(tx: Db, m: Movement): Promise<FlowResult> {
    await this.lock(tx, m.userId);
    return (await this.earlier(tx, m.key)) ?? this.write(tx, m, m.amount, m.gift ?? 0);
  }

  /** Takes money for an order; gift credit first while its use is under the limit. 400 when the wallet is short. */
  async debit(tx: Db, m: Movement): Promise<FlowResult> {
    const account = await this.lock(tx, m.userId);
    const done = await this.earlier(tx, m.key);
    if (done) return done;
    const giftAllowed = !(await this.giftUse(m.userId, tx)).exceeded;
    const gift = giftAllowed ? Math.min(account.gift_balance, m.amount) : 0;
    const usable = giftAllowed ? account.balance : account.balance - account.gift_balance;
    if (usable < m.amount) throw badField('orderId', `موجودی قابل استفاده کیف پول (${formatNumber(usable)} ریال) برای این پرداخت کافی نیست.`);
    return this.write(tx, m, -m.amount, -gift);
  }

  async balance(userId: string, db: Db = this.db): Promise<WalletBalance> {
    const [row] = await rows<AccountRow>(db, sql`select balance, gift_balance from wallet_accounts where user_id = ${userId}`);
    const balance = Number(row?.balance ?? 0);
    const gift = Number(row?.gift_balance ?? 0);
    const { exceeded } = await this.giftUse(userId, db);
    return { type: 'Cache', balance, giftBalance: gift, cashBalance: balance - gift, usableBalance: exceeded ? balance - gift : balance };
  }

  /** Orders paid partly with gift credit in the window, against the limit. */
  async giftUse(userId: string, db: Db = this.db): Promise<GiftExceedCount> {
    const [row] = await rows<{ count: number; gift: number | null }>(db, sql`
      select (select count(*)::int from wallet_flows where user_id = ${userId} and kind = 'OrderPayment' and gift_amount < 0
                and created_at > now() - make_interval(days => ${GIFT_WINDOW_DAYS})) as count,
             (select gift_balance from wallet_accounts where user_id = ${userId}) as gift`);
    const count = Number(row?.count ?? 0);
    return { count, limit: GIFT_USE_LIMIT, exceeded: count >= GIFT_USE_LIMIT, giftBalance: Number(row?.gift ?? 0) };
  }
}
