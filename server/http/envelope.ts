import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiEnvelope } from '../../src/contract';
import { toPersianDigits } from '../../src/domain/numbers';

export function ok<T>(data: T, meta: ApiEnvelope<T>['meta'] = {}): ApiEnvelope<T> {
  return { data, meta };
}

/** Field name → Persian messages: the 400 body of ARCHITECTURE.md's envelope. */
export type FieldErrors = Record<string, string[]>;

export class BadRequest extends Error {
  /**
   * `extra` adds top-level fields beside data and meta (OAuth's error, error_description);
   * `headers` go with the answer (a 429's Retry-After).
   */
  constructor(readonly errors: FieldErrors, readonly status = 400, readonly extra: Record<string, unknown> = {}, readonly headers: Record<string, string> = {}) {
    super('Bad request');
  }
}

/** One field, one message: the common case. */
export const badField = (field: string, message: string, status = 400) => new BadRequest({ [field]: [message] }, status);

/** A 401 or 404 (or another status) whose body carries one human message. */
export class HttpError extends Error {
  constructor(readonly statusCode: number, message: string) {
    super(message);
  }
}

export function badRequestBody(errors: FieldErrors): ApiEnvelope<null> {
  return { data: null, meta: { errors } };
}

export const MESSAGES = {
  notFound: 'مسیر درخواستی پیدا نشد.',
  unauthorized: 'برای این کار باید وارد حساب کاربری شوید.',
  invalid: 'مقدار واردشده معتبر نیست.',
  required: 'این فیلد الزامی است.',
  malformedBody: 'بدنه درخواست قابل خواندن نیست.',
  bodyNotObject: 'بدنه درخواست باید یک شیء JSON باشد.',
  unsupportedMediaType: 'نوع محتوای درخواست پشتیبانی نمی‌شود؛ JSON بفرستید.',
  tooLarge: 'حجم درخواست بیش از حد مجاز است.',
  internal: 'خطای پیش‌بینی‌نشده‌ای رخ داد. لطفاً دوباره تلاش کنید.',
} as const;

const TYPE_NAMES: Record<string, string> = {
  integer: 'عدد صحیح',
  number: 'عدد',
  string: 'متن',
  boolean: 'درست یا نادرست',
  array: 'فهرست',
  object: 'شیء',
};

interface SchemaNotes {
  /** A Persian name for the field, used in generated messages. */
  'x-label'?: string;
  /** The message for any failure of this field other than "missing". */
  'x-message'?: string;
  properties?: Record<string, SchemaNotes>;
}

/** `/segments/0/origin` → `segments[0].origin`: the field as the client wrote it. */
export function fieldName(instancePath: string, child?: string): string {
  const parts = instancePath.split('/').filter(Boolean);
  if (child) parts.push(child);
  return parts.reduce((name, part) => (/^\d+$/.test(part) ? `${name}[${part}]` : name ? `${name}.${part}` : part), '');
}

const fa = (n: unknown) => toPersianDigits(String(n));

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  parentSchema?: SchemaNotes;
}

function messageFor(v: AjvError): { field: string; message: string } {
  const notes = v.parentSchema ?? {};
  const p = v.params;
  if (v.keyword === 'required' && typeof p.missingProperty === 'string') {
    const label = notes.properties?.[p.missingProperty]?.['x-label'];
    return { field: fieldName(v.instancePath, p.missingProperty), message: label ? `${label} را وارد کنید.` : MESSAGES.required };
  }
  const field = fieldName(v.instancePath);
  if (!field) return { field: 'request', message: MESSAGES.bodyNotObject };
  if (notes['x-message']) return { field, message: notes['x-message'] };
  const label = notes['x-label'] ?? 'مقدار';
  switch (v.keyword) {
    case 'type':
      return { field, message: `${label} باید ${TYPE_NAMES[String(p.type).split(',')[0] ?? ''] ?? 'از نوع درست'} باشد.` };
    case 'minimum':
      return { field, message: `${label} باید دست‌کم ${fa(p.limit)} باشد.` };
    case 'maximum':
      return { field, message: `${label} نباید بیشتر از ${fa(p.limit)} باشد.` };
    case 'minLength':
      return { field, message: Number(p.limit) <= 1 ? `${label} نباید خالی باشد.` : `${label} باید دست‌کم ${fa(p.limit)} نویسه باشد.` };
    case 'maxLength':
      return { field, message: `${label} نباید بیشتر از ${fa(p.limit)} نویسه باشد.` };
    case 'minItems':
      return { field, message: `دست‌کم ${fa(p.limit)} مورد لازم است.` };
    case 'maxItems':
      return { field, message: `حداکثر ${fa(p.limit)} مورد مجاز است.` };
    case 'enum':
      return { field, message: `${label} باید یکی از این‌ها باشد: ${(p.allowedValues as unknown[]).map(fa).join('، ')}.` };
    default:
      return { field, message: `${label === 'مقدار' ? 'مقدار واردشده' : label} معتبر نیست.` };
  }
}

/** Turns an Ajv validation failure into `meta.errors`, keyed by the offending field. */
function validationErrors(error: FastifyError): FieldErrors {
  const errors: FieldErrors = {};
  for (const v of (error.validation ?? []) as AjvError[]) {
    const { field, message } = messageFor(v);
    const list = (errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return errors;
}

/** Client input never causes a 500: validation, parse and BadRequest errors all answer 4xx with meta.errors. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof BadRequest) return reply.status(error.status).headers(error.headers).send({ ...badRequestBody(error.errors), ...error.extra });
  if (error instanceof HttpError) return reply.status(error.statusCode).send({ data: null, meta: { message: error.message } });
  if (error.validation) return reply.status(400).send(badRequestBody(validationErrors(error)));
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // 401 and 404 carry a message; every other client error is about the request itself.
    if (status === 401 || status === 404) {
      const message = status === 401 ? MESSAGES.unauthorized : MESSAGES.notFound;
      return reply.status(status).send({ data: null, meta: { message } });
    }
    const message = status === 415 ? MESSAGES.unsupportedMediaType : status === 413 ? MESSAGES.tooLarge : MESSAGES.malformedBody;
    return reply.status(status).send(badRequestBody({ request: [message] }));
  }
  request.log.error(error);
  return reply.status(500).send({ data: null, meta: { message: MESSAGES.internal } });
}
