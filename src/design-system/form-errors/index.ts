export { useFieldErrors } from './useFieldErrors';
export type { FieldErrorsOptions, ServerErrors } from './useFieldErrors';
