import type { PageLoads } from '../contract';

/**
 * The answers a server-rendered product page came with (PageSeed.loads): the page's first render
 * uses them instead of asking (useSeededLoad), then forgets them, so coming back later asks anew.
 */
export class PageLoadsStore {
  #answers: PageLoads = {};

  seed(loads: PageLoads) {
    this.#answers = { ...loads };
  }

  peek<K extends keyof PageLoads>(name: K): PageLoads[K] {
    return this.#answers[name];
  }

  forget(name: keyof PageLoads) {
    delete this.#answers[name];
  }
}
