import { describe, expect, it, vi } from 'vitest';
import type { Country } from '../../../src/contract';
import { CountriesStore } from '../../../src/stores';

const JAPAN: Country = { countryId: 1, code: 'JP', nameFa: 'ژاپن', nameEn: 'Japan' };
const BRAZIL: Country = { countryId: 2, code: 'BR', nameFa: 'برزیل', nameEn: 'Brazil' };

describe('CountriesStore (issue 18: nationalities from GetAllCountries)', () => {
  it('fetches once, shared by concurrent and later callers, and offers Persian names in order', async () => {
    const fetchAll = vi.fn(async () => [JAPAN, BRAZIL]);
    const store = new CountriesStore(fetchAll);
    await Promise.all([store.load(), store.load()]);
    await store.load();
    expect(fetchAll).toHaveBeenCalledOnce();
    expect(store.options).toEqual([{ code: 'BR', name: 'برزیل' }, { code: 'JP', name: 'ژاپن' }]);
  });

  it('tries again after a failed load', async () => {
    const fetchAll = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce([JAPAN]);
    const store = new CountriesStore(fetchAll);
    await expect(store.load()).rejects.toThrow('down');
    expect(store.status).toBe('error');
    await store.load();
    expect(store.status).toBe('ready');
    expect(fetchAll).toHaveBeenCalledTimes(2);
  });
});
