import { useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { ContainerProps } from '@kit';
import { LiveRegion } from '@kit/react';
import { hitsCountLabel } from '@domain/search';
import { more } from '@stores/search/actions';
import { pageQuery } from '@stores/search/location';
import { $searchPage, retrySearch } from '@stores/search/page';
import { toShownHit } from '@stores/search/view';
import { SearchHit } from './SearchHit';
import type { SearchResultsOptions } from './options';

/** Holds the room of the first hits while they load. */
function Skeleton(): ReactNode {
  return (
    <div className="mw-search-results mw-search-results--loading" aria-busy="true">
      <p className="mw-visually-hidden" role="status">
        Searching…
      </p>
      {[0, 1, 2, 3].map((bone) => (
        <div key={bone} className="mw-search-results__bone mw-skeleton" />
      ))}
    </div>
  );
}

/**
 * The search page's hits for `?q=`: the matched words marked, 15 more with each "load more"
 * (focus moves to the first new hit, the new count is announced), empty and failure states.
 */
export function SearchResults({ options }: ContainerProps<SearchResultsOptions>): ReactNode {
  const state = useStore($searchPage);
  const query = pageQuery();
  // How many hits were shown when the reader last asked for more: the hit after them takes
  // focus when it arrives, and the new count is announced.
  const [askedAt, setAskedAt] = useState<number | null>(null);
  const focusOnArrival = useCallback((link: HTMLAnchorElement | null) => link?.focus(), []);
  const { hits, status, nbHits, error } = state;
  const shown = hits.length;
  const said =
    askedAt !== null && status === 'ready' && shown > askedAt
      ? `Showing ${shown} of ${hitsCountLabel(nbHits)}`
      : '';

  if (!query) {
    return (
      <div className="mw-search-results">
        <p>Type what you are looking for in the search box above.</p>
      </div>
    );
  }
  if (shown === 0 && (status === 'idle' || status === 'loading')) return <Skeleton />;
  if (shown === 0 && status === 'error') {
    return (
      <div className="mw-search-results">
        <p className="mw-error-note" role="alert">
          {error}
        </p>
        <button type="button" className="mw-button" onClick={() => void retrySearch()}>
          Try again
        </button>
      </div>
    );
  }
  if (shown === 0) {
    return (
      <div className="mw-search-results">
        <p>No articles match “{query}”. Try fewer words, or other ones.</p>
      </div>
    );
  }
  const loadMore = () => {
    setAskedAt(shown);
    void (status === 'error' ? retrySearch() : more());
  };
  return (
    <div className="mw-search-results" aria-busy={status === 'loading'}>
      <ol className="mw-search-results__list">
        {hits.map((hit, index) => (
          <SearchHit
            key={hit.objectID}
            hit={toShownHit(hit)}
            {...(index === askedAt ? { linkRef: focusOnArrival } : {})}
          />
        ))}
      </ol>
      <LiveRegion message={said} />
      {status === 'error' && (
        <p className="mw-error-note" role="alert">
          {error}
        </p>
      )}
      {shown < nbHits && (
        <button
          type="button"
          className="mw-button mw-search-results__more"
          aria-disabled={status === 'loading'}
          onClick={() => status !== 'loading' && loadMore()}
        >
          {status === 'loading' ? 'Loading…' : options.moreLabel}
        </button>
      )}
    </div>
  );
}
