import { cachedGet, listGet } from './client';
import type { List, Storefront } from './client';

/** GET /content/{model}, with the client's preview flag when editors preview drafts. */
export const listContent = (
  sf: Storefront,
  model: string,
  preview = false,
): Promise<List<Record<string, unknown>>> =>
  listGet(sf, `content/${encodeURIComponent(model)}`, preview ? { $preview: true } : undefined);

/** GET /content/{model}/{id}. */
export const getContent = (
  sf: Storefront,
  model: string,
  id: string,
  preview = false,
): Promise<Record<string, unknown> | null> =>
  cachedGet(
    sf,
    `content/${encodeURIComponent(model)}/${encodeURIComponent(id)}`,
    preview ? { $preview: true } : undefined,
  );
