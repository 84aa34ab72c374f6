import type { UpdateUserRequest } from '../../../src/contract';
import { BadRequest, type FieldErrors } from '../../http/envelope';
import { canonicalNationalCode } from '../../rules/national-code';
import { isIsoDate } from '../../time/calendar';
import type { UserRow } from './users';

/** Letters of any script, spaces, ZWNJ, apostrophe and hyphen. */
const NAME = /^[\p{L}\p{M}\s\u200c'-]+$/u;

/** Checks an update and turns it into column changes; null clears a field. */
export function profileChanges(body: UpdateUserRequest): Partial<UserRow> {
  const errors: FieldErrors = {};
  const changes: Partial<UserRow> = {};
  for (const field of ['firstName', 'lastName'] as const) {
    const value = body[field];
    if (value === undefined) continue;
    const trimmed = value?.trim() ?? null;
    if (trimmed !== null && (!trimmed || !NAME.test(trimmed))) errors[field] = [field === 'firstName' ? 'نام فقط می‌تواند حرف داشته باشد.' : 'نام خانوادگی فقط می‌تواند حرف داشته باشد.'];
    else changes[field] = trimmed;
  }
  if (body.email !== undefined) changes.email = body.email?.trim().toLowerCase() ?? null;
  if (body.nationalCode !== undefined) {
    const code = body.nationalCode === null ? null : canonicalNationalCode(body.nationalCode);
    if (code === undefined) errors.nationalCode = ['کد ملی معتبر نیست.'];
    else changes.nationalCode = code;
  }
  if (body.birthDate !== undefined) {
    const date = body.birthDate;
    if (date !== null && (!isIsoDate(date) || date < '1900-01-01' || date > new Date().toISOString().slice(0, 10))) errors.birthDate = ['تاریخ تولد معتبر نیست.'];
    else changes.birthDate = date;
  }
  if (body.gender !== undefined) changes.gender = body.gender;
  if (Object.keys(errors).length > 0) throw new BadRequest(errors);
  return changes;
}
