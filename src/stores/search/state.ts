import { map } from 'nanostores';
import { onReset } from '../seam';
import { NOT_ASKED } from './shape';
import type { SearchState } from './shape';

export type { SearchState, SearchStatus } from './shape';

const initial = (): SearchState => ({ ...NOT_ASKED });

/** The one search of the page: SearchResults, SearchHitsCount and SearchTitle read it. */
export const $search = map<SearchState>(initial());

export const resetSearch = onReset(() => $search.set(initial()));
