import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LAZY_HYDRATION_IDLE_MS } from '../../../../src/domain';

// A fresh module per test: "the page is in use" is remembered once per page, as in a browser.
async function freshModule() {
  vi.resetModules();
  return import('../../../../src/screens/shared/lazy-hydrated');
}

/** The server's HTML in #root, not yet hydrated by the app. */
function serverRenderedPage() {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = '<main><p>از سرور</p></main>';
  document.body.append(root);
  delete document.documentElement.dataset.hydrated;
}

const part = () => Promise.resolve({ default: () => null });

describe('lazy hydration (SPEC §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.getElementById('root')?.remove();
    delete document.documentElement.dataset.hydrated;
  });

  it('waits for a server-rendered page to hydrate, and only for that', async () => {
    const { awaitingHydration } = await freshModule();
    expect(awaitingHydration()).toBe(false); // rendered by the browser: nothing to keep
    serverRenderedPage();
    expect(awaitingHydration()).toBe(true);
    document.documentElement.dataset.hydrated = 'true';
    expect(awaitingHydration()).toBe(false);
  });

  it('loads a part of a server-rendered page once the browser is idle, at the latest after the idle timeout', async () => {
    serverRenderedPage();
    const { lazyHydrated } = await freshModule();
    const load = vi.fn(part);
    const { preload } = lazyHydrated(load);
    // A route waiting for its parts does not wait for this one: the server's HTML stays on screen.
    await preload();
    expect(load).not.toHaveBeenCalled();
    const { whenPageInUse } = await import('../../../../src/screens/shared/lazy-hydrated');
    let inUse = false;
    void whenPageInUse().then(() => (inUse = true));
    await vi.advanceTimersByTimeAsync(LAZY_HYDRATION_IDLE_MS - 1);
    expect(inUse).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(inUse).toBe(true);
  });

  it.each(['pointerdown', 'keydown', 'touchstart', 'scroll', 'focusin'])('loads at once when the traveller starts using the page (%s)', async (type) => {
    serverRenderedPage();
    const { whenPageInUse } = await freshModule();
    let inUse = false;
    void whenPageInUse().then(() => (inUse = true));
    await vi.advanceTimersByTimeAsync(10);
    expect(inUse).toBe(false);
    document.body.dispatchEvent(new Event(type, { bubbles: true }));
    await vi.advanceTimersByTimeAsync(0);
    expect(inUse).toBe(true);
  });

  it('renders the part where it stands once its code is loaded', async () => {
    serverRenderedPage();
    const { lazyHydrated } = await freshModule();
    const load = vi.fn(() => Promise.resolve({ default: () => <p>شهرهای پرطرفدار</p> }));
    const { Component } = lazyHydrated(load);
    render(<MemoryRouter><Component /></MemoryRouter>);
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(load).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(LAZY_HYDRATION_IDLE_MS));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('شهرهای پرطرفدار')).toBeInTheDocument();
  });

  it('preloads a part at once on a page the browser renders (a later navigation)', async () => {
    const { lazyHydrated } = await freshModule();
    const load = vi.fn(part);
    const { preload } = lazyHydrated(load);
    await preload();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('inAppHref: the links a part not yet hydrated navigates in the app', () => {
  const clickOn = (html: string, init: MouseEventInit = {}) => {
    document.body.innerHTML = html;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    Object.defineProperty(event, 'target', { value: document.body.querySelector('[data-click]') });
    return event;
  };

  it('takes a plain click on a same-site link, with its query and hash', async () => {
    const { inAppHref } = await freshModule();
    expect(inAppHref(clickOn('<a href="/cities/istanbul/?a=1#top"><span data-click>استانبول</span></a>'))).toBe('/cities/istanbul/?a=1#top');
  });

  it.each([
    ['another site', '<a href="https://example.com/" data-click>x</a>', {}],
    ['a phone number', '<a href="tel:02143900000" data-click>x</a>', {}],
    ['a new tab', '<a href="/about-us/" target="_blank" data-click>x</a>', {}],
    ['a download', '<a href="/ticket.pdf" download data-click>x</a>', {}],
    ['ctrl-click', '<a href="/about-us/" data-click>x</a>', { ctrlKey: true }],
    ['a middle click', '<a href="/about-us/" data-click>x</a>', { button: 1 }],
    ['no link', '<p data-click>x</p>', {}],
  ])('leaves %s to the browser', async (_, html, init) => {
    const { inAppHref } = await freshModule();
    expect(inAppHref(clickOn(html, init))).toBeNull();
  });
});
