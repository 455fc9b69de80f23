import { createAccount as createSiteAccount } from '@api/site';
import type { StoreLogin } from '@api/site';
import { config } from '../connections';
import { signInFollowers } from './followers';

/**
 * The main site makes sure the member's store account exists (POST /accounts; SPEC point 7
 * names the signup verification, and a login needs the same) and answers with a single-use
 * store login; undefined when it cannot be had.
 */
export async function storeLoginFor(token: string | undefined): Promise<StoreLogin | undefined> {
  if (!token) return undefined;
  const account = await createSiteAccount({ baseUrl: config().siteApiUrl }, token).catch(
    () => undefined,
  );
  return account?.storeLogin;
}

/**
 * After every fresh sign-in the stores following the member get a store login (the cart logs
 * its store session in: that is what earns it the member discount). A failure does not undo
 * the sign-in: the cart stays a guest cart until the next page completes it (onResume).
 */
export async function linkMemberAccount(token: string | undefined): Promise<void> {
  const login = await storeLoginFor(token);
  if (login) await signInFollowers(login);
}
