import { queryParam } from '../../domain/query-param';
import { SEARCH_QUERY_PARAM } from '../../domain/search';

/** The query the search page was opened with (`?q=`), trimmed; empty without one. */
export const pageQuery = (): string =>
  typeof location === 'undefined' ? '' : (queryParam(location.search, SEARCH_QUERY_PARAM) ?? '');
