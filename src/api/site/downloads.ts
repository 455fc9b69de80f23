import { segment } from './request';

/** A download link: `{downloadsHost}/me/downloads/{id}?jwt={token}` (docs/contracts.md). */
export const downloadUrl = (downloadsHost: string, id: string, token: string): string =>
  `${downloadsHost.replace(/\/+$/, '')}/me/downloads/${segment(id)}?jwt=${encodeURIComponent(token)}`;
