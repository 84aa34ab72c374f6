/** The outcome of a check: the cleaned value, or one Persian message for the user. */
export type Validation<T = string> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly message: string };

export function valid<T>(value: T): Validation<T> {
  return { ok: true, value };
}

export function invalid<T = never>(message: string): Validation<T> {
  return { ok: false, message };
}

/** One problem with one named field, as forms and the search URL report them. */
export interface FieldError {
  readonly field: string;
  readonly message: string;
}

/** The outcome of a check that can find several problems at once. */
export type Checked<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly errors: readonly FieldError[] };
