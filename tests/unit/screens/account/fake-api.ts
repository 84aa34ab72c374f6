import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { createApi } from '../../../../src/api';
import { createHttp } from '../../../../src/api/http';

/** A handler's answer: the envelope's data, or a status with its meta (an error). */
export type FakeAnswer = unknown;
export class FakeError {
  constructor(readonly status: number, readonly meta: Record<string, unknown> = {}) {}
}
export type FakeHandler = (request: { config: InternalAxiosRequestConfig; body: unknown; params: Record<string, unknown> }) => FakeAnswer | Promise<FakeAnswer>;

/**
 * A fake backend behind the real API modules: routes are "METHOD /path" (no query string), each
 * answering the envelope's data or throwing FakeError. Unknown routes are a 404, so a test fails
 * loudly when a screen calls something it did not expect.
 */
export function fakeApi(routes: Record<string, FakeHandler>) {
  const seen: { method: string; url: string; body: unknown; params: Record<string, unknown> }[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = String(config.url);
    const body = typeof config.data === 'string' && config.data ? JSON.parse(config.data) as unknown : config.data;
    const params = { ...(config.params as Record<string, unknown>) };
    seen.push({ method, url, body, params });
    const handler = routes[`${method} ${url}`];
    const reply = (status: number, data: unknown) => {
      const response = { data, status, statusText: String(status), headers: {}, config };
      if (status >= 400) {
        const error = Object.assign(new Error(`Request failed with status code ${status}`), { isAxiosError: true, response, config });
        throw error;
      }
      return response;
    };
    if (!handler) return reply(404, { data: null, meta: { message: `no fake for ${method} ${url}` } });
    try {
      const data = await handler({ config, body, params });
      if (data instanceof Blob) return reply(200, data);
      return reply(200, { data, meta: {} });
    } catch (error) {
      if (error instanceof FakeError) return reply(error.status, { data: null, meta: error.meta });
      throw error;
    }
  };
  const http = createHttp((instance) => {
    instance.defaults.adapter = adapter;
  });
  // Errors are the point of many tests: keep the log quiet.
  http.setHooks({ onOtherError: () => {} });
  const api = createApi({ api: '/api/', account: '/account/' }, http);
  const calls = (key: string) => seen.filter((s) => `${s.method} ${s.url}` === key);
  return { api, seen, calls };
}
