import { describe, expect, it } from 'vitest';
import { loginPathFor } from '../../../src/app/login-path';
import { guardNavigation } from '../../../src/app/navigation-guard';

const anonymous = { loggedIn: false };
const loggedIn = { loggedIn: true };

describe('guardNavigation: SPEC §2 rules, then the auth redirects', () => {
  it.each([
    ['/profile/', ''],
    ['/profile/my-travels/', ''],
    ['/add-passenger/', ''],
    ['/confirm/', '?orderId=1'],
    ['/visa/confirm/', ''],
  ])('sends an anonymous traveller from protected %s%s to the login page, remembering it', (path, search) => {
    const outcome = guardNavigation(path, search, anonymous);
    expect(outcome).toEqual({ kind: 'redirect', location: loginPathFor(`${path}${search}`) });
    expect(new URL(loginPathFor(`${path}${search}`), 'http://x').searchParams.get('redirect')).toBe(`${path}${search}`);
  });

  it('lets a logged-in traveller into protected pages', () => {
    expect(guardNavigation('/profile/', '', loggedIn)).toMatchObject({ kind: 'render' });
  });

  it('renders public pages for everyone', () => {
    for (const auth of [anonymous, loggedIn]) {
      expect(guardNavigation('/', '', auth)).toMatchObject({ kind: 'render' });
      expect(guardNavigation('/about-us/', '', auth)).toMatchObject({ kind: 'render' });
      expect(guardNavigation('/flight/THR-MHD/', '?adults=1', auth)).toMatchObject({ kind: 'render' });
    }
  });

  it('treats the login view of / as guest-only: a logged-in traveller goes on to the remembered page', () => {
    expect(guardNavigation('/', '?redirect=%2Fprofile%2F', loggedIn)).toEqual({ kind: 'redirect', location: '/profile/' });
    expect(guardNavigation('/', '?redirect=%2Fprofile%2F', anonymous)).toMatchObject({ kind: 'render' });
  });

  it('never follows an unsafe remembered path', () => {
    expect(guardNavigation('/', '?redirect=%2F%2Fevil.example', loggedIn)).toEqual({ kind: 'redirect', location: '/' });
    expect(guardNavigation('/', '?redirect=https%3A%2F%2Fevil.example', loggedIn)).toEqual({ kind: 'redirect', location: '/' });
  });

  it('applies the shared redirect rules before auth', () => {
    expect(guardNavigation('/about-us', '', anonymous)).toEqual({ kind: 'redirect', location: '/about-us/' });
    expect(guardNavigation('/flights/dubai', '', anonymous)).toEqual({ kind: 'redirect', location: '/cities/dubai/' });
    // The slash is added first, then the protected page still needs login.
    expect(guardNavigation('/profile', '', anonymous)).toEqual({ kind: 'redirect', location: '/profile/' });
  });

  it('answers 404 with the Persian messages of SPEC §8', () => {
    expect(guardNavigation('/cities/paris/', '', anonymous)).toMatchObject({ kind: 'not-found', status: 404, reason: 'page-not-found' });
    expect(guardNavigation('/no-such-page/', '', loggedIn)).toMatchObject({ kind: 'not-found', status: 404, reason: 'could-not-be-found' });
    expect(guardNavigation('/flight/TEHRAN/', '', anonymous)).toMatchObject({ kind: 'not-found', reason: 'could-not-be-found' });
  });
});
