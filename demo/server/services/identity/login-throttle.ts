import type { Db } from '../../backend/db';
import type { HttpError } from '../../backend/errors';
import { Throttle } from './throttle';

const MINUTE = 60_000;
/** The window every login limit counts in. */
export const LOGIN_WINDOW_MS = 15 * MINUTE;
/** Wrong passwords one client may try on one account in the window. */
export const LOGINS_PER_ACCOUNT_AND_CLIENT = 10;
/** Wrong passwords one client may try on all accounts together (a guesser of many accounts). */
export const LOGINS_PER_CLIENT = 30;
/**
 * Wrong passwords all clients together may try on one account (a guess spread over many
 * machines); past it, only clients that logged in to the account before may still try.
 */
export const LOGINS_PER_ACCOUNT = 50;
/** How long a client that logged in to an account stays known to it. */
export const KNOWN_CLIENT_MS = 30 * 24 * 60 * MINUTE;

type Service = 'identity' | 'store';

/**
 * Password logins of one service, throttled as GoTrue and OWASP advise, with no lock a
 * stranger can set off alone: per account *and* client (a stranger's wrong passwords hold back
 * the stranger, not the owner), per client (one guesser of many accounts), and per account
 * from every client (a guess spread over many machines), which a client that logged in to the
 * account before passes. Counted in the database, so every process agrees, and before the
 * password is judged, so a burst is cut at the limit; a right password takes its counts back.
 */
export function loginThrottle(db: Db, service: Service, refused: () => HttpError) {
  const pairs = new Throttle(
    db,
    `${service}.login.account-client`,
    LOGINS_PER_ACCOUNT_AND_CLIENT,
    LOGIN_WINDOW_MS,
  );
  const clients = new Throttle(db, `${service}.login.client`, LOGINS_PER_CLIENT, LOGIN_WINDOW_MS);
  const accounts = new Throttle(
    db,
    `${service}.login.account`,
    LOGINS_PER_ACCOUNT,
    LOGIN_WINDOW_MS,
  );
  const scope = `${service}.login`;

  const known = async (account: string, client: string, now: Date) =>
    (
      await db.query(
        `SELECT 1 FROM login_known_clients
         WHERE scope = $1 AND account = $2 AND client = $3 AND last_login > $4`,
        [scope, account, client, new Date(now.getTime() - KNOWN_CLIENT_MS)],
      )
    ).length > 0;

  const remember = (account: string, client: string, now: Date) =>
    db.transaction(async (tx) => {
      await tx.query(
        'DELETE FROM login_known_clients WHERE scope = $1 AND account = $2 AND last_login <= $3',
        [scope, account, new Date(now.getTime() - KNOWN_CLIENT_MS)],
      );
      await tx.query(
        `INSERT INTO login_known_clients (scope, account, client, last_login)
         VALUES ($1, $2, $3, $4)
         ON CONFLICT (scope, account, client) DO UPDATE SET last_login = EXCLUDED.last_login`,
        [scope, account, client, now],
      );
    });

  /**
   * Runs `check` (the password's judgement: the account, or undefined for a wrong password)
   * unless a limit is reached, which is the service's 429. `account` is the normalised login
   * name, `client` the peer's address.
   */
  return async function throttled<T>(
    account: string,
    client: string,
    now: Date,
    check: () => Promise<T | undefined>,
  ): Promise<T | undefined> {
    const pair = JSON.stringify([account, client]);
    const counted: [Throttle, string][] = [];
    const count = async (throttle: Throttle, subject: string) => {
      const id = await throttle.attempt(subject, now);
      if (id === undefined) {
        // Refused before it was judged: what it counted elsewhere is taken back.
        for (const [other, taken] of counted) await other.forgive(taken);
        throw refused();
      }
      counted.push([throttle, id]);
    };
    await count(pairs, pair);
    await count(clients, client);
    if (!(await known(account, client, now))) await count(accounts, account);
    const found = await check();
    if (found !== undefined) {
      for (const [throttle, id] of counted) await throttle.forgive(id);
      await pairs.clear(pair);
      await remember(account, client, now);
    }
    return found;
  };
}
