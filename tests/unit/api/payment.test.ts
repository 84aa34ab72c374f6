import { describe, expect, it } from 'vitest';
import { fakeApi } from '../screens/account/fake-api';

describe('payment API module (SPEC §7, §9)', () => {
  it('creates a payment with the SPEC defaults gatewayId 1, walletType Cache, isMobile true', async () => {
    const { api, seen } = fakeApi({ 'POST /api/payment/Pay/Create': () => ({ url: 'https://bank/pay/1', paymentId: 'p1' }) });
    await expect(api.payment.create({ orderId: 'o1' })).resolves.toMatchObject({ url: 'https://bank/pay/1' });
    expect(seen[0]!.body).toEqual({ gatewayId: 1, walletType: 'Cache', isMobile: true, orderId: 'o1' });
  });

  it('lets the caller override a default and ask for the wallet part', async () => {
    const { api, seen } = fakeApi({ 'POST /api/payment/Pay/Create': () => ({}) });
    await api.payment.create({ orderId: 'o1', gatewayId: 3, isMobile: false, useWallet: true });
    expect(seen[0]!.body).toEqual({ gatewayId: 3, walletType: 'Cache', isMobile: false, orderId: 'o1', useWallet: true });
  });

  it('reads a payment by id through the query string', async () => {
    const { api, seen } = fakeApi({ 'GET /api/payment/Pay/ById': ({ params }) => ({ id: params.id, status: 'Succeeded' }) });
    await expect(api.payment.byId('pay-1')).resolves.toEqual({ id: 'pay-1', status: 'Succeeded' });
    expect(seen[0]!.params.id).toBe('pay-1');
  });
});
