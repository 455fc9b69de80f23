import { segment, siteJson } from './request';
import type { SiteOptions } from './request';
import type { SiteMyDownloads } from './types';

/** A download link: `{downloadsHost}/me/downloads/{id}?jwt={token}` (CONTRACTS.md). */
export const downloadUrl = (downloadsHost: string, id: string, token: string): string =>
  `${downloadsHost.replace(/\/+$/, '')}/me/downloads/${segment(id)}?jwt=${encodeURIComponent(token)}`;

/** `GET /me/downloads`: every file the member's paid orders entitle them to, each once. */
export const getMyDownloads = (options: SiteOptions, token: string): Promise<SiteMyDownloads> =>
  siteJson(options, '/me/downloads', { token });
