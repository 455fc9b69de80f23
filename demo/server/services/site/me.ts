import type { BackendDeps } from '../../backend/deps';
import { HttpError, siteError } from '../../backend/http';
import { planOf } from '@domain';
import type { AccessClaims } from '../identity/jwt';
import { hashPassword, verifyPassword } from '../identity/passwords';
import { startEmailChange } from '../identity/email-change';
import { checkMetadata } from '../identity/metadata-bounds';
import { lockUser, publicUser, updateUser } from '../identity/users';
import { memberStoreLogin } from '../storefront/accounts';
import type { UserRow } from '../identity/users';

/**
 * `GET /me`: the member as the identity service shows them, their plan, and the claims of
 * the token decoded (the widgets read the plan and the subscription from either).
 * `updatedAt` is the member's own last edit (PUT /me), else the row's last change.
 */
export function meView(user: UserRow, claims: AccessClaims) {
  const edited = user.user_metadata.updatedAt;
  return {
    ...publicUser(user),
    plan: planOf(user) ?? null,
    updatedAt: typeof edited === 'string' ? edited : new Date(user.updated_at).toISOString(),
    claims: {
      sub: claims.sub,
      aud: claims.aud,
      exp: claims.exp,
      iat: claims.iat ?? null,
      email: claims.email,
      role: claims.role ?? null,
      app_metadata: claims.app_metadata,
      user_metadata: claims.user_metadata,
    },
  };
}

// The identity service answers `{ code, msg }`; this API answers `{ msg }` with the same
// status and wording, so a widget shows the same message whichever service it called.
const asSiteError = (error: unknown): unknown =>
  error instanceof HttpError ? siteError(error.status, error.message) : error;

/**
 * `PUT /me`: an email change goes through the identity service's own flow (a link to the
 * new address; the old one stays until the link comes back), never a direct write, so the
 * site API cannot be used to take an address nobody proved. `updatedAt` is kept in
 * user_metadata. Both in one transaction: a refused email change records nothing.
 */
export async function updateMe(
  deps: BackendDeps,
  user: UserRow,
  body: { email?: string; updatedAt?: string },
): Promise<UserRow> {
  const now = deps.now();
  try {
    return await deps.db.transaction(async (db) => {
      // The row as it is now, locked: updatedAt joins the metadata other requests wrote.
      let current = (await lockUser(db, 'id', user.id)) ?? user;
      if (body.email !== undefined) {
        current = await startEmailChange({ db, siteUrl: deps.siteUrl }, current, body.email, now);
      }
      if (body.updatedAt !== undefined) {
        const user_metadata = { ...current.user_metadata, updatedAt: body.updatedAt };
        checkMetadata(current.user_metadata, { updatedAt: body.updatedAt }, user_metadata);
        current = await updateUser(db, current.id, { user_metadata }, now);
      }
      return current;
    });
  } catch (error) {
    throw asSiteError(error);
  }
}

interface AccountRow {
  readonly user_id: string;
  readonly email: string;
  readonly password_hash: string | null;
  readonly created_at: Date;
  readonly updated_at: Date;
}

const accountView = (row: AccountRow) => ({
  id: row.user_id,
  email: row.email,
  hasPassword: row.password_hash !== null,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

/** The account, and a short-lived token that logs the member's store session in. */
type SiteAccountView = ReturnType<typeof accountView> & {
  storeLogin: Awaited<ReturnType<typeof memberStoreLogin>>;
};

/**
 * `POST /accounts`, called once a member verified their address: makes sure their store
 * account exists (site_accounts, 030_site_accounts.sql), and is safe to call again. Called
 * after every login too: its store login puts the member's store session on their store
 * account, which is what earns the cart the member discount. A
 * password, if sent, must be the member's login password: the store account shares it
 * rather than starting a second one with rules of its own.
 */
export async function ensureAccount(
  deps: BackendDeps,
  user: UserRow,
  password: string | undefined,
): Promise<{ created: boolean; account: SiteAccountView }> {
  if (!user.confirmed_at) throw siteError(403, 'Confirm your email address first');
  if (password !== undefined && !(await verifyPassword(password, user.encrypted_password))) {
    throw siteError(403, 'That is not the password you sign in with');
  }
  const hash = password === undefined ? null : await hashPassword(password);
  const now = deps.now();
  // Insert-or-nothing first, so two calls at once cannot both try to create the row.
  const [inserted] = await deps.db.query<AccountRow>(
    `INSERT INTO site_accounts (user_id, email, password_hash, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $4) ON CONFLICT (user_id) DO NOTHING RETURNING *`,
    [user.id, user.email, hash, now],
  );
  const storeLogin = await memberStoreLogin(deps.db, user.email, now);
  if (inserted) return { created: true, account: { ...accountView(inserted), storeLogin } };
  const [updated] = await deps.db.query<AccountRow>(
    `UPDATE site_accounts SET email = $2, password_hash = COALESCE($3, password_hash),
       updated_at = $4 WHERE user_id = $1 RETURNING *`,
    [user.id, user.email, hash, now],
  );
  if (!updated) throw siteError(409, 'The account changed while it was being saved; try again');
  return { created: false, account: { ...accountView(updated), storeLogin } };
}
