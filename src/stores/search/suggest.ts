import { atom } from 'nanostores';
import { searchArticles } from '@api/search';
import { config } from '../connections';
import { $clientsVersion, onReset } from '../seam';
import { searchClient } from './connection';
import { toShownHit } from './view';
import type { ShownHit } from './view';

/** At most this many articles are suggested under the search box. */
export const SUGGESTION_COUNT = 6;

/** A suggested article: its title as the index highlights it (never set as HTML). */
export type Suggestion = Pick<ShownHit, 'id' | 'url' | 'title'>;

export type SuggestionsState =
  | { readonly status: 'idle'; readonly query: ''; readonly items: readonly [] }
  | { readonly status: 'loading'; readonly query: string; readonly items: readonly Suggestion[] }
  | { readonly status: 'ready'; readonly query: string; readonly items: readonly Suggestion[] }
  | { readonly status: 'error'; readonly query: string; readonly items: readonly [] };

const IDLE: SuggestionsState = { status: 'idle', query: '', items: [] };

/**
 * The header search box's suggestions, apart from the search page's results (`$search`), so
 * typing in the header never changes the hits a reader is looking at. `query` is the query the
 * items answer: a box shows them only while it still holds that text.
 */
export const $suggestions = atom<SuggestionsState>(IDLE);

let latest = 0;
export const resetSuggestions = onReset(() => {
  latest += 1;
  $suggestions.set(IDLE);
});

/**
 * Suggests articles for what the reader typed. The newest call wins: an older answer arriving
 * late never replaces a newer one. A failure suggests nothing (the form still submits).
 */
export async function suggest(typed: string): Promise<void> {
  const query = typed.trim();
  const ticket = (latest += 1);
  if (!query) {
    $suggestions.set(IDLE);
    return;
  }
  const version = $clientsVersion.get();
  const current = () => ticket === latest && version === $clientsVersion.get();
  $suggestions.set({ status: 'loading', query, items: $suggestions.get().items });
  try {
    const { hits } = await searchArticles(searchClient(), config().search.indexName, query, 0);
    const items = hits.slice(0, SUGGESTION_COUNT).map((hit) => {
      const { id, url, title } = toShownHit(hit);
      return { id, url, title };
    });
    if (current()) $suggestions.set({ status: 'ready', query, items });
  } catch {
    if (current()) $suggestions.set({ status: 'error', query, items: [] });
  }
}
