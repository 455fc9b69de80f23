import type { Markup } from '@kit';
import { hitsCountLabel } from '@domain/search';
import type { SearchState } from '@stores/search/state';
import { toShownHit } from '@stores/search/view';
import { hitView } from './hit-view';

/** What the results show of the page's search. */
export type ResultsState = Pick<SearchState, 'hits' | 'status' | 'nbHits' | 'error'>;

/** What the view needs besides the store: the page's query, the reader's choices so far. */
export interface ResultsContext {
  /** The page's `?q=`, trimmed; empty without one. */
  readonly query: string;
  readonly moreLabel: string;
  /** How many hits were shown when the reader last asked for more; null before. */
  readonly askedAt: number | null;
  readonly locale?: string;
}

/** The class of the "load more" button, and of the retry after a failed first search. */
export const MORE_CLASS = 'mw-search-results__more';
export const RETRY_CLASS = 'mw-search-results__retry';

const results = (children: Markup['children'], attributes?: Record<string, string>): Markup => ({
  tag: 'div',
  className: 'mw-search-results',
  ...(attributes && { attributes }),
  children,
});

const note = (text: string): Markup => ({ tag: 'p', children: [text] });

const alert = (text: string): Markup => ({
  tag: 'p',
  className: 'mw-error-note',
  attributes: { role: 'alert' },
  children: [text],
});

/** Holds the room of the first hits while they load. */
const SEARCHING: Markup = {
  tag: 'div',
  className: 'mw-search-results mw-search-results--loading',
  attributes: { 'aria-busy': 'true' },
  children: [
    {
      tag: 'p',
      className: 'mw-visually-hidden',
      attributes: { role: 'status' },
      children: ['Searching…'],
    },
    ...[0, 1, 2, 3].map((): Markup => ({
      tag: 'div',
      className: 'mw-search-results__bone mw-skeleton',
      children: [],
    })),
  ],
};

/**
 * What the search page's results show: an invitation without a query, the skeleton until the
 * first hits, the failure with its retry, "nothing matched", or the hits with the matched words
 * marked and "load more" while there are more. Once the reader asked for more, the new count is
 * said in the polite status region that is there from the first hit on.
 */
export function resultsView(state: ResultsState, context: ResultsContext): Markup {
  const { query, moreLabel, askedAt, locale } = context;
  const { hits, status, nbHits, error } = state;
  const shown = hits.length;
  if (!query) return results([note('Type what you are looking for in the search box above.')]);
  if (shown === 0 && (status === 'idle' || status === 'loading')) return SEARCHING;
  if (shown === 0 && status === 'error') {
    return results([
      alert(error ?? ''),
      {
        tag: 'button',
        className: `mw-button ${RETRY_CLASS}`,
        attributes: { type: 'button' },
        children: ['Try again'],
      },
    ]);
  }
  if (shown === 0) {
    return results([note(`No articles match “${query}”. Try fewer words, or other ones.`)]);
  }
  const loading = status === 'loading';
  const said =
    askedAt !== null && status === 'ready' && shown > askedAt
      ? `Showing ${shown} of ${hitsCountLabel(nbHits)}`
      : '';
  return results(
    [
      {
        tag: 'ol',
        className: 'mw-search-results__list',
        children: hits.map((hit) => hitView(toShownHit(hit), locale)),
      },
      {
        tag: 'p',
        className: 'mw-visually-hidden',
        attributes: { role: 'status' },
        children: [said],
      },
      ...(status === 'error' ? [alert(error ?? '')] : []),
      ...(shown < nbHits
        ? [
            {
              tag: 'button',
              className: `mw-button ${MORE_CLASS}`,
              attributes: { type: 'button', 'aria-disabled': String(loading) },
              children: [loading ? 'Loading…' : moreLabel],
            },
          ]
        : []),
    ],
    { 'aria-busy': String(loading) },
  );
}
