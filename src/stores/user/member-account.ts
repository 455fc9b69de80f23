import { createAccount as createSiteAccount } from '../../api/site';
import { config } from '../connections';
import { signInFollowers } from './followers';

/**
 * After every fresh sign-in the main site makes sure the member's store account exists (POST
 * /accounts; SPEC point 7 names the signup verification, and a login needs the same) and
 * answers with a single-use store login, which the stores following the member use (the cart
 * logs its store session in: that is what earns it the member discount). A failure does not
 * undo the sign-in: the cart stays a guest cart until the next one.
 */
export async function linkMemberAccount(token: string | undefined): Promise<void> {
  if (!token) return;
  const account = await createSiteAccount({ baseUrl: config().siteApiUrl }, token).catch(
    () => undefined,
  );
  if (account?.storeLogin) await signInFollowers(account.storeLogin);
}
