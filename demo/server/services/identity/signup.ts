import { randomBytes } from 'node:crypto';
import type { BackendDeps } from '../../backend/deps';
import { identityError } from '../../backend/http';
import { sendChoosePassword, sendConfirmation } from './mails';
import { checkMetadata } from './metadata-bounds';
import { newToken, tokenHash } from './one-time-tokens';
import { hashPassword, verifyPassword } from './passwords';
import { RESEND_INTERVAL, TOO_SOON, checkEmail, checkPassword, olderThan } from './rules';
import { EMAIL_TAKEN, insertUser, lockUser, updateUser } from './users';
import type { UserRow } from './users';

export interface SignupInput {
  readonly email: string;
  readonly password: string;
  readonly data?: Record<string, unknown> | null;
}

/**
 * The hash of a secret nobody holds: the password of an account whose password was chosen by
 * someone who never proved the address. No password matches it, and checking one takes as long
 * as with any other account.
 */
export const withdrawnPassword = (): Promise<string> =>
  hashPassword(randomBytes(32).toString('base64url'));

/**
 * A signup. A new address gets its account and a confirmation link. An address signed up for
 * but not confirmed yet may be signed up for again once its mail is a minute old, and that
 * repeat never replaces the pending password: with the same password (the same person, the
 * first mail lost) the confirmation is sent again; with another one nobody can tell which of
 * the two is the mailbox's holder, so neither password works any more and the address gets a
 * link that confirms it and asks for the password.
 */
export async function signUp(
  deps: Pick<BackendDeps, 'db' | 'siteUrl'>,
  input: SignupInput,
  now: Date,
): Promise<UserRow> {
  const email = checkEmail(input.email);
  const password = checkPassword(input.password);
  if (input.data) checkMetadata({}, input.data, input.data);
  const token = newToken();
  // Hashed before the transaction: scrypt's tenth of a second is not spent holding a lock.
  const encryptedPassword = await hashPassword(password);
  return deps.db.transaction(async (tx) => {
    // Locked, so a confirmation landing meanwhile cannot be followed by this repeat changing
    // a now confirmed account.
    const existing = await lockUser(tx, 'email', email);
    if (existing?.confirmed_at) throw identityError(422, EMAIL_TAKEN);
    if (existing && !olderThan(existing.confirmation_sent_at, RESEND_INTERVAL, now)) {
      throw identityError(429, TOO_SOON);
    }
    if (!existing) {
      const created = await insertUser(tx, {
        email,
        encryptedPassword,
        userMetadata: input.data ?? {},
        confirmationToken: tokenHash(token),
        now,
      });
      await sendConfirmation(tx, deps.siteUrl, created.email, token);
      return created;
    }
    if (await verifyPassword(password, existing.encrypted_password)) {
      const again = await updateUser(
        tx,
        existing.id,
        {
          user_metadata: input.data ?? existing.user_metadata,
          confirmation_token: tokenHash(token),
          confirmation_sent_at: now,
        },
        now,
      );
      await sendConfirmation(tx, deps.siteUrl, again.email, token);
      return again;
    }
    // Contested: the first signup's details stay, its link still confirms, but no password
    // chosen before the address is proved opens the account.
    const contested = await updateUser(
      tx,
      existing.id,
      {
        encrypted_password: await withdrawnPassword(),
        confirmation_sent_at: now,
        recovery_token: tokenHash(token),
        recovery_sent_at: now,
      },
      now,
    );
    await sendChoosePassword(tx, deps.siteUrl, contested.email, token);
    return contested;
  });
}
