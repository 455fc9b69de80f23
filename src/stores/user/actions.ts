import { IDENTITY_STORAGE_KEY } from '@api/identity';
import type { IdentitySession } from '@api/identity';
import { userMessage } from '@domain/messages';
import { TOKEN_REFRESH_MARGIN_MS } from '@domain/session';
import { $clientsVersion, onReset } from '../seam';
import { hearOtherTabs, tellOtherTabs } from '../tab-channel';
import { shownAtRest } from './rest-state';
import { identity } from './connection';
import { resumeFollowersWith, signOutFollowers } from './followers';
import { $identity, setUser } from './state';
import type { SavingFlags, User } from './state';
import { tellLater } from '../tell-later';

let session: IdentitySession | null = null;
let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let started: { version: number; done: Promise<void> } | undefined;
/** The store side of this page's sign-in or resumed session, until it has settled. */
let storeSide: Promise<void> = Promise.resolve();

onReset(() => {
  session = null;
  clearTimeout(refreshTimer);
  started = undefined;
  storeSide = Promise.resolve();
});

/**
 * Settles once the member's store session is logged in as far as this page can tell (the
 * store login of a sign-in here, or the completion of one a page left unfinished). Whatever
 * acts on the member's store account (buying a plan) waits for it, or the store would answer
 * that nobody is logged in.
 */
export const memberStoreReady = (): Promise<void> => storeSide;

/** Runs the store side of a sign-in; memberStoreReady waits for it, whatever its outcome. */
function storeStep(work: () => Promise<void>): Promise<void> {
  const step = work();
  storeSide = step.catch(() => undefined);
  return step;
}

/** The signed-in session, for callers that need a token (site API, downloads). */
export const currentSession = (): IdentitySession | null => session;

/**
 * A valid access token for the signed-in member, or undefined for a visitor. A member shown
 * at rest has no client session yet: the first token asked for brings it.
 */
export const accessToken = async (): Promise<string | undefined> => {
  if (!session && shownAtRest()) await ensureIdentity();
  return session?.jwt();
};

/** Ends the session on this page; the stores that follow the user (the cart) hear of it. */
function signedOut(): Promise<void> {
  session = null;
  clearTimeout(refreshTimer);
  setUser(null);
  return signOutFollowers();
}

/**
 * Refreshes the access token one minute before it expires (SPEC point 9). A failed refresh
 * logs out cleanly: the session record is gone, and whatever follows the user hears of it.
 */
function scheduleRefresh(): void {
  clearTimeout(refreshTimer);
  const expires = session?.expiresAt();
  if (!session || expires === undefined) return;
  const mine = session;
  const delay = Math.max(0, expires - TOKEN_REFRESH_MARGIN_MS - Date.now());
  refreshTimer = setTimeout(() => {
    if (session !== mine) return;
    mine.jwt(true).then(scheduleRefresh, () => {
      if (session !== mine) return;
      void signedOut();
    });
  }, delay);
}

function signedIn(next: IdentitySession): User {
  session = next;
  setUser(next.user);
  scheduleRefresh();
  return next.user;
}

/**
 * Another tab logged out: the session ends here too, with what a logout does (the cart
 * forgets the member). This tab's own record goes (a tab session copied with a duplicated tab).
 */
function endedElsewhere(): void {
  if (!session) return;
  session.forget();
  void signedOut();
}

// A remembered session: gotrue-js removed its record there, and the storage event says so.
const onStorage = (event: StorageEvent) => {
  if (event.key === IDENTITY_STORAGE_KEY && event.newValue === null) endedElsewhere();
};

// Any session: the other tab says so on the tabs' channel.
hearOtherTabs((news) => {
  if (news.topic === 'logout') endedElsewhere();
});

/**
 * Finds out once per page whether a member is signed in (the remembered session), checking
 * it with the service. A failure to fetch the user leaves a visitor with status `error`.
 */
export function ensureIdentity(): Promise<void> {
  const version = $clientsVersion.get();
  if (started?.version === version) return started.done;
  const done = (async () => {
    if (typeof window !== 'undefined') {
      window.removeEventListener('storage', onStorage);
      window.addEventListener('storage', onStorage);
    }
    // Someone already decided (a login on this page, a story's reader): nothing to find out,
    // unless it was the session read at rest, which the client now takes over.
    const atRest = shownAtRest();
    if ($identity.get().status !== 'idle' && !atRest) return;
    const remembered = identity().current();
    if (!remembered) {
      setUser(null);
      return;
    }
    // The member shown at rest stays shown while the client checks them.
    if (!atRest) $identity.setKey('status', 'loading');
    try {
      await remembered.reload();
      // Someone signed in on this page meanwhile (a login, an email link): theirs stands.
      if (session) return;
      signedIn(remembered);
    } catch {
      if (session) return;
      remembered.forget();
      // `error` status shows the ads again (SPEC point 4); the reader did nothing wrong, so no
      // message: a dead remembered session just means logging in again.
      $identity.set({ ...$identity.get(), status: 'error', user: null, error: null });
      return;
    }
    // Outside the try: a store that cannot be reached does not make the member a visitor.
    await storeStep(() => resumeStoreSession(remembered));
  })();
  started = { version, done };
  return done;
}

