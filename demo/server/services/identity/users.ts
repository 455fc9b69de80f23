import { randomUUID } from 'node:crypto';
import { isUniqueViolation } from '../../backend/db';
import type { Db } from '../../backend/db';
import { identityError } from '../../backend/errors';

/** A row of `identity_users` (010_core.sql); token columns hold hashes, never tokens. */
export interface UserRow {
  id: string;
  email: string;
  encrypted_password: string;
  confirmed_at: Date | null;
  confirmation_token: string | null;
  confirmation_sent_at: Date | null;
  recovery_token: string | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_token: string | null;
  email_change_sent_at: Date | null;
  app_metadata: AppMetadata;
  user_metadata: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
  last_sign_in_at: Date | null;
}

export interface AppMetadata {
  provider?: string;
  roles?: string[];
  subscription?: { plan?: string; type?: string; renews_at?: string };
  [key: string]: unknown;
}

/** The audience and role every token and user carries (one site, one audience). */
export const AUDIENCE = 'authenticated';

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

/** The user as the GoTrue contract shows it: no hashes, no tokens. */
export function publicUser(row: UserRow) {
  return {
    id: row.id,
    aud: AUDIENCE,
    role: AUDIENCE,
    email: row.email,
    confirmed_at: iso(row.confirmed_at),
    ...(row.confirmation_sent_at && { confirmation_sent_at: iso(row.confirmation_sent_at) }),
    ...(row.recovery_sent_at && { recovery_sent_at: iso(row.recovery_sent_at) }),
    ...(row.email_change && {
      new_email: row.email_change,
      email_change_sent_at: iso(row.email_change_sent_at),
    }),
    app_metadata: row.app_metadata,
    user_metadata: row.user_metadata,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    ...(row.last_sign_in_at && { last_sign_in_at: iso(row.last_sign_in_at) }),
  };
}
export type PublicUser = ReturnType<typeof publicUser>;

const single = (rows: UserRow[]): UserRow => {
  const [row] = rows;
  if (!row) throw new Error('identity_users: the row written is gone');
  return row;
};

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const rows = await db.query<UserRow>(
    'SELECT * FROM identity_users WHERE lower(email) = lower($1)',
    [email.trim()],
  );
  return rows[0];
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const rows = await db.query<UserRow>('SELECT * FROM identity_users WHERE id = $1', [id]);
  return rows[0];
}

/** Finds the user holding a one-time token of an email link (by its hash). */
export async function findUserByToken(
  db: Db,
  column: TokenColumn,
  hash: string,
): Promise<UserRow | undefined> {
  const rows = await db.query<UserRow>(`SELECT * FROM identity_users WHERE ${column} = $1`, [hash]);
  return rows[0];
}

type TokenColumn = 'confirmation_token' | 'recovery_token' | 'email_change_token';

/**
 * A user's row, found by id, email or a token's hash, and locked until the transaction `tx`
 * ends. A check made on it (a token not spent yet, a mail not sent within the minute, the
 * metadata to merge into) still holds when the row is written: another request for the same
 * user waits, then reads what this one wrote.
 */
export async function lockUser(
  tx: Db,
  by: 'id' | 'email' | TokenColumn,
  value: string,
): Promise<UserRow | undefined> {
  const where = by === 'email' ? 'lower(email) = lower($1)' : `${by} = $1`;
  const rows = await tx.query<UserRow>(`SELECT * FROM identity_users WHERE ${where} FOR UPDATE`, [
    by === 'email' ? value.trim() : value,
  ]);
  return rows[0];
}

export interface NewUser {
  email: string;
  encryptedPassword: string;
  userMetadata: Record<string, unknown>;
  appMetadata?: AppMetadata;
  confirmedAt?: Date;
  confirmationToken?: string;
  now: Date;
}

/** GoTrue's answer for an address that belongs to another user. */
export const EMAIL_TAKEN = 'A user with this email address has already been registered';

/** Runs a write that may lose a race for an address to another request: "already exists". */
async function claimingEmail<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    throw isUniqueViolation(error) ? identityError(422, EMAIL_TAKEN) : error;
  }
}

export async function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  const rows = await claimingEmail(
    db.query<UserRow>(
      `INSERT INTO identity_users (id, email, encrypted_password, confirmed_at, confirmation_token,
       confirmation_sent_at, app_metadata, user_metadata, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING *`,
      [
        randomUUID(),
        normaliseEmail(user.email),
        user.encryptedPassword,
        user.confirmedAt ?? null,
        user.confirmationToken ?? null,
        user.confirmationToken ? user.now : null,
        JSON.stringify(user.appMetadata ?? { provider: 'email' }),
        JSON.stringify(user.userMetadata),
        user.now,
      ],
    ),
  );
  return single(rows);
}

type Patchable = Omit<UserRow, 'id' | 'created_at' | 'updated_at'>;

/** Updates the given columns and `updated_at`; returns the new row. */
export async function updateUser(
  db: Db,
  id: string,
  patch: Partial<Patchable>,
  now: Date,
): Promise<UserRow> {
  const entries = Object.entries(patch).filter(([, value]) => value !== undefined);
  const sets = entries.map(([column], i) => `${column} = $${i + 3}`);
  const values = entries.map(([, value]) =>
    value !== null && typeof value === 'object' && !(value instanceof Date)
      ? JSON.stringify(value)
      : value,
  );
  const rows = await claimingEmail(
    db.query<UserRow>(
      `UPDATE identity_users SET ${[...sets, 'updated_at = $2'].join(', ')} WHERE id = $1 RETURNING *`,
      [id, now, ...values],
    ),
  );
  return single(rows);
}
