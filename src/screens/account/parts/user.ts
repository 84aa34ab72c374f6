import type { User } from '../../../contract';

/** The name to greet with: first and last name, else "کاربر سفرآسا" (the profile shows the phone number under it). */
export function displayName(user: Pick<User, 'firstName' | 'lastName' | 'phoneNumber'> | null | undefined): string {
  if (!user) return 'کاربر سفرآسا';
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || 'کاربر سفرآسا';
}
