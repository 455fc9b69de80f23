import type { StoreLogin } from '@api/site';

/** What a store does when the member is signed out; a returned promise is waited for. */
export type SignOutFollower = () => unknown;
/** What a store does with the member's store login after a fresh sign-in. */
export type SignInFollower = (login: StoreLogin) => unknown;
/**
 * What a store does when the member it finds signed in did not sign in on this page: with
 * the member's email, and a way to get a fresh single-use store login should it need one.
 */
export type ResumeFollower = (
  email: string,
  storeLogin: () => Promise<StoreLogin | undefined>,
) => unknown;

const outFollowers = new Set<SignOutFollower>();
const inFollowers = new Set<SignInFollower>();
const resumeFollowers = new Set<ResumeFollower>();

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

/**
 * Registers what happens elsewhere when a page finds the member signed in from a remembered
 * session. A sign-in is two steps (the identity, then the store login), and a reader may
 * leave the page between them: the store session that follows the member (the cart's)
 * finishes the second step on the next page, so a login always ends logged in to both.
 */
export const onResume = (follower: ResumeFollower): (() => void) =>
  register(resumeFollowers, follower);

/** Tells the first resume follower (a store login is single use, as for a sign-in). */
export async function resumeFollowersWith(
  email: string,
  storeLogin: () => Promise<StoreLogin | undefined>,
): Promise<void> {
  const [first] = resumeFollowers;
  if (first) await Promise.allSettled([(async () => first(email, storeLogin))()]);
}

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
