/**
 * JSON-schema fragments shared by the routes. `x-label` names a field in Persian and `x-message`
 * overrides the message of any failure but "missing" (server/http/envelope.ts reads both).
 */

type Schema = Record<string, unknown>;

/** Every request may carry the client's cache-busting `timestamp` (SPEC §7). */
export const timestampParam = { type: 'string', maxLength: 64, description: 'Cache-busting value the client adds to every request.' } as const;

/** A querystring schema with `timestamp` plus the given properties. */
export function query(properties: Record<string, Schema> = {}, required: string[] = []): Schema {
  return { type: 'object', properties: { timestamp: timestampParam, ...properties }, required };
}

/** A JSON body schema. */
export function body(properties: Record<string, Schema>, required: string[] = [], extra: Schema = {}): Schema {
  return { type: 'object', properties, required, additionalProperties: false, ...extra };
}

/** A body the client may leave empty (`{}` or nothing at all). */
export function optionalBody(properties: Record<string, Schema> = {}): Schema {
  return { type: ['object', 'null'], properties, additionalProperties: false };
}

export const locationCode = {
  type: 'string',
  minLength: 3,
  maxLength: 3,
  pattern: '^[A-Za-z]{3}$',
  'x-label': 'کد فرودگاه یا شهر',
  'x-message': 'کد فرودگاه یا شهر باید سه حرف لاتین باشد (مثل THR).',
} as const;

export const isoDate = {
  type: 'string',
  maxLength: 10,
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  'x-label': 'تاریخ',
  'x-message': 'تاریخ باید به شکل YYYY-MM-DD باشد.',
} as const;

export const phoneNumber = {
  type: 'string',
  minLength: 1,
  maxLength: 20,
  'x-label': 'شماره موبایل',
  'x-message': 'شماره موبایل معتبر نیست.',
  description: 'An Iranian mobile number in Latin, Persian or Arabic digits: 09xxxxxxxxx, +989xxxxxxxxx, 989… or 00989…',
} as const;

/** The envelope of a successful answer, for the OpenAPI document. */
export function envelope(data: Schema): Schema {
  return { type: 'object', properties: { data, meta: { type: 'object', additionalProperties: true } } };
}

/** Error answers every route may give, for the OpenAPI document. */
export const errorResponses = {
  400: {
    description: 'Invalid input: meta.errors maps field names to Persian messages.',
    type: 'object',
    properties: {
      data: { type: 'null' },
      meta: { type: 'object', properties: { errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } } } },
    },
  },
} as const;

/** A UUID in a path, body or query; anything else is a 400 on that field. */
export const uuid = {
  type: 'string',
  maxLength: 36,
  pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
  'x-label': 'شناسه',
  'x-message': 'شناسه معتبر نیست.',
} as const;

/** `{ id }` path parameters. */
export const idParams = { type: 'object', properties: { id: uuid }, required: ['id'] } as const;

/** Routes that need the Bearer token, for the OpenAPI document. */
export const bearer = [{ bearerAuth: [] }];
