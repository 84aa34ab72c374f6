import { describe, expect, it, vi } from 'vitest';
import { lazyService } from '../../../src/api/lazy-service';
import { fakeApi } from '../screens/account/fake-api';

const service = () => ({
  greet: async (name: string) => `سلام ${name}`,
  fail: async () => {
    throw new Error('no');
  },
});

describe('lazyService: a service whose module loads at its first call', () => {
  it('loads once, at the first call, and answers as the service would', async () => {
    const load = vi.fn(async () => service());
    const lazy = lazyService(load);
    expect(load).not.toHaveBeenCalled();
    await expect(lazy.greet('مریم')).resolves.toBe('سلام مریم');
    await expect(lazy.fail()).rejects.toThrow('no');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps each method\'s identity, and is no thenable', () => {
    const lazy = lazyService(async () => service());
    expect(lazy.greet).toBe(lazy.greet);
    expect((lazy as unknown as { then?: unknown }).then).toBeUndefined();
  });

  it('tries the load again after a failed one (offline)', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(service());
    const lazy = lazyService<ReturnType<typeof service>>(load);
    await expect(lazy.greet('علی')).rejects.toThrow('offline');
    await expect(lazy.greet('علی')).resolves.toBe('سلام علی');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('says which method a service lacks', async () => {
    const lazy = lazyService(async () => service()) as unknown as { missing: () => Promise<unknown> };
    await expect(lazy.missing()).rejects.toThrow(/missing/);
  });

  it('serves the API\'s feature services through one axios instance, like the others', async () => {
    const { api, seen } = fakeApi({ 'GET /api/refund/RefundReason/GetAll': () => [{ id: 1, title: 'لغو پرواز' }] });
    await expect(api.refund.reasons()).resolves.toEqual([{ id: 1, title: 'لغو پرواز' }]);
    expect(seen).toHaveLength(1);
  });
});
