import { describe, expect, it } from 'vitest';
import { fakeApi } from '../screens/account/fake-api';

describe('refund API module (SPEC §7)', () => {
  it('reads the reasons and the refundable items, with an optional proposal', async () => {
    const { api, seen } = fakeApi({
      'GET /api/refund/RefundReason/GetAll': () => [{ id: 1, title: 'لغو پرواز', involuntary: true }],
      'GET /api/refund/RefundableItems/GetOrderRefundableItems/o1': ({ params }) => ({ orderId: 'o1', proposalId: params.proposalId ?? null }),
    });
    await expect(api.refund.reasons()).resolves.toHaveLength(1);
    await expect(api.refund.refundableItems('o1')).resolves.toEqual({ orderId: 'o1', proposalId: null });
    await expect(api.refund.refundableItems('o1', 'p2')).resolves.toEqual({ orderId: 'o1', proposalId: 'p2' });
    expect(seen.map((s) => s.method)).toEqual(['GET', 'GET', 'GET']);
  });

  it('creates a refund request with a POST body', async () => {
    const { api, seen } = fakeApi({ 'POST /api/refund/RefundRequest/Create': ({ body }) => ({ id: 'r1', ...(body as object) }) });
    const request = { orderId: 'o1', itemIds: ['i1'], reasonId: 2, destination: 'Wallet' as const };
    await expect(api.refund.create(request)).resolves.toMatchObject({ id: 'r1', itemIds: ['i1'] });
    expect(seen[0]!.body).toEqual(request);
  });

  it('quotes with a POST body and lists an order\'s requests', async () => {
    const { api, seen } = fakeApi({
      'POST /api/refund/RefundRequest/Quote': ({ body }) => ({ amount: 9, ...(body as object) }),
      'GET /api/refund/RefundRequest/GetOrderRefunds/o%2F1': () => [{ id: 'r1', status: 'Refunded' }],
    });
    const request = { orderId: 'o1', itemIds: ['i1'], reasonId: 2 };
    await expect(api.refund.quote(request)).resolves.toMatchObject({ amount: 9, itemIds: ['i1'] });
    expect(seen[0]!.body).toEqual(request);
    await expect(api.refund.orderRefunds('o/1')).resolves.toEqual([{ id: 'r1', status: 'Refunded' }]);
  });
});
