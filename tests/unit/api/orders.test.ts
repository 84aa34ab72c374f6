import { describe, expect, it } from 'vitest';
import { fakeApi } from '../screens/account/fake-api';

const echo = ({ body, params }: { body: unknown; params: Record<string, unknown> }) => ({ body, params });

describe('orders API module (SPEC §7)', () => {
  it('lists the orders paged and filtered with a POST body', async () => {
    const { api, seen } = fakeApi({ 'POST /api/orders/Order/GetCurrentUserOrders': echo });
    const answer = await api.orders.currentUserOrders({ pageNumber: 2, pageSize: 5, status: ['Issued', 'Paid'] });
    expect(answer).toMatchObject({ body: { pageNumber: 2, pageSize: 5, status: ['Issued', 'Paid'] } });
    await api.orders.currentUserOrders();
    expect(seen[1]!.body).toEqual({});
  });

  it('reads details, visa details, passengers and the summary by id, escaping the id', async () => {
    const { api, seen } = fakeApi({
      'GET /api/orders/Order/GetCurrentUserOrderDetails/o%2F1': () => ({ id: 'o/1' }),
      'GET /api/orders/Order/GetCurrentUserVisaOrderDetails/v1': () => ({ id: 'v1' }),
      'GET /api/orders/Order/GetOrderPassengers/o1': echo,
      'GET /api/orders/Order/GetById/o1': () => ({ id: 'o1', status: 'Reserved' }),
    });
    await expect(api.orders.currentUserOrderDetails('o/1')).resolves.toEqual({ id: 'o/1' });
    await expect(api.orders.currentUserVisaOrderDetails('v1')).resolves.toEqual({ id: 'v1' });
    await expect(api.orders.getById('o1')).resolves.toEqual({ id: 'o1', status: 'Reserved' });
    const all = await api.orders.orderPassengers('o1') as unknown as { params: Record<string, unknown> };
    expect(all.params.proposalId).toBeUndefined();
    const one = await api.orders.orderPassengers('o1', 'p9') as unknown as { params: Record<string, unknown> };
    expect(one.params.proposalId).toBe('p9');
    expect(seen.every((s) => s.method === 'GET')).toBe(true);
  });

  it('applies and removes a voucher, and reads a visa order with POST {orderId}', async () => {
    const { api, seen } = fakeApi({
      'POST /api/orders/Order/ApplyDiscountVoucher': echo,
      'POST /api/orders/Order/RemoveDiscountVoucher': echo,
      'POST /api/orders/VisaOrder/GetById': echo,
    });
    await api.orders.applyDiscountVoucher('o1', 'WELCOME10');
    await api.orders.removeDiscountVoucher('o1');
    await api.orders.visaOrderById('v1');
    expect(seen.map((s) => s.body)).toEqual([{ orderId: 'o1', code: 'WELCOME10' }, { orderId: 'o1' }, { orderId: 'v1' }]);
  });

  it('rejects with the status and field errors of a failed call', async () => {
    const { api } = fakeApi({});
    await expect(api.orders.getById('missing')).rejects.toMatchObject({ name: 'ApiError', status: 404 });
  });
});
