import type { ApiMeta } from '../contract';

/** A failed call, with the server's field errors when it answered 400 (SPEC §8). */
export class ApiError extends Error {
  constructor(
    readonly status: number | null,
    readonly fieldErrors: Record<string, string[]> = {},
    message = 'API request failed',
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** SPEC §8: from a 400's meta.errors, the first message of each entry, in order. */
export function firstErrorMessages(meta: Partial<ApiMeta> | null | undefined): string[] {
  const errors = meta?.errors;
  if (!errors || typeof errors !== 'object') return [];
  return Object.values(errors)
    .map((messages) => (Array.isArray(messages) ? messages[0] : undefined))
    .filter((m): m is string => typeof m === 'string' && m.length > 0);
}
