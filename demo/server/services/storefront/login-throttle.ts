import type { Db } from '../../backend/db';
import { storeError } from '../../backend/http';
import { Throttle } from '../identity/throttle';

const MINUTE = 60_000;

/** The identity service's words for a throttled login, in the store's error shape. */
export const TOO_MANY_LOGINS = 'Too many login attempts; try again later';

/**
 * The store's password logins, throttled as the identity service's token endpoint is, with
 * the same table so every process agrees: per account (a guesser of one password) and per
 * client (a guesser of many accounts), a burst counted before any answer.
 */
export function loginThrottle(db: Db) {
  const accounts = new Throttle(db, 10, 15 * MINUTE);
  const clients = new Throttle(db, 30, 15 * MINUTE);
  return async function throttled<T>(
    email: string,
    client: string,
    now: Date,
    check: () => Promise<T | undefined>,
  ): Promise<T | undefined> {
    const accountKey = `store:account:${email.trim().toLowerCase()}`;
    const refused = () => storeError(429, TOO_MANY_LOGINS, 'too_many_requests');
    const onAccount = await accounts.attempt(accountKey, now);
    if (!onAccount) throw refused();
    const onClient = await clients.attempt(`store:client:${client}`, now);
    if (!onClient) {
      await accounts.forgive(onAccount);
      throw refused();
    }
    const found = await check();
    if (found !== undefined) {
      await clients.forgive(onClient);
      await accounts.clear(accountKey);
    }
    return found;
  };
}