/**
 * A member signed in on an earlier page: the stores following them check that their store
 * session is logged in too, and complete the store login if that page was left before it
 * was done. The store login is only fetched when a store asks for it.
 */
async function resumeStoreSession(current: IdentitySession): Promise<void> {
  await resumeFollowersWith(current.user.email, async () => {
    const { storeLoginFor } = await import('./member-account');
    return storeLoginFor(await current.jwt().catch(() => undefined));
  });
}

/** Runs an auth step with the store showing it; a failure keeps the previous user. */
async function attempt<T>(work: () => Promise<T>): Promise<T> {
  const before = $identity.get();
  $identity.set({ ...before, status: 'loading', error: null });
  try {
    return await work();
  } catch (error) {
    $identity.set({ ...$identity.get(), status: 'ready', error: userMessage(error) });
    throw error;
  }
}

/** A sign-in on this page: the member's store account is linked before it settles. */
async function freshSignIn(next: IdentitySession): Promise<User> {
  const user = signedIn(next);
  await storeStep(async () => {
    // Fetched at a sign-in only: pages where nobody signs in never carry it.
    const { linkMemberAccount } = await import('./member-account');
    await linkMemberAccount(await next.jwt().catch(() => undefined));
  });
  return user;
}

export const login = (email: string, password: string, remember: boolean): Promise<User> =>
  attempt(async () => freshSignIn(await identity().login(email.trim(), password, remember)));

/** Signs up; the member logs in by following the mailed confirmation link. */
export const signup = (
  email: string,
  password: string,
  data: Record<string, unknown> = {},
): Promise<void> =>
  attempt(async () => {
    await identity().signup(email.trim(), password, data);
    $identity.setKey('status', 'ready');
    tellLater((events) => events.tell('signup', { method: 'email' }));
  });

/** Asks for a recovery link. */
export const requestRecovery = (email: string): Promise<void> =>
  attempt(async () => {
    await identity().requestRecovery(email.trim());
    $identity.setKey('status', 'ready');
  });

/** Follows a mailed signup-confirmation or recovery link: the member is logged in. */
export const verifyToken = (type: 'signup' | 'recovery', token: string): Promise<User> =>
  attempt(async () => freshSignIn(await identity().verify(type, token, true)));

/** Saves part of the member's record with its own saving flag (SPEC point 4). */
async function save(flag: keyof SavingFlags, attributes: Record<string, unknown>): Promise<User> {
  const current = session;
  if (!current) throw new Error('Not signed in');
  $identity.set({
    ...$identity.get(),
    error: null,
    saving: { ...$identity.get().saving, [flag]: true },
  });
  const done = (patch: object) =>
    $identity.set({
      ...$identity.get(),
      ...patch,
      saving: { ...$identity.get().saving, [flag]: false },
    });
  try {
    const user = await current.update(attributes);
    // Logged out meanwhile (here or in another tab): the answer must not bring the member back.
    done(session === current ? { user } : {});
    return user;
  } catch (error) {
    done({ error: userMessage(error) });
    throw error;
  }
}

/** Confirms an email change with the token from the link in the new inbox. */
export const confirmEmailChange = (token: string): Promise<User> =>
  save('details', { email_change_token: token });

/** Starts an email change: the service mails a link to the new address. */
export const changeEmail = (email: string): Promise<User> =>
  save('details', { email: email.trim() });

export const updateDetails = (data: Record<string, unknown>): Promise<User> =>
  save('details', { data });

export const updatePassword = (password: string): Promise<User> => save('password', { password });

export const updateAddress = (shippingAddress: Record<string, string>): Promise<User> =>
  save('address', { data: { shippingAddress } });

/**
 * Logs out: the identity session ends (and with it every open tab's). It settles once the
 * stores that follow the user are done too (the cart forgetting the member's email and
 * details, so they never carry over to the next person on this browser).
 */
export async function logout(): Promise<void> {
  // A member shown at rest is logged out by the client, which ends the session everywhere.
  if (!session && shownAtRest()) await ensureIdentity().catch(() => undefined);
  const current = session;
  if (current) tellOtherTabs({ topic: 'logout' });
  const followed = signedOut();
  await Promise.allSettled([current?.logout(), followed]);
}
