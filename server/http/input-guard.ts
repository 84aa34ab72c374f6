import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { badField } from './envelope';

/**
 * PostgreSQL text cannot hold U+0000; a string carrying one would fail in the database, not here.
 * Answers the path to the first such string; the path is spelled out only once one is found.
 */
function findNul(value: unknown, depth: number): (string | number)[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? [] : undefined;
  if (depth > 8 || value === null || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNul(value[i], depth + 1);
      if (found) return [i, ...found];
    }
    return undefined;
  }
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const found = findNul((value as Record<string, unknown>)[key], depth + 1);
    if (found) return [key, ...found];
  }
  return undefined;
}

/** `segments[0].origin` from ['segments', 0, 'origin']. */
const fieldPath = (steps: (string | number)[]) =>
  steps.reduce<string>((at, step) => (typeof step === 'number' ? `${at}[${step}]` : at ? `${at}.${step}` : step), '');

/** preValidation hook: input with a NUL character is a 400 on the field that has it. */
export function rejectNulCharacters(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) {
  const steps = findNul(request.body, 0) ?? findNul(request.query, 0);
  done(steps ? badField(fieldPath(steps) || 'request', 'این مقدار نویسه نامعتبر دارد.') : undefined);
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
export function rejectNonFiniteNumbers(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) {
  const schema = request.routeOptions.schema;
  const found = schema && (nonFiniteField(schema.querystring, request.query) ?? nonFiniteField(schema.params, request.params));
  done(found ? badField(found.field, `${found.label ?? 'مقدار'} باید عددی معتبر باشد.`) : undefined);
}
