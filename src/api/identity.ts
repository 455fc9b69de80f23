import GoTrue, { User as GoTrueUser } from 'gotrue-js';
import type { Token } from 'gotrue-js';
import { STORE_CONNECTION } from '@domain/session';
import { SESSION_KEYS } from '@domain/storage';
import type { User } from '@domain/user';
import { deadline } from './core/deadline';
import { identityFailure } from './core/errors';

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
  /** Drops this browser's record of the session without asking the service (it is dead). */
  forget(): void;
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
export const IDENTITY_STORAGE_KEY = SESSION_KEYS.remembered;

/*
 * Without "remember me" the session lasts as long as the tab: its tokens are kept in
 * sessionStorage (never localStorage, TAB_SESSION_KEY), so the next page of the same visit
 * still knows the member, and closing the tab ends it.
 */
export const TAB_SESSION_KEY = SESSION_KEYS.tab;

const tabStorage = (): Storage | undefined => {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
};

const toUser = (user: GoTrueUser): User => ({
  id: user.id,
  email: user.email,
  app_metadata: user.app_metadata,
  user_metadata: user.user_metadata,
  ...(user.new_email ? { new_email: user.new_email } : {}),
  updated_at: user.updated_at,
});

/**
 * Failures become ApiErrors with the message people should read; every call has the core's
 * deadline. gotrue-js takes no signal, so the deadline's abort settles the call without it.
 */
async function mapped<T>(work: () => Promise<T>): Promise<T> {
  const { signal, done } = deadline(STORE_CONNECTION.timeoutMs);
  const stopped = new Promise<never>((_, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason as unknown));
  });
  try {
    return await Promise.race([work(), stopped]);
  } catch (error) {
    throw identityFailure(error);
  } finally {
    done();
  }
}

function sessionOf(user: GoTrueUser, tab: boolean): IdentitySession {
  let current = toUser(user);
  // A tab session keeps its newest tokens, so a refresh survives the next page too.
  const keep = () => {
    const token = user.tokenDetails();
    if (tab && token) tabStorage()?.setItem(TAB_SESSION_KEY, JSON.stringify(token));
  };
  const forget = () => {
    if (tab) tabStorage()?.removeItem(TAB_SESSION_KEY);
    user.clearSession();
  };
  keep();
  return {
    get user() {
      return current;
    },
    async jwt(forceRefresh) {
      try {
        const token = await mapped(() => user.jwt(forceRefresh));
        keep();
        return token;
      } catch (error) {
        if (!user.tokenDetails()) forget();
        throw error;
      }
    },
    expiresAt: () => user.tokenDetails()?.expires_at,
    async update(attributes) {
      current = toUser(await mapped(() => user.update(attributes)));
      return current;
    },
    async reload() {
      current = toUser(await mapped(() => user.getUserData()));
      return current;
    },
    async logout() {
      if (tab) tabStorage()?.removeItem(TAB_SESSION_KEY);
      await user.logout();
    },
    forget,
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
      sessionOf(await mapped(() => auth.login(email, password, remember)), !remember),
    verify: async (type, token, remember) =>
      sessionOf(await mapped(() => auth.verify(type, token, remember)), !remember),
    requestRecovery: (email) => mapped(() => auth.requestPasswordRecovery(email)),
    current() {
      const remembered = auth.currentUser();
      if (remembered) return sessionOf(remembered, !remembered._fromStorage);
      const saved = tabStorage()?.getItem(TAB_SESSION_KEY);
      if (!saved) return null;
      try {
        // The member's details come with the first reload(); the tokens are enough to ask.
        return sessionOf(
          new GoTrueUser(auth.api, JSON.parse(saved) as Token, auth.audience ?? ''),
          true,
        );
      } catch {
        tabStorage()?.removeItem(TAB_SESSION_KEY);
        return null;
      }
    },
  };
}
