import { useCallback, useEffect, useState } from 'react';

export type Fetched<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; error: unknown };

/**
 * One call a section makes after the first paint (effects run after it), with its loading, ready
 * and error states; `reload` tries again.
 */
export function useFetched<T>(load: (signal: AbortSignal) => Promise<T>) {
  const [state, setState] = useState<Fetched<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ status: 'ready', data }),
      (error: unknown) => !controller.signal.aborted && setState({ status: 'error', error }),
    );
    return () => controller.abort();
    // `load` is expected to be stable (useCallback or module-level).
  }, [load, attempt]);
  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, setState, reload };
}
