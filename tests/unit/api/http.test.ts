import { describe, expect, it } from 'vitest';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { createApi } from '../../../src/api';
import { createHttp, REQUEST_TIMEOUT_MS } from '../../../src/api/http';

describe('the API client (SPEC §7)', () => {
  it('creates one axios instance, lazily, with a 60 s timeout and a timestamp on every request', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    const adapter: AxiosAdapter = async (config) => {
      seen.push(config);
      return { data: { data: { status: 'ok' }, meta: {} }, status: 200, statusText: 'OK', headers: {}, config };
    };
    const http = createHttp((instance) => {
      instance.defaults.adapter = adapter;
    });
    expect(await http.instance()).toBe(await http.instance());
    const api = createApi({ api: '/api/', account: '/account/' }, http);

    await expect(api.health.get()).resolves.toEqual({ status: 'ok' });
    expect(seen[0]!.url).toBe('/api/health');
    expect(seen[0]!.timeout).toBe(REQUEST_TIMEOUT_MS);
    expect(REQUEST_TIMEOUT_MS).toBe(60_000);
    expect(Number(seen[0]!.params.timestamp)).toBeGreaterThan(0);
  });

  it('takes its bases from configuration', () => {
    const api = createApi({ api: 'https://api.example/api/', account: 'https://id.example/account/' });
    expect(api.bases.api).toBe('https://api.example/api/');
  });
});
