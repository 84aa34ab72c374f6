import type { FastifyRequest } from 'fastify';
import { badField } from './envelope';

/** PostgreSQL text cannot hold U+0000; a string carrying one would fail in the database, not here. */
function findNul(value: unknown, path: string, depth: number): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (depth > 8 || value === null || typeof value !== 'object') return undefined;
  for (const [key, child] of Object.entries(value)) {
    const at = Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : key;
    const found = findNul(child, at, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** preValidation hook: input with a NUL character is a 400 on the field that has it. */
export async function rejectNulCharacters(request: FastifyRequest) {
  const field = findNul(request.body, '', 0) ?? findNul(request.query, '', 0);
  if (field !== undefined) throw badField(field || 'request', 'این مقدار نویسه نامعتبر دارد.');
}
