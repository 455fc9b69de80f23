import type { BackendDeps } from '../../backend/deps';
import type { Db } from '../../backend/db';
import { identityError } from '../../backend/http';
import { sendEmailChange } from './mails';
import { newToken, tokenHash } from './one-time-tokens';
import { EMAIL_CHANGE_TTL, RESEND_INTERVAL, TOO_SOON, checkEmail, olderThan } from './rules';
import { EMAIL_TAKEN, findUserByEmail, lockUser, normaliseEmail, updateUser } from './users';
import type { UserRow } from './users';

/** Completes an email change with the token of the link mailed to the new address. */
export async function completeEmailChange(db: Db, user: UserRow, token: string, now: Date) {
  if (
    !user.email_change ||
    user.email_change_token !== tokenHash(token) ||
    olderThan(user.email_change_sent_at, EMAIL_CHANGE_TTL, now)
  ) {
    throw identityError(403, 'Email change token is invalid or has expired');
  }
  const taken = await findUserByEmail(db, user.email_change);
  if (taken && taken.id !== user.id) {
    throw identityError(422, EMAIL_TAKEN);
  }
  return updateUser(
    db,
    user.id,
    {
      email: user.email_change,
      email_change: null,
      email_change_token: null,
      email_change_sent_at: null,
    },
    now,
  );
}

/**
 * Starts an email change: the new address gets a link; the account keeps the old address
 * until the link's token comes back. Shared with the site API's PUT /me.
 */
export async function startEmailChange(
  deps: Pick<BackendDeps, 'db' | 'siteUrl'>,
  user: UserRow,
  newEmail: string,
  now: Date,
): Promise<UserRow> {
  const email = checkEmail(newEmail);
  if (email === normaliseEmail(user.email)) return user;
  // Locked: two changes to one address at once send one mail, as two in a row do.
  const current = (await lockUser(deps.db, 'id', user.id)) ?? user;
  const taken = await findUserByEmail(deps.db, email);
  if (taken) throw identityError(422, EMAIL_TAKEN);
  if (
    current.email_change === email &&
    !olderThan(current.email_change_sent_at, RESEND_INTERVAL, now)
  ) {
    throw identityError(429, TOO_SOON);
  }
  const token = newToken();
  const updated = await updateUser(
    deps.db,
    current.id,
    { email_change: email, email_change_token: tokenHash(token), email_change_sent_at: now },
    now,
  );
  await sendEmailChange(deps.db, deps.siteUrl, email, token);
  return updated;
}
