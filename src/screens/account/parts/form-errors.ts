import { ApiError } from '../../../api';

/** The server's messages per field from a rejected call (a 400's meta.errors), else none. */
export function serverFieldErrors(error: unknown): Record<string, string[]> {
  return error instanceof ApiError ? error.fieldErrors : {};
}

/** The first server message of a field, if any. */
export const firstOf = (errors: Record<string, string[]>, field: string): string | undefined => errors[field]?.[0];
