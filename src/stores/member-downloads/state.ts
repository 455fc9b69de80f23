import { map } from 'nanostores';
import { onReset } from '../seam';

/** One format of a product the member owns, before it has a link. */
export interface OwnedFile {
  readonly id: string;
  /** The format as the catalogue names it: "PDF", "ePUB". */
  readonly label: string;
}

/** A product the member owns, with its files in the order the site API lists them. */
export interface OwnedProduct {
  readonly productId: string;
  readonly product: string;
  readonly files: readonly OwnedFile[];
}

export interface MemberDownloadsState {
  /** `idle` until a widget shows the store or after a sign-out. */
  readonly status: 'idle' | 'loading' | 'ready' | 'error';
  /** What the last successful load found; a failed reload keeps it. */
  readonly products: readonly OwnedProduct[];
  /**
   * The member's access token the links are built with. Kept here, not baked into the
   * links, so the links follow it when it is refreshed (it lives an hour).
   */
  readonly token: string | null;
  /** The last failure, as the member should read it. */
  readonly error: string | null;
}

const initial = (): MemberDownloadsState => ({
  status: 'idle',
  products: [],
  token: null,
  error: null,
});

/** The logged-in member's files, for the downloads page. */
export const $memberDownloadsState = map<MemberDownloadsState>(initial());

export const resetMemberDownloads = onReset(() => $memberDownloadsState.set(initial()));
