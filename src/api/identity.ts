import GoTrue from 'gotrue-js';
import type { User as GoTrueUser } from 'gotrue-js';
import { ApiError } from '../domain/errors';
import { connectionError, userMessage } from '../domain/messages';
import type { User } from '../stores/user/state';

/**
 * The identity service behind one small seam, on the official `gotrue-js` client. Its session
 * record ('gotrue.user' in localStorage) is written only when the member keeps "remember me";
 * the client drops it on logout, and the `storage` event carries that to every open tab.
 */
export interface IdentitySession {
  readonly user: User;
  /** A valid access token, refreshed first when it expires within a minute. */
  jwt(forceRefresh?: boolean): Promise<string>;
  /** When the access token expires (ms since the epoch), if known. */
  expiresAt(): number | undefined;
  /** PUT /user: email (starts an email change), password, data, email_change_token. */
  update(attributes: Record<string, unknown>): Promise<User>;
  /** GET /user: the member as the service knows them now. */
  reload(): Promise<User>;
  logout(): Promise<void>;
}

export interface IdentityClient {
  signup(email: string, password: string, data?: Record<string, unknown>): Promise<void>;
  login(email: string, password: string, remember: boolean): Promise<IdentitySession>;
  /** Verifies a mailed token: signup confirmation or recovery. */
  verify(type: 'signup' | 'recovery', token: string, remember: boolean): Promise<IdentitySession>;
  requestRecovery(email: string): Promise<void>;
  /** The remembered session of this browser, if any. */
  current(): IdentitySession | null;
}

/** The session record's localStorage key, owned by gotrue-js. */
export const IDENTITY_STORAGE_KEY = 'gotrue.user';

const toUser = (user: GoTrueUser): User => ({
  id: user.id,
  email: user.email,
  app_metadata: user.app_metadata,
  user_metadata: user.user_metadata,
  ...(user.new_email ? { new_email: user.new_email } : {}),
  updated_at: user.updated_at,
});

/** Failures become ApiErrors with the message people should read. */
async function mapped<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const status = (error as { status?: unknown }).status;
    if (typeof status !== 'number') throw connectionError();
    // gotrue-js errors carry the service's body as `json`; the catalogue reads it from there.
    throw new ApiError(userMessage(error), status);
  }
}

function sessionOf(user: GoTrueUser): IdentitySession {
  let current = toUser(user);
  return {
    get user() {
      return current;
    },
    jwt: (forceRefresh) => mapped(() => user.jwt(forceRefresh)),
    expiresAt: () => user.tokenDetails()?.expires_at,
    async update(attributes) {
      current = toUser(await mapped(() => user.update(attributes)));
      return current;
    },
    async reload() {
      current = toUser(await mapped(() => user.getUserData()));
      return current;
    },
    logout: () => user.logout(),
  };
}

/** An identity client for the service at `url` (the GoTrue API root). */
export function createIdentity(url: string): IdentityClient {
  // setCookie false: the magazine's pages are static; the session is the token, not a cookie.
  const auth = new GoTrue({ APIUrl: url, setCookie: false });
  return {
    async signup(email, password, data) {
      await mapped(() => auth.signup(email, password, data));
    },
    login: async (email, password, remember) =>
      sessionOf(await mapped(() => auth.login(email, password, remember))),
    verify: async (type, token, remember) =>
      sessionOf(await mapped(() => auth.verify(type, token, remember))),
    requestRecovery: (email) => mapped(() => auth.requestPasswordRecovery(email)),
    current() {
      const user = auth.currentUser();
      return user ? sessionOf(user) : null;
    },
  };
}
