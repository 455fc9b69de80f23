import { computed } from 'nanostores';
import { config } from '../connections';
import { loadWhenShown } from '../load-when-shown';
import { loadMemberDownloads } from './actions';
import { $memberDownloadsState } from './state';
import type { MemberDownloadsState } from './state';
import { withLinks } from './view';
import type { LinkedProduct } from './view';

/**
 * The member's ebooks and files (MemberDownloads): the list from the main site API, each
 * format's link built from the member's current access token.
 */
export interface MemberDownloadsView {
  readonly status: MemberDownloadsState['status'];
  readonly products: readonly LinkedProduct[];
  readonly error: string | null;
}

/** What the downloads widget shows; the first widget that shows it loads the list. */
export const $memberDownloads = /* @__PURE__ */ loadWhenShown(
  computed($memberDownloadsState, ({ status, products, token, error }): MemberDownloadsView => ({
    status,
    products: token ? withLinks(products, config().downloadsHost, token) : [],
    error,
  })),
  () => loadMemberDownloads(),
);

export { $memberDownloadsState, resetMemberDownloads } from './state';
export type { MemberDownloadsState, OwnedFile, OwnedProduct } from './state';
export { loadMemberDownloads } from './actions';
export { toOwnedProducts, withLinks } from './view';
export type { LinkedFile, LinkedProduct } from './view';
