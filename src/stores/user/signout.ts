/** What a store does when the member is signed out; a returned promise is waited for. */
export type SignOutFollower = () => unknown;

const followers = new Set<SignOutFollower>();

/**
 * Registers what happens elsewhere when the signed-in member is signed out: a logout on this
 * page, a failed token refresh, a logout in another tab. The stores that depend on the user
 * (the cart) follow it through here, so the user store needs to know none of them.
 * Returns the unregistering function.
 */
export function onSignOut(follower: SignOutFollower): () => void {
  followers.add(follower);
  return () => {
    followers.delete(follower);
  };
}

/** Tells every follower; settles once all have, whatever each one's outcome. */
export async function signOutFollowers(): Promise<void> {
  await Promise.allSettled([...followers].map(async (follower) => follower()));
}
