import { loadWhenShown } from '../load-when-shown';
import { more, search } from './actions';
import { pageQuery } from './location';
import { $search } from './state';

const searchPage = (): Promise<void> => {
  const query = pageQuery();
  // Without a query there is nothing to ask: the page invites the reader to type one.
  return query ? search(query) : Promise.resolve();
};

/**
 * The search page's results: the first widget that shows them starts the search for the
 * page's `?q=`, so no component fetches in an effect.
 */
export const $searchPage = /* @__PURE__ */ loadWhenShown($search, searchPage);

/**
 * After a failure: a failed "load more" asks that step again, with its earlier hits kept; a
 * failed first search asks the page's query again.
 */
export function retrySearch(): Promise<void> {
  const { hits, query } = $search.get();
  return hits.length > 0 && query === pageQuery() ? more() : searchPage();
}

/**
 * "Load more" on the search page: the next 15 hits, or after a failure the step that failed
 * (its earlier hits kept).
 */
export const moreResults = (): Promise<void> =>
  $search.get().status === 'error' ? retrySearch() : more();
