import type { Markup } from '@kit';
import { hitsCountLabel } from '@domain/search';
import type { SearchState } from '@stores/search/state';

/**
 * How many articles the page's search found ("12 results"), in a polite status region that is
 * there from the start, so the count is said when it arrives; busy while it is counted. Empty
 * without a query (`pageQuery`) or after a failure (the results say why).
 */
export function hitsCountView(
  { status, query, nbHits }: Pick<SearchState, 'status' | 'query' | 'nbHits'>,
  pageQuery: string,
): Markup {
  const counting = pageQuery !== '' && (status === 'idle' || status === 'loading') && !query;
  return {
    tag: 'span',
    className: counting ? 'mw-search-count mw-skeleton' : 'mw-search-count',
    attributes: { role: 'status', 'aria-busy': String(counting) },
    children: [counting ? 'Counting…' : query ? hitsCountLabel(nbHits) : ''],
  };
}
