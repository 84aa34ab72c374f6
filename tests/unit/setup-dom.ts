import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { loadFieldDropdowns } from '../../src/design-system';
import { loadFeatureStores } from '../../src/stores';

// Every store at hand, as on the pages that use them (their routes load the feature stores' chunk),
// and the fields' dropdowns, as once a page has been idle a moment (the e2e suite meets them loading).
await Promise.all([loadFeatureStores(), loadFieldDropdowns()]);

// Mantine's notifications live in one store per module graph, which test files share (isolate: false).
afterEach(() => {
  cleanup();
  notifications.clean();
});

// The next file starts on a page as fresh as its own environment would be: what a test put in the
// document by hand, stored, spied on or navigated to goes with its file.
afterAll(() => {
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// On a two-core machine also running the server suites, a render can take more than findBy's 1 s.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has neither matchMedia nor ResizeObserver; Mantine needs both.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

/** Like a browser's, it reports each element once when observed (jsdom lays nothing out: 0 × 0). */
class ResizeObserverStub {
  private observed = new Set<Element>();
  constructor(private readonly report: ResizeObserverCallback) {}
  observe(target: Element) {
    this.observed.add(target);
    setTimeout(() => {
      if (!this.observed.has(target)) return;
      const box = [{ blockSize: 0, inlineSize: 0 }];
      const entry = { target, contentRect: target.getBoundingClientRect(), borderBoxSize: box, contentBoxSize: box, devicePixelContentBoxSize: box };
      this.report([entry as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
    }, 0);
  }
  unobserve(target: Element) {
    this.observed.delete(target);
  }
  disconnect() {
    this.observed.clear();
  }
}
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
window.HTMLElement.prototype.scrollIntoView ??= () => {};
