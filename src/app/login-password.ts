import { ApiError } from '../api';
import type { RootStore } from '../stores';
import { loginErrorMessage } from './login-messages';

/**
 * The password grant (SPEC §7 connect/token, grant_type=password; username a mobile or an
 * e-mail), then the current user, as the code sign-in does in the auth store.
 */
export async function signInWithPassword({ api, auth }: Pick<RootStore, 'api' | 'auth'>, login: string, password: string): Promise<void> {
  const response = await api.account.loginWithPassword(login, password);
  auth.setTokens(auth.tokensFrom(response));
  await auth.loadCurrentUser();
}

export interface PasswordFailure {
  /** The server's Persian message: a wrong password, or the lock-out with its wait. */
  message: string;
  /** 429: too many wrong passwords for this account; the form waits and offers the code instead. */
  locked: boolean;
}

export function passwordFailure(error: unknown): PasswordFailure {
  return { message: loginErrorMessage(error), locked: error instanceof ApiError && error.status === 429 };
}
