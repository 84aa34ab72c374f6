import { describe, expect, it } from 'vitest';
import { memoryStorage, SESSION_ID_KEY } from '../../../src/stores';
import { freshRoot, testEnv } from './fixtures';

describe('GeneralStore (SPEC §3 General)', () => {
  it('creates a session id in local storage when there is none', () => {
    const storage = memoryStorage();
    const root = freshRoot(testEnv({ storage }));
    expect(root.general.sessionId).toBe('00000000-0000-4000-8000-000000000001');
    expect(storage!.getItem(SESSION_ID_KEY)).toBe(root.general.sessionId);
  });

  it('keeps a valid stored session id and replaces an invalid one', () => {
    const storage = memoryStorage();
    storage!.setItem(SESSION_ID_KEY, '3f2b8c1e-9d4a-4c2b-a1e0-5b6c7d8e9f00');
    expect(freshRoot(testEnv({ storage })).general.sessionId).toBe('3f2b8c1e-9d4a-4c2b-a1e0-5b6c7d8e9f00');
    storage!.setItem(SESSION_ID_KEY, 'not-a-uuid');
    const regenerated = freshRoot(testEnv({ storage })).general.sessionId;
    expect(regenerated).not.toBe('not-a-uuid');
    expect(storage!.getItem(SESSION_ID_KEY)).toBe(regenerated);
  });

  it('opens the login modal with its key and value and closes it (SPEC §4)', () => {
    const { general } = freshRoot();
    expect(general.loginModal.status).toBe(false);
    general.openLoginModal('action', 'reserve');
    expect(general.loginModal).toEqual({ status: true, key: 'action', value: 'reserve' });
    general.closeLoginModal();
    expect(general.loginModal).toEqual({ status: false, key: null, value: null });
  });

  it('holds the modal flag and the phone number for login', () => {
    const { general } = freshRoot();
    general.setModalOpen(true);
    general.setPhoneNumberForLogin('09121234567');
    expect(general.isModalOpen).toBe(true);
    expect(general.phoneNumberForLogin).toBe('09121234567');
  });

  it('follows the SPEC §9 media queries', () => {
    const listeners = new Map<string, (e: { matches: boolean }) => void>();
    const fakeWindow = {
      matchMedia: (query: string) => ({
        matches: query.includes('max-width: 575.98px'),
        addEventListener: (_: string, fn: (e: { matches: boolean }) => void) => listeners.set(query, fn),
        removeEventListener: () => listeners.delete(query),
      }),
    } as unknown as Window;
    const { general } = freshRoot();
    const stop = general.trackMedia(fakeWindow);
    expect(general.media).toEqual({ mobile: true, tablet: false, desktop: false, landscape: false });
    listeners.get('(min-width: 992px)')!({ matches: true });
    expect(general.media.desktop).toBe(true);
    stop();
    expect(listeners.size).toBe(0);
  });
});
