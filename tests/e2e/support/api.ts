import { expect, type APIRequestContext } from '@playwright/test';

/** An API answer's data, failing with the answer's text when it is not a 2xx. */
export async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()}: ${(await response.text()).slice(0, 400)}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}
