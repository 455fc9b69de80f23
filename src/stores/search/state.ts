import { map } from 'nanostores';
import type { ArticleHit } from '@api/search';
import { onReset } from '../seam';

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

const initial = (): SearchState => ({
  query: '',
  page: 0,
  status: 'idle',
  hits: [],
  nbHits: 0,
  nbPages: 0,
  error: null,
});

/** The one search of the page: SearchResults, SearchHitsCount and SearchTitle read it. */
export const $search = map<SearchState>(initial());

export const resetSearch = onReset(() => $search.set(initial()));
