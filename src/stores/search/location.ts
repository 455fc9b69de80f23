import { SEARCH_QUERY_PARAM } from '@domain/search';

/**
 * The query the search page was opened with (`?q=`), trimmed; empty without one. Read here
 * rather than with the domain's queryParam: the build puts that in a chunk with a React field,
 * and the header's search box (on every page) must not pull React in through this module.
 */
export const pageQuery = (): string =>
  typeof location === 'undefined'
    ? ''
    : (new URLSearchParams(location.search).get(SEARCH_QUERY_PARAM)?.trim() ?? '');
