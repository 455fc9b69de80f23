import { expectRow, isUniqueViolation } from '../../backend/db';
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../backend/db';
import { storeError } from '../../backend/http';
import { sendMail } from '../../backend/outbox';
import { validateEmail } from '@domain';
import { hashPassword, verifyPassword } from '../identity/passwords';
import { newId } from '../../backend/ids';

export interface AccountRow {
  readonly id: string;
  readonly email: string;
  readonly password_hash: string | null;
  readonly first_name: string | null;
  readonly last_name: string | null;
  readonly addresses: { id: string; [field: string]: unknown }[];
  readonly cards: { id: string; [field: string]: unknown }[];
  /** Set once a mailed password token came back: the address is the holder's. */
  readonly email_verified_at: Date | null;
  /** The card it pays with unless told otherwise (its billing's account_card_id). */
  readonly default_card_id: string | null;
  readonly created_at: Date;
}

/** What the API shows of an account: never the password hash or reset token. */
export const accountView = (a: AccountRow) => ({
  id: a.id,
  email: a.email,
  first_name: a.first_name,
  last_name: a.last_name,
  name: [a.first_name, a.last_name].filter(Boolean).join(' ') || null,
  addresses: { count: a.addresses.length, results: a.addresses },
  cards: { count: a.cards.length, results: a.cards },
  billing: { account_card_id: a.default_card_id },
  date_created: new Date(a.created_at).toISOString(),
});

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export const findAccount = async (db: Db, id: string | null) =>
  id
    ? (await db.query<AccountRow>('SELECT * FROM store_accounts WHERE id = $1', [id]))[0]
    : undefined;

export const findAccountByEmail = async (db: Db, email: string) =>
  (
    await db.query<AccountRow>('SELECT * FROM store_accounts WHERE lower(email) = lower($1)', [
      email,
    ])
  )[0];

const emailTaken = () =>
  storeError(400, 'An account with this email already exists', 'unique', 'email');

/** Runs a write that may lose a race for an email to another request: "already exists". */
async function claimingEmail<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    throw isUniqueViolation(error) ? emailTaken() : error;
  }
}

export function checkedEmail(email: string): string {
  const problem = validateEmail(email.trim());
  if (problem) throw storeError(400, problem, 'invalid_email', 'email');
  return email.trim().toLowerCase();
}

export async function createAccount(
  db: Db,
  input: { email: string; password?: string; first_name?: string; last_name?: string },
): Promise<AccountRow> {
  const email = checkedEmail(input.email);
  if (await findAccountByEmail(db, email)) throw emailTaken();
  const [row] = await claimingEmail(
    db.query<AccountRow>(
      `INSERT INTO store_accounts (id, email, password_hash, first_name, last_name)
       VALUES ($1, $2, $3, $4, $5) RETURNING *`,
      [
        newId('acct', 8),
        email,
        input.password ? await hashPassword(input.password) : null,
        input.first_name ?? null,
        input.last_name ?? null,
      ],
    ),
  );
  return expectRow(row);
}

export async function updateAccount(
  db: Db,
  account: AccountRow,
  patch: { email?: string; password?: string; first_name?: string; last_name?: string },
): Promise<AccountRow> {
  const email = patch.email === undefined ? account.email : checkedEmail(patch.email);
  if (email !== account.email && (await findAccountByEmail(db, email))) throw emailTaken();
  // A new address is only typed: it is verified again before it counts.
  const [row] = await claimingEmail(
    db.query<AccountRow>(
      `UPDATE store_accounts SET email = $2, first_name = $3, last_name = $4,
         password_hash = COALESCE($5, password_hash),
         email_verified_at = CASE WHEN lower(email) = lower($2) THEN email_verified_at END
       WHERE id = $1 RETURNING *`,
      [
        account.id,
        email,
        patch.first_name ?? account.first_name,
        patch.last_name ?? account.last_name,
        patch.password ? await hashPassword(patch.password) : null,
      ],
    ),
  );
  return expectRow(row);
}

