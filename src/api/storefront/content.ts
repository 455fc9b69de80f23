import { cachedGet, listGet } from './client';
import type { List, Storefront } from './client';

/** The `$preview` flag: asked for here, else as the connection's `previewContent` says. */
const previewQuery = (sf: Storefront, preview: boolean | undefined) =>
  (preview ?? sf.options.previewContent) ? { $preview: true } : undefined;

/** GET /content/{model}; drafts too with `preview` (or the client's previewContent). */
export const listContent = (
  sf: Storefront,
  model: string,
  preview?: boolean,
): Promise<List<Record<string, unknown>>> =>
  listGet(sf, `content/${encodeURIComponent(model)}`, previewQuery(sf, preview));

/** GET /content/{model}/{id}; drafts too with `preview` (or the client's previewContent). */
export const getContent = (
  sf: Storefront,
  model: string,
  id: string,
  preview?: boolean,
): Promise<Record<string, unknown> | null> =>
  cachedGet(
    sf,
    `content/${encodeURIComponent(model)}/${encodeURIComponent(id)}`,
    previewQuery(sf, preview),
  );
