import type { Db } from '../../backend/db';
import { storeError } from '../../backend/http';
import { loginThrottle as throttle } from '../identity/login-throttle';

/** The identity service's words for a throttled login, in the store's error shape. */
export const TOO_MANY_LOGINS = 'Too many login attempts; try again later';

/**
 * The store's password logins, throttled as the identity service's token endpoint is
 * (identity/login-throttle.ts), with counts of their own.
 */
export function loginThrottle(db: Db) {
  const throttled = throttle(db, 'store', () =>
    storeError(429, TOO_MANY_LOGINS, 'too_many_requests'),
  );
  return <T>(email: string, client: string, now: Date, check: () => Promise<T | undefined>) =>
    throttled(email.trim().toLowerCase(), client, now, check);
}
