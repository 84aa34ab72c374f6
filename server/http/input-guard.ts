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

interface NumberSchema {
  type?: string | string[];
  'x-label'?: string;
  properties?: Record<string, NumberSchema>;
}

const isNumeric = (s: NumberSchema) => [s.type].flat().some((t) => t === 'integer' || t === 'number');

/**
 * Ajv's type coercion turns "Infinity", "-Infinity" and "1e400" into ±Infinity and then skips
 * minimum/maximum for non-finite numbers, so they slipped through every numeric query or path
 * parameter. This hook judges those strings before Ajv sees them: one check for every route.
 */
function nonFiniteField(schema: unknown, values: unknown): { field: string; label?: string } | undefined {
  const properties = (schema as NumberSchema | undefined)?.properties;
  if (!properties || values === null || typeof values !== 'object') return undefined;
  for (const [name, property] of Object.entries(properties)) {
    if (!isNumeric(property)) continue;
    for (const raw of [(values as Record<string, unknown>)[name]].flat()) {
      if (typeof raw === 'string' && Math.abs(Number(raw)) === Infinity) return { field: name, label: property['x-label'] };
    }
  }
  return undefined;
}

/** preValidation hook: a numeric query or path parameter must be finite (NaN and words are Ajv's: "must be a number"). */
export async function rejectNonFiniteNumbers(request: FastifyRequest) {
  const schema = request.routeOptions.schema;
  if (!schema) return;
  const found = nonFiniteField(schema.querystring, request.query) ?? nonFiniteField(schema.params, request.params);
  if (found) throw badField(found.field, `${found.label ?? 'مقدار'} باید عددی معتبر باشد.`);
}
