import type { FastifyRequest } from 'fastify';
import { BadRequest, badField, HttpError } from './envelope';

/** Keys that would reach Object.prototype if a client sent them. */
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);
const MAX_DEPTH = 6;
const MAX_INDEX = 50;

/** `passengers[0][firstNameEn]` → ['passengers', 0, 'firstNameEn']; undefined when malformed. */
export function keyPath(name: string): (string | number)[] | undefined {
  const m = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
  if (!m) return undefined;
  const parts: (string | number)[] = [m[1]!];
  for (const [, key] of m[2]!.matchAll(/\[([^[\]]*)\]/g)) parts.push(/^\d+$/.test(key!) ? Number(key) : key!);
  return parts;
}

/** The field name as the 400 body writes it: passengers[0].firstNameEn. */
export const fieldOf = (path: (string | number)[]) => path.reduce<string>((s, p) => (typeof p === 'number' ? `${s}[${p}]` : s ? `${s}.${p}` : p), '');

/** Puts a value at a nested key, building objects and arrays as the key says. */
export function setNested(target: Record<string, unknown>, name: string, value: unknown): void {
  const path = keyPath(name);
  if (!path || path.length > MAX_DEPTH || path.some((p) => p === '' || (typeof p === 'string' && FORBIDDEN.has(p)) || (typeof p === 'number' && p >= MAX_INDEX))) {
    throw badField(name.slice(0, 100) || 'request', 'نام این فیلد معتبر نیست.');
  }
  let node: Record<string | number, unknown> = target;
  path.forEach((key, i) => {
    if (i === path.length - 1) {
      node[key] = value;
      return;
    }
    const nextIsIndex = typeof path[i + 1] === 'number';
    const child = node[key];
    if (child === undefined || child === null || typeof child !== 'object') node[key] = nextIsIndex ? [] : {};
    else if (Array.isArray(child) !== nextIsIndex) throw badField(fieldOf(path.slice(0, i + 1)), 'ساختار این فیلد با فیلدهای دیگرش یکی نیست.');
    node = node[key] as Record<string | number, unknown>;
  });
}

export interface MultipartRules {
  maxFileBytes: number;
  maxFiles: number;
  /** Checks and stores one file; answers what the body holds in its place (an image id). */
  onFile: (request: FastifyRequest, field: string, data: Buffer) => Promise<string>;
  tooLarge: string;
}

interface Part {
  type: 'file' | 'field';
  fieldname: string;
  value?: unknown;
  file?: NodeJS.ReadableStream & { truncated?: boolean };
  toBuffer?: () => Promise<Buffer>;
}

/**
 * A preValidation hook: a multipart request becomes a nested body (files replaced by what onFile
 * answers), which the route's JSON schema then validates like any other body. Other requests pass.
 */
export function multipartBody(rules: MultipartRules) {
  return async (request: FastifyRequest) => {
    const req = request as FastifyRequest & { isMultipart?: () => boolean; parts?: (o: object) => AsyncIterable<Part> };
    if (!req.isMultipart?.()) return;
    const body: Record<string, unknown> = {};
    try {
      for await (const part of req.parts!({ limits: { fileSize: rules.maxFileBytes, files: rules.maxFiles, fields: 300, fieldSize: 10_000, parts: 320 } })) {
        const path = keyPath(part.fieldname);
        const field = path ? fieldOf(path) : part.fieldname;
        if (part.type === 'file') {
          let data: Buffer;
          try {
            data = await part.toBuffer!();
          } catch {
            throw badField(field, rules.tooLarge);
          }
          if (part.file?.truncated) throw badField(field, rules.tooLarge);
          setNested(body, part.fieldname, await rules.onFile(request, field, data));
        } else {
          setNested(body, part.fieldname, part.value);
        }
      }
    } catch (error) {
      // onFile's own answers (a 400 on the file, a 503 when the storage is down) stand as they are.
      if (error instanceof BadRequest || error instanceof HttpError) throw error;
      const code = (error as { code?: string }).code;
      if (code === 'FST_FILES_LIMIT') throw badField('request', `حداکثر ${rules.maxFiles} فایل در یک درخواست مجاز است.`);
      throw badField('request', 'بدنه چندبخشی درخواست قابل خواندن نیست.');
    }
    request.body = body;
  };
}
