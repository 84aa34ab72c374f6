import { describe, expect, it } from 'vitest';
import { fakeApi } from '../screens/account/fake-api';

const echo = ({ body, params }: { body: unknown; params: Record<string, unknown> }) => ({ body, params });

describe('wallet API module (SPEC §7)', () => {
  it('asks for the Cache balance and the balance difference of a price', async () => {
    const { api, seen } = fakeApi({
      'GET /api/wallet/wallet/CurrentUserBalance': ({ params }) => ({ type: params.type, balance: 5 }),
      'GET /api/wallet/wallet/CurrentUserBalanceDifference': ({ params }) => ({ totalPrice: params.totalPrice }),
    });
    await expect(api.wallet.currentUserBalance()).resolves.toEqual({ type: 'Cache', balance: 5 });
    await expect(api.wallet.balanceDifference(1_200_000)).resolves.toEqual({ totalPrice: 1_200_000 });
    expect(Number(seen[0]!.params.timestamp)).toBeGreaterThan(0);
  });

  it('confirms an order with POST {orderId}', async () => {
    const { api } = fakeApi({ 'POST /api/wallet/wallet/ConfirmOrder': echo });
    await expect(api.wallet.confirmOrder('o1')).resolves.toMatchObject({ body: { orderId: 'o1' } });
  });

  it('pages and filters the flows through query parameters, and checks gift use', async () => {
    const { api, seen } = fakeApi({
      'GET /api/wallet/WalletFlows/GetCurrentUserWalletFlows': echo,
      'GET /api/wallet/WalletFlows/CheckGiftExceedCount': () => ({ count: 1, limit: 3, exceeded: false, giftBalance: 0 }),
    });
    await api.wallet.currentUserFlows({ pageNumber: 3, pageSize: 10, direction: 'Debit' });
    expect(seen[0]!.params).toMatchObject({ pageNumber: 3, pageSize: 10, direction: 'Debit' });
    expect(seen[0]!.body).toBeUndefined();
    await expect(api.wallet.checkGiftExceedCount()).resolves.toMatchObject({ limit: 3 });
  });
});
