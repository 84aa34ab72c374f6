import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { RefundableItem, WalletBalance } from '../../../src/contract';
import { formatNumber } from '../../../src/domain';
import { bearer, type Session } from './accounts';
import { data } from './api';

/**
 * From an issued order's details page: the product's cancel link, the first refundable unit (a
 * room, a traveller), a reason, the quote the server priced under the product's policy, then the
 * request; it is refunded to the wallet at once. Answers the amount refunded.
 */
export async function refundFirstUnit(page: Page, request: APIRequestContext, session: Session, orderId: string, cancelLink: string): Promise<number> {
  await page.goto(`/profile/my-travels/order-details/?orderId=${orderId}`);
  await page.getByRole('link', { name: cancelLink }).click();
  await expect(page).toHaveURL(/\/profile\/my-travels\/order-details\/refund\/\?orderId=/);
  await page.getByRole('checkbox').first().check();
  await page.getByRole('combobox', { name: 'دلیل استرداد' }).selectOption({ index: 1 });
  await page.getByRole('button', { name: 'مشاهده مبلغ استرداد' }).click();
  const items = await data<{ items: RefundableItem[] }>(
    await request.get(`/api/refund/RefundableItems/GetOrderRefundableItems/${orderId}`, { headers: bearer(session) }));
  const refundAmount = items.items.find((i) => i.refundable)!.refundAmount;
  expect(refundAmount).toBeGreaterThan(0);
  await expect(page.getByRole('region', { name: 'مبلغ استرداد' })).toContainText(formatNumber(refundAmount));
  const before = await data<WalletBalance>(await request.get('/api/wallet/wallet/CurrentUserBalance?type=Cache', { headers: bearer(session) }));
  await page.getByRole('button', { name: 'تأیید و ثبت درخواست استرداد' }).click();
  await expect(page.getByRole('region', { name: 'درخواست‌های استرداد' })).toContainText('استرداد شد', { timeout: 15_000 });
  const after = await data<WalletBalance>(await request.get('/api/wallet/wallet/CurrentUserBalance?type=Cache', { headers: bearer(session) }));
  expect(after.cashBalance - before.cashBalance).toBe(refundAmount);
  return refundAmount;
}
