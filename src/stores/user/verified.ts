import { createAccount as createSiteAccount } from '../../api/site';
import { config } from '../connections';
import { accessToken } from './actions';

/**
 * After a signup confirmation the main site creates the member's account (POST /accounts,
 * SPEC point 7). A failure here does not undo the login: the next verification retries.
 */
export async function onVerified(): Promise<void> {
  const token = await accessToken();
  if (!token) return;
  await createSiteAccount({ baseUrl: config().siteApiUrl }, token).catch(() => undefined);
}
