import type { ArticleHit } from '@api/search';

export type SearchStatus = 'idle' | 'loading' | 'ready' | 'error';

/** The search hit list (SPEC point 3) and where the reader is in it. */
export interface SearchState {
  /** The query of the hits shown. */
  query: string;
  /** The page step shown: hits hold 15 x (page + 1) of them at most. */
  page: number;
  status: SearchStatus;
  hits: readonly ArticleHit[];
  nbHits: number;
  /** Pages of 15 hits; `page + 1 < nbPages` means "load more" finds more. */
  nbPages: number;
  /** What the reader is told when the last search failed. */
  error: string | null;
}

/**
 * The page's search before anything was asked: the store's start, and what the search page's
 * widgets show before the store comes (a module of its own, so they show it without the store).
 */
export const NOT_ASKED: Readonly<SearchState> = {
  query: '',
  page: 0,
  status: 'idle',
  hits: [],
  nbHits: 0,
  nbPages: 0,
  error: null,
};
