import { useState, type FormEvent } from 'react';
import { showToast, useFieldErrors, type ServerErrors } from '../../../design-system';
import { serverFieldErrors } from './form-errors';
import { failureMessage } from './load';

/**
 * A profile form's save cycle, as the booking forms behave: a field's own check shows once it is
 * left (or on submit), a 400's messages under their fields until edited, any other failure as a
 * toast; nothing is sent while a check fails, and nothing typed is lost when the server refuses.
 */
export function useProfileForm<F extends string>(local: Partial<Record<F, string>>, submit: () => Promise<void>) {
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [server, setServer] = useState<ServerErrors<string>>();
  const fields = useFieldErrors({ local, server, submitted });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(local).length > 0) return;
    setSaving(true);
    try {
      await submit();
      setSubmitted(false);
      setServer(undefined);
      fields.reset();
    } catch (error) {
      const messages = serverFieldErrors(error);
      setServer(messages);
      if (Object.keys(messages).length === 0) void showToast(failureMessage(error), 'error');
    } finally {
      setSaving(false);
    }
  };

  return {
    save,
    saving,
    /** An input's message and blur handler. */
    bind: (field: F) => ({ error: fields.errorOf(field), onBlur: () => fields.touch(field) }),
    /** Call on every change of a field: its server message goes once it is edited. */
    edited: fields.edit,
  };
}
