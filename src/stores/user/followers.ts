import type { StoreLogin } from '../../api/site';

/** What a store does when the member is signed out; a returned promise is waited for. */
export type SignOutFollower = () => unknown;
/** What a store does with the member's store login after a fresh sign-in. */
export type SignInFollower = (login: StoreLogin) => unknown;

const outFollowers = new Set<SignOutFollower>();
const inFollowers = new Set<SignInFollower>();

const register = <T>(set: Set<T>, follower: T): (() => void) => {
  set.add(follower);
  return () => {
    set.delete(follower);
  };
};

/**
 * Registers what happens elsewhere when the signed-in member is signed out: a logout on this
 * page, a failed token refresh, a logout in another tab. The stores that depend on the user
 * (the cart) follow it through here, so the user store needs to know none of them.
 * Returns the unregistering function.
 */
export const onSignOut = (follower: SignOutFollower): (() => void) =>
  register(outFollowers, follower);

/**
 * Registers what happens elsewhere when a member signs in on this page (a login, a signup or
 * recovery link), with the single-use login of their store account: the cart logs its store
 * session in with it. A remembered session does not call it again; the store session it
 * logged in stays logged in until a logout.
 */
export const onSignIn = (follower: SignInFollower): (() => void) => register(inFollowers, follower);

/** Tells every follower; settles once all have, whatever each one's outcome. */
export async function signOutFollowers(): Promise<void> {
  await Promise.allSettled([...outFollowers].map(async (follower) => follower()));
}

/**
 * Hands the store login to the followers. It is single use: the first follower that logs in
 * with it consumes it, so more than one follower would be a mistake, and only the first is told.
 */
export async function signInFollowers(login: StoreLogin): Promise<void> {
  const [first] = inFollowers;
  if (first) await Promise.allSettled([(async () => first(login))()]);
}
