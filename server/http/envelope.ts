import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiEnvelope } from '../../src/contract';

export function ok<T>(data: T, meta: ApiEnvelope<T>['meta'] = {}): ApiEnvelope<T> {
  return { data, meta };
}

/** Field name → Persian messages: the 400 body of ARCHITECTURE.md's envelope. */
export type FieldErrors = Record<string, string[]>;

export class BadRequest extends Error {
  constructor(readonly errors: FieldErrors) {
    super('Bad request');
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
  internal: 'خطای پیش‌بینی‌نشده‌ای رخ داد. لطفاً دوباره تلاش کنید.',
} as const;

/** Turns an Ajv validation failure into `meta.errors`, keyed by the offending field. */
function validationErrors(error: FastifyError): FieldErrors {
  const errors: FieldErrors = {};
  for (const v of error.validation ?? []) {
    const params = v.params as Record<string, unknown>;
    const missing = typeof params.missingProperty === 'string' ? params.missingProperty : undefined;
    const pathField = v.instancePath.split('/').filter(Boolean).join('.');
    const field = missing ? [pathField, missing].filter(Boolean).join('.') : pathField || error.validationContext || 'request';
    (errors[field] ??= []).push(missing ? MESSAGES.required : MESSAGES.invalid);
  }
  return errors;
}

/** Client input never causes a 500: validation, parse and BadRequest errors all answer 400. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof BadRequest) return reply.status(400).send(badRequestBody(error.errors));
  if (error.validation) return reply.status(400).send(badRequestBody(validationErrors(error)));
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // 401 and 404 carry a message; every other client error is about the request itself.
    if (status === 401 || status === 404) {
      const message = status === 401 ? MESSAGES.unauthorized : MESSAGES.notFound;
      return reply.status(status).send({ data: null, meta: { message } });
    }
    return reply.status(status).send(badRequestBody({ request: [MESSAGES.malformedBody] }));
  }
  request.log.error(error);
  return reply.status(500).send({ data: null, meta: { message: MESSAGES.internal } });
}
