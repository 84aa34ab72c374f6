import { describe, expect, it, vi } from 'vitest';
import { isObservable, runInAction } from 'mobx';
import { createApi } from '../../../src/api';
import { RootStore } from '../../../src/stores';

const freshRoot = () => new RootStore(createApi());

describe('RootStore', () => {
  it('constructs each store with a back-reference to the root', () => {
    const root = freshRoot();
    expect(root.general.root).toBe(root);
    expect(isObservable(root.general)).toBe(true);
  });

  it('gives every test its own state', () => {
    const a = freshRoot();
    const b = freshRoot();
    a.general.setOnline(false);
    expect(b.general.isOnline).toBe(true);
  });

  it('flags state changes outside actions (enforceActions: always)', () => {
    const root = freshRoot();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    root.general.isOnline = false;
    expect(warn.mock.calls.flat().join(' ')).toMatch(/without using an action is not allowed/);
    warn.mockClear();
    runInAction(() => {
      root.general.isOnline = true;
    });
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('GeneralStore online status (SPEC §2)', () => {
  it('follows the browser online and offline events until unsubscribed', () => {
    const root = freshRoot();
    const stop = root.general.trackOnlineStatus(window);
    window.dispatchEvent(new Event('offline'));
    expect(root.general.isOnline).toBe(false);
    window.dispatchEvent(new Event('online'));
    expect(root.general.isOnline).toBe(true);
    stop();
    window.dispatchEvent(new Event('offline'));
    expect(root.general.isOnline).toBe(true);
  });
});
