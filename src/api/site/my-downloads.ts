import { siteJson } from './request';
import type { SiteOptions } from './request';
import type { SiteMyDownloads } from './types';

/**
 * `GET /me/downloads`: every file the member's paid orders entitle them to, each once. Apart
 * from downloadUrl, which the order page shares: only the downloads page carries this call.
 */
export const getMyDownloads = (options: SiteOptions, token: string): Promise<SiteMyDownloads> =>
  siteJson(options, '/me/downloads', { token });
