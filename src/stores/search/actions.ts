import { searchArticles } from '@api/search';
import { SEARCH_FAILED } from '@domain/search';
import { config } from '../connections';
import { $clientsVersion, onReset } from '../seam';
import { searchClient } from './connection';
import { $search } from './state';

// Every request takes a number; only the newest may write its answer, so a slow answer to
// an earlier query never replaces a newer one. A reset makes every request in flight stale.
let latest = 0;
onReset(() => {
  latest += 1;
});

async function run(query: string, page: number): Promise<void> {
  const ticket = (latest += 1);
  const version = $clientsVersion.get();
  // Query, page and hits change only with an answer, so a failure leaves them as they were.
  $search.set({ ...$search.get(), status: 'loading', error: null });
  // An answer for swapped-out clients (a reset store) or for an older request is not ours.
  const current = () => ticket === latest && version === $clientsVersion.get();
  try {
    const { hits, nbHits, nbPages } = await searchArticles(
      searchClient(),
      config().search.indexName,
      query,
      page,
    );
    if (current())
      $search.set({ query, page, status: 'ready', hits, nbHits, nbPages, error: null });
  } catch {
    // The reader is told in the domain's words; the hits shown stay.
    if (current()) $search.set({ ...$search.get(), status: 'error', error: SEARCH_FAILED });
  }
}

/** Searches from the first page step. Never rejects: failures land in `$search.error`. */
export const search = (query: string): Promise<void> => run(query.trim(), 0);

/**
 * Loads the next page step (page 0 again, with 15 more hits). Does nothing while a search is
 * on its way or when every hit is shown; after a failed step it asks that step again.
 */
export function more(): Promise<void> {
  const { query, page, status, nbPages } = $search.get();
  if (status === 'loading' || page + 1 >= nbPages) return Promise.resolve();
  return run(query, page + 1);
}