/** Checks a password or a mailed password token; undefined when neither fits. */
export async function authenticate(
  db: Db,
  credentials: { email?: string; password?: string; password_token?: string },
  now: Date,
): Promise<AccountRow | undefined> {
  if (credentials.password_token) {
    // The token came from the account's mailbox: the address is verified. A password set
    // before that was set by whoever typed the address, not necessarily its holder: dropped.
    const [row] = await db.query<AccountRow>(
      `UPDATE store_accounts SET password_token_hash = NULL, password_token_expires = NULL,
         password_hash = CASE WHEN email_verified_at IS NULL THEN NULL ELSE password_hash END,
         email_verified_at = COALESCE(email_verified_at, $2)
       WHERE password_token_hash = $1 AND password_token_expires > $2 RETURNING *`,
      [tokenHash(credentials.password_token), now],
    );
    return row;
  }
  const account = credentials.email
    ? await findAccountByEmail(db, credentials.email.trim())
    : undefined;
  if (!account?.password_hash || !credentials.password) return undefined;
  return (await verifyPassword(credentials.password, account.password_hash)) ? account : undefined;
}

/** A new single-use password token for an account (only its hash is kept). */
async function issuePasswordToken(db: Db, accountId: string, expires: Date): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db.query(
    'UPDATE store_accounts SET password_token_hash = $2, password_token_expires = $3 WHERE id = $1',
    [accountId, tokenHash(token), expires],
  );
  return token;
}

/**
 * The store account of a member whose address the identity service confirmed, created when
 * missing, and a five-minute password token that logs a store session into it. Production
 * links the two services by email the same way. Someone who registered that email in the
 * store without proving it loses their password when the token is used (authenticate).
 */
export async function memberStoreLogin(
  db: Db,
  email: string,
  now: Date,
): Promise<{ email: string; passwordToken: string }> {
  const address = email.trim().toLowerCase();
  await db.query(
    `INSERT INTO store_accounts (id, email) VALUES ($1, $2)
     ON CONFLICT ((lower(email))) DO NOTHING`,
    [newId('acct', 8), address],
  );
  const account = await findAccountByEmail(db, address);
  if (!account) throw new Error('The member store account vanished while it was created');
  const passwordToken = await issuePasswordToken(db, account.id, new Date(now.getTime() + 300_000));
  return { email: account.email, passwordToken };
}

/** Mails a one-hour password token; silent about unknown emails, so none can be probed. */
export async function recoverAccount(
  db: Db,
  email: string,
  resetUrl: string,
  now: Date,
): Promise<void> {
  const account = await findAccountByEmail(db, checkedEmail(email));
  if (!account) return;
  const token = await issuePasswordToken(db, account.id, new Date(now.getTime() + 3_600_000));
  const url = new URL(resetUrl);
  url.searchParams.set('password_token', token);
  await sendMail(db, {
    to: account.email,
    kind: 'password-recovery',
    subject: 'Reset your store password',
    body: 'Someone (hopefully you) asked to reset the password of your store account.\n\nThe link works for one hour.',
    links: [{ label: 'Choose a new password', url: url.href }],
  });
}

type ListEntry = { id: string; [field: string]: unknown };

/**
 * Changes one list (addresses or cards) of an account: `next` gets the list as it is now,
 * read under the account's row lock, and its result is written in the same transaction, so
 * entries added or removed by requests running at once all count.
 */
export async function changeList<T>(
  db: Db,
  account: AccountRow,
  list: 'addresses' | 'cards',
  next: (current: ListEntry[]) => { list: ListEntry[]; answer: T },
): Promise<T> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ list: ListEntry[] }>(
      `SELECT ${list} AS list FROM store_accounts WHERE id = $1 FOR UPDATE`,
      [account.id],
    );
    const changed = next(expectRow(row).list);
    await tx.query(`UPDATE store_accounts SET ${list} = $2 WHERE id = $1`, [
      account.id,
      JSON.stringify(changed.list),
    ]);
    return changed.answer;
  });
}
