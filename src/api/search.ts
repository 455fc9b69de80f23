import { liteClient } from 'algoliasearch/lite';
import type { Hit, LiteClient } from 'algoliasearch/lite';
import { createMemoryCache } from '@algolia/client-common';
import type { Host, Requester } from '@algolia/client-common';
import { SEARCH_TIMEOUTS, searchPageCount, searchRequest } from '@domain/search';

/** The search connection: the official lite client (docs/contracts.md, Search). */
export type SearchClient = LiteClient;

/** A record of the articles index (docs/contracts.md). */
export interface ArticleRecord {
  readonly objectID: string;
  readonly title: string;
  readonly url: string;
  readonly description: string;
  readonly author: string;
  readonly tags: readonly string[];
  readonly image: string;
  readonly publishedDate: string;
  readonly commentCount: number;
}

/** An article as the search returns it, with `_highlightResult` per attribute. */
export type ArticleHit = Hit<ArticleRecord>;

/** What a search widget shows (SPEC point 3, search hit list). */
export interface ArticleResults {
  readonly hits: readonly ArticleHit[];
  readonly nbHits: number;
  /** Pages of 15 hits (SPEC point 9), so `page + 1 < nbPages` means there is more. */
  readonly nbPages: number;
}

/**
 * The configured host URL as the client's host. The client writes
 * `${protocol}://${url}${port ? `:${port}` : ''}/1/...`, so a service under a path (the
 * reference backend's `/search`) carries its port inside `url`, before the path.
 */
export function searchHost(address: string): Host {
  const parsed = new URL(address);
  const protocol = parsed.protocol === 'http:' ? 'http' : 'https';
  const path = parsed.pathname.replace(/\/+$/, '');
  if (path) return { url: `${parsed.host}${path}`, protocol, accept: 'readWrite' };
  return {
    url: parsed.hostname,
    ...(parsed.port ? { port: Number(parsed.port) } : {}),
    protocol,
    accept: 'readWrite',
  };
}

export interface SearchClientOptions {
  /** Replaces the build's own transport (XHR in browsers); tests wrap `fetch` with it. */
  readonly requester?: Requester;
}

/** Where the search service is, as the page configuration gives it (src/config). */
export interface SearchSettings {
  readonly appId: string;
  /** The search-only key; never an admin key. */
  readonly apiKey: string;
  readonly indexName: string;
  /** Host URL of the search service. */
  readonly url: string;
}

/**
 * The lite client pointed at the configured host, with the spec's timeouts (SPEC point 9).
 * Its browser build would remember unreachable hosts in localStorage; every cache here lives
 * in memory, so search writes nothing to the reader's storage (only settings and privacy
 * persist, SPEC point 4). Identical queries are answered from the memory cache.
 */
export function createSearchClient(
  settings: SearchSettings,
  options: SearchClientOptions = {},
): SearchClient {
  return liteClient(settings.appId, settings.apiKey, {
    hosts: [searchHost(settings.url)],
    timeouts: { ...SEARCH_TIMEOUTS },
    hostsCache: createMemoryCache(),
    responsesCache: createMemoryCache(),
    requestsCache: createMemoryCache({ serializable: false }),
    ...(options.requester ? { requester: options.requester } : {}),
  });
}

/**
 * One search: page 0 with 15 x (page + 1) hits (SPEC point 7), so "load more" shows the
 * earlier hits and the next ones in one answer. Throws the client's error on failure.
 */
export async function searchArticles(
  client: SearchClient,
  indexName: string,
  query: string,
  page: number,
): Promise<ArticleResults> {
  const { results } = await client.searchForHits<ArticleRecord>({
    requests: [{ indexName, query, ...searchRequest(page) }],
  });
  const result = results[0];
  const nbHits = result?.nbHits ?? 0;
  return { hits: result?.hits ?? [], nbHits, nbPages: searchPageCount(nbHits) };
}
