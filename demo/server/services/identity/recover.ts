import type { BackendDeps } from '../../backend/deps';
import { parse, readJson } from '../../backend/http';
import type { Route } from '../../backend/router';
import { sendRecovery } from './mails';
import { newToken, tokenHash } from './one-time-tokens';
import { RESEND_INTERVAL, checkEmail, olderThan } from './rules';
import { recoverBody } from './schemas';
import { shape } from './shapes';
import { lockUser, updateUser } from './users';

/**
 * Mails a recovery link to `email`'s account, if it has one. The answer is the same for
 * unknown addresses and for repeats, so it tells nobody whether an address has an account;
 * repeats within a minute send nothing, however many arrive at once (the row is locked while
 * its last mail's time is read).
 */
export async function requestRecovery(
  deps: Pick<BackendDeps, 'db' | 'siteUrl'>,
  address: string,
  now: Date,
): Promise<void> {
  const email = checkEmail(address);
  await deps.db.transaction(async (tx) => {
    const user = await lockUser(tx, 'email', email);
    if (!user || !olderThan(user.recovery_sent_at, RESEND_INTERVAL, now)) return;
    const token = newToken();
    await updateUser(tx, user.id, { recovery_token: tokenHash(token), recovery_sent_at: now }, now);
    await sendRecovery(tx, deps.siteUrl, user.email, token);
  });
}

/** `POST /identity/recover`: mails a recovery link to an account's address. */
export function recover(deps: BackendDeps): Route {
  return async ({ req }) => {
    const body = parse(recoverBody, await readJson(req, shape), shape);
    await requestRecovery(deps, body.email, deps.now());
    return {};
  };
}
