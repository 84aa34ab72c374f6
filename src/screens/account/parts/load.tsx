import { Button, Center, Loader, Stack } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import type { PageLoads } from '../../../contract';
import { ErrorState, errorMessageFor, errorStatusOf } from '../../../design-system';
import { useStores } from '../../../stores';
import { routerLink } from '../../shared/router-link';
import { serverFieldErrors } from './form-errors';

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; data: T };

/**
 * Runs `load` whenever `key` changes (or on reload) and keeps only the newest answer, so a slow
 * older request never overwrites a newer page. `set` replaces the data after a local change.
 * With `enabled` false nothing is asked for (a page without its id shows its empty state).
 * `refresh` asks again but keeps showing the current answer until the new one is in (a live
 * update), where `reload` shows the loading state. `initial` is the first key's answer already
 * known (a server-rendered page's): shown at once, and not asked for.
 */
export function useLoad<T>(load: () => Promise<T>, key: string, enabled = true, initial?: T) {
  const [attempt, setAttempt] = useState(0);
  const [quiet, setQuiet] = useState(false);
  const id = `${key}#${attempt}`;
  const [result, setResult] = useState<{ id: string; state: Loaded<T> } | null>(
    () => (initial === undefined ? null : { id, state: { status: 'ready', data: initial } }));
  const answered = useRef(initial === undefined ? null : id);
  const run = useEffectEvent(load);

  useEffect(() => {
    if (!enabled || id === answered.current) return;
    let live = true;
    run().then(
      (data) => live && setResult({ id, state: { status: 'ready', data } }),
      (error: unknown) => live && setResult({ id, state: { status: 'error', error } }),
    );
    return () => {
      live = false;
    };
  }, [id, enabled]);

  const shown = result?.id === id || (quiet && result?.state.status === 'ready' && result.id.startsWith(`${key}#`));
  const state: Loaded<T> = shown && result ? result.state : { status: 'loading' };
  return {
    ...state,
    state,
    reload: () => {
      setQuiet(false);
      setAttempt((n) => n + 1);
    },
    refresh: () => {
      setQuiet(true);
      setAttempt((n) => n + 1);
    },
    set: (data: T) => setResult({ id, state: { status: 'ready', data } }),
  };
}

/**
 * useLoad for a public product page the server renders: its first render starts from the answer
 * the page came with (PageSeed.loads under `name`, see PageLoadsStore), which is then forgotten.
 */
export function useSeededLoad<K extends keyof PageLoads, T extends PageLoads[K] | null = NonNullable<PageLoads[K]>>(
  name: K, load: () => Promise<T>, key: string = name,
) {
  const { pageLoads } = useStores();
  const [seeded] = useState(() => pageLoads.peek(name) ?? undefined);
  useEffect(() => {
    pageLoads.forget(name);
  }, [pageLoads, name]);
  return useLoad<T>(load, key, true, seeded as T | undefined);
}

/** Persian sentence for a failed call: a 401 is a session that ended, a 404 something not ours. */
export function failureMessage(error: unknown, notFound = 'موردی که دنبالش بودید پیدا نشد.'): string {
  const status = errorStatusOf(error);
  if (status === 404) return notFound;
  if (status === 401) return 'نشست شما به پایان رسیده است؛ دوباره وارد شوید.';
  // A 400 here is a wrong link (an id that is not one): the server says what is wrong with it.
  if (status === 400) return Object.values(serverFieldErrors(error))[0]?.[0] ?? errorMessageFor(status);
  if (status >= 500 && (error as { status?: unknown })?.status == null) return 'ارتباط با سرور برقرار نشد. اتصال اینترنت را بررسی کنید.';
  return errorMessageFor(status);
}

export interface LoadViewProps<T> {
  state: Loaded<T>;
  reload?: () => void;
  children: (data: T) => ReactNode;
  /** Shown while loading. @default a centred loader */
  loading?: ReactNode;
  /** Message for a 404. */
  notFound?: string;
}

/** Whether asking again may help: not for a wrong or missing item (4xx), only for a timeout, a busy or failed server, or the network. */
const mayPassOnRetry = (status: number) => status >= 500 || status === 408 || status === 429;

/** Loading, error (ErrorState, with a retry where one may help) or the data: the three states every page has. */
export function LoadView<T>({ state, reload, children, loading, notFound }: LoadViewProps<T>) {
  if (state.status === 'loading') {
    return loading ?? <Center py="xl" aria-busy><Loader role="status" aria-label="در حال بارگذاری" /></Center>;
  }
  if (state.status === 'error') {
    return (
      <Stack align="center" gap="sm">
        <ErrorState status={errorStatusOf(state.error)} message={failureMessage(state.error, notFound)} renderLink={routerLink} />
        {reload && mayPassOnRetry(errorStatusOf(state.error)) && (
          <Button variant="light" leftSection={<IconRefresh size={18} aria-hidden />} onClick={reload}>تلاش دوباره</Button>
        )}
      </Stack>
    );
  }
  return <>{children(state.data)}</>;
}
