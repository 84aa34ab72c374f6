import { data, redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { decideRoute, isSafeRedirectPath, type RouteDecision } from '../domain';
import { LOGIN_REDIRECT_PARAM, loginPathFor } from './login-path';

/** What the guard needs of the session (the server renders as an anonymous traveller). */
export interface GuardAuth {
  readonly loggedIn: boolean;
}

/** What a navigation leads to after SPEC §2's rules and the auth redirects. */
export type GuardOutcome =
  | { kind: 'render'; decision: Extract<RouteDecision, { kind: 'page' }> }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found'; status: 404; message: string; reason: string };

/**
 * One navigation through the shared route rules (the same module answers the server's 301/404),
 * then SPEC §2's auth redirects: a protected page sends an anonymous traveller to the login page
 * remembering the path; the login view of `/` (with a remembered path) is guest-only, so a
 * logged-in traveller goes straight on to that path. Logout and home redirects stay disabled.
 */
export function guardNavigation(pathname: string, search: string, auth: GuardAuth): GuardOutcome {
  const decision = decideRoute(pathname, search);
  if (decision.kind === 'redirect') return { kind: 'redirect', location: decision.location };
  if (decision.kind === 'not-found') return decision;
  const { access } = decision.route;
  if (access === 'protected' && !auth.loggedIn) return { kind: 'redirect', location: loginPathFor(`${pathname}${search}`) };
  const remembered = new URLSearchParams(search).get(LOGIN_REDIRECT_PARAM);
  const loginView = decision.route.id === 'home' && remembered !== null;
  if ((access === 'guest' || loginView) && auth.loggedIn) {
    return { kind: 'redirect', location: remembered && isSafeRedirectPath(remembered) ? remembered : '/' };
  }
  return { kind: 'render', decision };
}

/** The root loader: runs the guard before every page (SPEC §2 "before every page"). */
export function guardLoader(auth: GuardAuth) {
  return ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const outcome = guardNavigation(url.pathname, url.search, auth);
    if (outcome.kind === 'redirect') throw redirect(outcome.location);
    if (outcome.kind === 'not-found') throw data({ message: outcome.message, reason: outcome.reason }, { status: 404 });
    return { routeId: outcome.decision.route.id };
  };
}
