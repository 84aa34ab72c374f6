import { useState } from 'react';

/** Server messages per field, as a 400's meta.errors carries them (a list per field) or one string. */
export type ServerErrors<F extends string> = Partial<Record<F, string | readonly string[] | null | undefined>>;

function firstMessage(message: string | readonly string[] | null | undefined): string | undefined {
  if (!message) return undefined;
  return typeof message === 'string' ? message : message[0];
}

export interface FieldErrorsOptions<F extends string> {
  /** This form's own checks on the current value. */
  local: Partial<Record<F, string>>;
  /** The server's messages for the last submit (as keyed by the request's field names). */
  server?: ServerErrors<F> | ServerErrors<string>;
  /** A submit was attempted: every local message shows, touched or not. */
  submitted: boolean;
}

/**
 * Which message each field shows. A local message shows once its field lost focus (or after a
 * submit) and then follows the value live; a server message shows until that field is edited.
 */
export function useFieldErrors<F extends string>({ local, server, submitted }: FieldErrorsOptions<F>) {
  const [touched, setTouched] = useState<ReadonlySet<F>>(() => new Set());
  const [edited, setEdited] = useState<{ server: FieldErrorsOptions<F>['server']; fields: ReadonlySet<F> }>({ server, fields: new Set() });
  // New server errors (a new submit) show again on every field.
  if (edited.server !== server) setEdited({ server, fields: new Set() });

  return {
    errorOf(field: F): string | undefined {
      if ((submitted || touched.has(field)) && local[field]) return local[field];
      return edited.fields.has(field) ? undefined : firstMessage(server?.[field]);
    },
    touch(field: F) {
      if (!touched.has(field)) setTouched(new Set(touched).add(field));
    },
    edit(field: F) {
      if (server?.[field] && !edited.fields.has(field)) setEdited({ server, fields: new Set(edited.fields).add(field) });
    },
    /** A fresh form (after a save): no field counts as visited any more. */
    reset() {
      if (touched.size > 0) setTouched(new Set());
    },
  };
}
