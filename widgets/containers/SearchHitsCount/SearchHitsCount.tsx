import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { ContainerProps, NoOptions } from '@kit';
import { hitsCountLabel } from '@domain/search';
import { pageQuery } from '@stores/search/location';
import { $searchPage } from '@stores/search/page';

/**
 * How many articles the page's search found ("12 results"), in a polite live region, so a
 * screen reader hears the count when it arrives. Empty without a query or after a failure
 * (SearchResults says why).
 */
export function SearchHitsCount(_props: ContainerProps<NoOptions>): ReactNode {
  const { status, query, nbHits } = useStore($searchPage);
  const loading = pageQuery() !== '' && (status === 'idle' || status === 'loading') && !query;
  return (
    <span
      className={loading ? 'mw-search-count mw-skeleton' : 'mw-search-count'}
      role="status"
      aria-busy={loading}
    >
      {loading ? 'Counting…' : query ? hitsCountLabel(nbHits) : ''}
    </span>
  );
}
