import type { IncomingMessage } from 'node:http';
import type { Handler } from '../../backend/types';
import type { Db } from '../../backend/db';
import type { BackendDeps } from '../../backend/deps';
import { HttpError, parse, readJson } from '../../backend/http';
import type { ErrorShape } from '../../backend/http';
import { Router } from '../../backend/router';
import type { ArticleRecord } from './articles';
import { encodeParams, mergeParams, multiQueryBody, searchParams, singleQueryBody } from './params';
import type { RawQuery } from './params';
import { highlight, queryWords, score } from './ranking';

/** The demo's public search credentials (src/config): a search-only key, never an admin key. */
export const SEARCH_APP_ID = 'MAGAZINE';
export const SEARCH_API_KEY = 'search-only-demo-key';

/** The hosted index's error shape: `{ message, status }`. */
const searchError = (status: number, message: string) =>
  new HttpError(status, { message, status }, message);
const shape: ErrorShape = (status, message) => searchError(status, message);

/** The browser build sends the credentials as query parameters, the Node build as headers. */
function authenticate(req: IncomingMessage, url: URL): void {
  const value = (name: string) => {
    const header = req.headers[name];
    return (Array.isArray(header) ? header[0] : header) ?? url.searchParams.get(name);
  };
  if (
    value('x-algolia-application-id') !== SEARCH_APP_ID ||
    value('x-algolia-api-key') !== SEARCH_API_KEY
  ) {
    throw searchError(403, 'Invalid Application-ID or API key');
  }
}

async function loadIndex(db: Db, indexName: string): Promise<ArticleRecord[]> {
  const rows = await db.query<{ record: ArticleRecord }>(
    'SELECT record FROM search_records WHERE index_name = $1',
    [indexName],
  );
  if (rows.length === 0) throw searchError(404, `Index ${indexName} does not exist`);
  return rows.map((r) => r.record);
}

const newestFirst = (a: ArticleRecord, b: ArticleRecord) =>
  b.publishedDate.localeCompare(a.publishedDate);

async function runQuery(db: Db, indexName: string, raw: RawQuery) {
  const started = performance.now();
  const params = parse(searchParams, mergeParams(raw), shape);
  const words = queryWords(params.query);
  const ranked = (await loadIndex(db, indexName))
    .map((record) => ({ record, score: words.length ? score(record, words) : 1 }))
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score || newestFirst(a.record, b.record));
  const first = params.page * params.hitsPerPage;
  const hits = ranked.slice(first, first + params.hitsPerPage).map(({ record }) => ({
    ...record,
    _highlightResult: {
      title: highlight(record.title, words),
      description: highlight(record.description, words),
      author: highlight(record.author, words),
      tags: record.tags.map((tag) => highlight(tag, words)),
    },
  }));
  return {
    hits,
    nbHits: ranked.length,
    page: params.page,
    nbPages: params.hitsPerPage ? Math.ceil(ranked.length / params.hitsPerPage) : 0,
    hitsPerPage: params.hitsPerPage,
    exhaustiveNbHits: true,
    exhaustive: { nbHits: true },
    query: params.query,
    params: encodeParams(params),
    index: indexName,
    processingTimeMS: Math.round(performance.now() - started),
  };
}

/**
 * The search service (Algolia-compatible), under `/search`. The body is parsed as JSON
 * whatever its content type: the browser client sends `text/plain` to avoid a preflight.
 */
export function searchService(deps: BackendDeps): Handler {
  const { db } = deps;
  // `/search` itself is the magazine's search page; the service answers under `/search/1/`.
  return new Router('/search', shape, { ownsBarePrefix: false })
    .on('POST', '/1/indexes/:index/queries', async ({ req, url, params }) => {
      authenticate(req, url);
      if (params.index !== '*') throw searchError(404, 'Use /1/indexes/*/queries');
      const body = parse(multiQueryBody, await readJson(req, shape), shape);
      const results = [];
      for (const request of body.requests) {
        results.push(await runQuery(db, request.indexName, request));
      }
      return { results };
    })
    .on('POST', '/1/indexes/:index/query', async ({ req, url, params }) => {
      authenticate(req, url);
      const body = parse(singleQueryBody, await readJson(req, shape), shape);
      return runQuery(db, params.index ?? '', body);
    })
    .handler();
}
