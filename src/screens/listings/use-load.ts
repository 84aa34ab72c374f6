import { useCallback, useEffect, useState } from 'react';

export type Load<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown };

/**
 * Runs `load` when `key` changes (and on reload), aborting the previous call; keeps only the
 * newest answer. `load` should be stable for a given key.
 */
export function useLoad<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): Load<T> & { reload: () => void } {
  const [state, setState] = useState<{ key: string | null; seq: number; load: Load<T> }>({ key, seq: 0, load: { status: 'loading' } });
  const [seq, setSeq] = useState(0);
  // A new key shows loading again at once, not the old key's answer.
  if (state.key !== key || state.seq !== seq) setState({ key, seq, load: { status: 'loading' } });
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ key, seq, load: { status: 'ready', data } }),
      (error: unknown) => !controller.signal.aborted && setState({ key, seq, load: { status: 'error', error } }),
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for load's inputs
  }, [key, seq]);
  const reload = useCallback(() => setSeq((n) => n + 1), []);
  return { ...state.load, reload };
}
