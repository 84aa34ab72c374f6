import { lazy, type ComponentType } from 'react';

type Module<P> = { default: ComponentType<P> };

/**
 * React.lazy that renders at once when its module is already loaded. A route that preloads the
 * lazy parts of its page lets a server-rendered page hydrate in one pass, instead of leaving a
 * part dehydrated that a store change would then re-render from scratch, synchronously.
 */
export function preloadableLazy<P>(load: () => Promise<Module<P>>) {
  let loaded: Module<P> | undefined;
  let loading: Promise<Module<P>> | undefined;
  const preload = () => (loading ??= load().then((module) => (loaded = module)));
  // React reads a thenable that calls back at once as already resolved.
  const ready = (module: Module<P>) => ({ then: (resolve: (m: Module<P>) => void) => resolve(module) }) as unknown as Promise<Module<P>>;
  const Component = lazy(() => (loaded ? ready(loaded) : preload()));
  return { Component, preload };
}
