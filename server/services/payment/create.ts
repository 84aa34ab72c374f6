import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { PayCreateRequest, PayCreateResponse } from '../../../src/contract';
import { formatNumber } from '../../../src/domain/numbers';
import { eq } from 'drizzle-orm';
import { rows } from '../../db/rows';
import { GatewayError, type Started } from '../../providers/payment/gateway';
import { payments } from '../../db/schema';
import { badField } from '../../http/envelope';
import { tehranToday } from '../../time/calendar';
import { currentOrder } from '../flight-reservation/reserve';
import { productOf } from '../orders/products';
import { PAID_STATUSES, payable } from '../orders/settle';
import { STATUS_FA, type OrderRow } from '../orders/store';
import { confirmOrder } from '../wallet/confirm';
import type { PaymentDeps } from './settle';

export const MIN_CHARGE = 10_000;
/** REFERENCE.md: gateways cap one person at 100M toman (1e9 rials) a day. */
export const DAILY_CAP = 1_000_000_000;
const PAGE_MINUTES = 15;

/** Where the browser goes after paying (SPEC §2 routes). */
export function resultPath(order: Pick<OrderRow, 'id' | 'product'> | null, paymentId: string): string {
  if (!order) return `/payment/?paymentId=${paymentId}`;
  return productOf(order).resultPath(order.id, paymentId);
}

/** Pay/Create: a pending payment and the bank page to send the browser to. */
export async function createPayment(deps: PaymentDeps, userId: string, body: PayCreateRequest, origin: string): Promise<PayCreateResponse> {
  const { b, wallet } = deps;
  const gateway = deps.gateways.byId(body.gatewayId ?? deps.gateways.default.id);
  if (!gateway) throw badField('gatewayId', 'این درگاه پرداخت در دسترس نیست؛ درگاه دیگری را انتخاب کنید.');
  const gatewayId = gateway.id;
  let order: OrderRow | null = null;
  let amount: number;
  let walletAmount = 0;
  let expiresAt = new Date(b.now().getTime() + PAGE_MINUTES * 60_000);
  if (body.orderId) {
    order = await currentOrder(b, userId, body.orderId);
    if (PAID_STATUSES.includes(order.status)) throw badField('orderId', 'این سفارش پیش‌تر پرداخت شده است.');
    if (!payable(order)) throw badField('orderId', order.status === 'Created' ? 'برای پرداخت، ابتدا صندلی‌ها را رزرو کنید.' : `این سفارش «${STATUS_FA[order.status as keyof typeof STATUS_FA]}» است و پرداخت نمی‌شود.`);
    if (order.holdExpiresAt && order.holdExpiresAt < expiresAt) expiresAt = order.holdExpiresAt;
    if (body.useWallet) walletAmount = Math.min((await wallet.balance(userId)).usableBalance, order.payableAmount);
    amount = order.payableAmount - walletAmount;
    if (amount === 0) {
      // The wallet covers it all: no bank page, the order is paid now.
      await confirmOrder(b, wallet, userId, order.id, deps.afterPaid);
      return { paymentId: null, url: `${origin}${resultPath(order, '').replace(/\?paymentId=$/, '')}`, amount: 0, walletAmount, expiresAt: null };
    }
  } else {
    if (body.amount === undefined) throw badField('amount', 'مبلغ شارژ کیف پول را وارد کنید.');
    if (body.amount < MIN_CHARGE) throw badField('amount', `کمترین مبلغ شارژ ${formatNumber(MIN_CHARGE)} ریال است.`);
    amount = body.amount;
  }
  const [{ today }] = (await rows<{ today: number | string }>(b.db, sql`
    select coalesce(sum(amount), 0) as today from payments where user_id = ${userId} and status in ('Pending', 'Succeeded', 'Returned')
    and created_at >= ${new Date(`${tehranToday(b.now())}T00:00:00+03:30`)}`)) as [{ today: number | string }];
  if (Number(today) + amount > DAILY_CAP) throw badField(body.orderId ? 'orderId' : 'amount', `سقف پرداخت روزانه هر نفر ${formatNumber(DAILY_CAP)} ریال است.`);
  const id = randomUUID();
  const authority = randomBytes(16).toString('hex');
  const [row] = await b.db.insert(payments).values({
    id, userId, orderId: order?.id ?? null, purpose: order ? 'Order' : 'WalletCharge', gatewayId, walletType: body.walletType ?? 'Cache',
    isMobile: body.isMobile ?? true, amount, walletAmount, status: 'Pending', authority, expiresAt,
  }).returning();
  const [user] = await rows<{ phone_number: string | null }>(b.db, sql`select phone_number from users where id = ${userId}`);
  let started: Started;
  try {
    started = await gateway.start({
      paymentId: id, bankOrderId: row!.bankOrderId, amount, callbackUrl: `${origin}/api/payment/Pay/Return/${id}`,
      mobile: order?.contactMobile ?? user?.phone_number ?? undefined,
      description: order ? `پرداخت سفارش ${order.number} سفرآسا` : 'شارژ کیف پول سفرآسا',
    });
  } catch (error) {
    await b.db.update(payments).set({ status: 'Failed', message: 'درگاه پرداخت را شروع نکرد.', settledAt: sql`now()` }).where(eq(payments.id, id));
    if (error instanceof GatewayError) {
      deps.log?.warn({ paymentId: id, gateway: gateway.key, code: error.code }, 'gateway refused to start a payment');
      throw badField('gatewayId', error.messageFa);
    }
    throw error;
  }
  await b.db.update(payments).set({ bankToken: started.token, bankRedirect: started.redirect }).where(eq(payments.id, id));
  // A bank that wants a POST is reached through our own page that posts the form (Pay/Go).
  const url = started.redirect.method === 'GET' ? started.redirect.url : `${origin}/api/payment/Pay/Go/${id}`;
  return { paymentId: id, url, amount, walletAmount, expiresAt: expiresAt.toISOString() };
}
