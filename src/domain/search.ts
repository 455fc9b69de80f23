/** Search results per page step (SPEC point 9). */
export const SEARCH_PAGE_SIZE = 15;

/** The search asks page 0 with 15 x (page + 1) hits, so "load more" keeps earlier hits. */
export const searchRequest = (page: number): { page: 0; hitsPerPage: number } => ({
  page: 0,
  hitsPerPage: SEARCH_PAGE_SIZE * (Math.max(0, Math.floor(page)) + 1),
});

/**
 * How many 15-hit pages a result has. The service counts pages of the size asked, which for
 * a request of 15 x (page + 1) hits says nothing about what "load more" would still find.
 */
export const searchPageCount = (nbHits: number): number =>
  Math.ceil(Math.max(0, nbHits) / SEARCH_PAGE_SIZE);

/** Search client timeouts, in milliseconds (SPEC point 9). */
export const SEARCH_TIMEOUTS = { connect: 1000, read: 2000, write: 30000 } as const;
/** How long an unreachable search host is skipped (SPEC point 9). */
export const SEARCH_HOST_RETRY_PAUSE_MS = 120_000;

/** Any failed search (unreachable service, timeout, refused key): what the reader is shown. */
export const SEARCH_FAILED =
  'Our search cat got tangled in the yarn. Please try again in a moment.';

/** The search page's address and the parameter that carries the query: `/search?q=css`. */
export const SEARCH_PAGE = '/search';
export const SEARCH_QUERY_PARAM = 'q';

/** The search page's URL for a query. */
export const searchPageUrl = (query: string, page: string = SEARCH_PAGE): string =>
  `${page}?${SEARCH_QUERY_PARAM}=${encodeURIComponent(query.trim())}`;

/** How many hits a count names: "1 result", "12 results". */
export const hitsCountLabel = (count: number): string =>
  `${count} ${count === 1 ? 'result' : 'results'}`;

/** The search page's title for a query (SearchTitle, document.title). */
export const searchTitle = (query: string): string =>
  query ? `Search results for "${query}"` : 'Search';

/**
 * A found article's address as a link: a web address, or one on this site, as the index gives
 * it; anything else (a `javascript:` address an index could carry) links nowhere.
 */
export function webLink(url: string): string | undefined {
  try {
    return /^https?:$/.test(new URL(url, 'https://invalid.example').protocol) ? url : undefined;
  } catch {
    return undefined;
  }
}
