/** The query parameter of the login page (`/`) that remembers where to go after login. */
export const LOGIN_REDIRECT_PARAM = 'redirect';

/** The login page with the remembered path: `/?redirect=%2Fprofile%2F`. */
export function loginPathFor(path: string): string {
  return `/?${new URLSearchParams({ [LOGIN_REDIRECT_PARAM]: path })}`;
}
