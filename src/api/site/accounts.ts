import { siteJson } from './request';
import type { SiteOptions } from './request';
import type { SiteAccount } from './types';

/**
 * `POST /accounts`, once a member verified their address: their store account exists
 * afterwards. A password, if sent, must be the one they log in with.
 */
export const createAccount = (
  options: SiteOptions,
  token: string,
  password?: string,
): Promise<SiteAccount> =>
  siteJson(options, '/accounts', {
    method: 'POST',
    token,
    body: password === undefined ? {} : { password },
  });
