/** A service whose every method answers a promise: the shape lazyService can stand in for. */
export type AsyncService = { [method: string]: (...args: never[]) => Promise<unknown> };

/**
 * A service whose module loads at its first call (or when preloaded): every method answers a
 * promise, so a caller cannot tell. Each method keeps its identity (a hook may depend on it);
 * a failed load (offline) is tried again at the next call.
 */
export function lazyService<S extends AsyncService>(load: () => Promise<S>): S {
  let service: Promise<S> | undefined;
  const loaded = () => (service ??= load().catch((error: unknown) => {
    service = undefined;
    throw error;
  }));
  const methods = new Map<string, (...args: unknown[]) => Promise<unknown>>();
  return new Proxy({} as S, {
    get(_, name) {
      // Not a thenable, and nothing but its methods.
      if (typeof name !== 'string' || name === 'then') return undefined;
      let method = methods.get(name);
      if (!method) {
        method = async (...args: unknown[]) => {
          const call = (await loaded())[name] as ((...a: unknown[]) => Promise<unknown>) | undefined;
          if (typeof call !== 'function') throw new TypeError(`The service has no method ${name}`);
          return call(...args);
        };
        methods.set(name, method);
      }
      return method;
    },
  });
}
