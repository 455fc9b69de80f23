import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend } from '../harness';
import type { TestBackend } from '../harness';

interface Hit {
  objectID: string;
  title: string;
  url: string;
  _highlightResult: {
    title: { value: string; matchLevel: string; matchedWords: string[] };
    tags: { value: string }[];
  };
}
interface Result {
  hits: Hit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  params: string;
  exhaustiveNbHits: boolean;
  processingTimeMS: number;
}

const AUTH = {
  'x-algolia-application-id': 'MAGAZINE',
  'x-algolia-api-key': 'search-only-demo-key',
};

describe('search (Algolia-compatible)', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startBackend();
  });
  afterAll(() => backend.close());

  const multi = async (requests: unknown[], init: RequestInit = {}) => {
    const res = await fetch(`${backend.base}/search/1/indexes/*/queries`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', ...AUTH },
      body: JSON.stringify({ requests }),
      ...init,
    });
    return res;
  };
  const search = async (request: Record<string, unknown>) => {
    const res = await multi([{ indexName: 'articles', ...request }]);
    expect(res.status).toBe(200);
    return ((await res.json()) as { results: Result[] }).results[0]!;
  };

  it('ranks title matches first and highlights the matched words', async () => {
    const result = await search({ query: 'css', hitsPerPage: 5 });
    expect(result.nbHits).toBeGreaterThan(5);
    expect(result.hits).toHaveLength(5);
    expect(result.hits[0]!._highlightResult.title.value).toMatch(/<em>CSS<\/em>/);
    expect(result.hits[0]!._highlightResult.title.matchLevel).toBe('full');
    expect(result.hits[0]!._highlightResult.title.matchedWords).toEqual(['css']);
    expect(result).toMatchObject({
      page: 0,
      hitsPerPage: 5,
      query: 'css',
      exhaustiveNbHits: true,
      params: 'query=css&hitsPerPage=5&page=0',
    });
    expect(result.processingTimeMS).toEqual(expect.any(Number));
    // A title match outranks an article that has the word only in its tags.
    const inTitle = result.hits.map((h) => /\bcss\b/i.test(h.title));
    expect(inTitle.indexOf(false)).toBeGreaterThan(0);
    expect(inTitle.slice(inTitle.indexOf(false))).not.toContain(true);
  });

  it('is case- and accent-insensitive and matches the last word as a prefix', async () => {
    const accented = await search({ query: 'ACCÉSSIBLE fórms' });
    expect(accented.hits[0]!.url).toBe('/articles/accessible-forms');
    const typing = await search({ query: 'performance budg' });
    expect(typing.hits[0]!.url).toBe('/articles/web-performance-budgets');
    const all = await search({ query: 'cascade layers' });
    expect(all.hits.map((h) => h.url)).toContain('/articles/css-cascade-layers');
    expect((await search({ query: 'zzzz' })).nbHits).toBe(0);
  });

  it('pages as the widget asks: page 0 with 15 x (page + 1) hits', async () => {
    const empty = await search({ query: '', page: 0, hitsPerPage: 15 });
    expect(empty.nbHits).toBeGreaterThanOrEqual(30);
    expect(empty.hits).toHaveLength(15);
    expect(empty.nbPages).toBe(Math.ceil(empty.nbHits / 15));
    const more = await search({ query: '', page: 0, hitsPerPage: 30 });
    expect(more.hits.slice(0, 15)).toEqual(empty.hits);
    const second = await search({ query: '', page: 1, hitsPerPage: 15 });
    expect(second.hits).toEqual(more.hits.slice(15, 30));
  });

  it('accepts v4 `params` strings, query-string credentials and the single-index route', async () => {
    const v4 = await multi(
      [{ indexName: 'articles', params: 'query=accessibility&hitsPerPage=3&page=0' }],
      {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
    );
    expect(v4.status).toBe(403);
    const res = await fetch(
      `${backend.base}/search/1/indexes/*/queries?x-algolia-application-id=MAGAZINE&x-algolia-api-key=search-only-demo-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({
          requests: [{ indexName: 'articles', params: 'query=accessibility&hitsPerPage=3&page=0' }],
        }),
      },
    );
    expect(res.status).toBe(200);
    const { results } = (await res.json()) as { results: Result[] };
    expect(results[0]).toMatchObject({ hitsPerPage: 3, query: 'accessibility' });
    const single = await fetch(`${backend.base}/search/1/indexes/articles/query`, {
      method: 'POST',
      headers: AUTH,
      body: JSON.stringify({ query: 'dialog' }),
    });
    expect(single.status).toBe(200);
    expect(((await single.json()) as Result).hits[0]!.url).toBe(
      '/articles/accessible-modal-dialogs',
    );
  });

  it('answers 4xx in its shape for bad credentials and bad input', async () => {
    const wrongKey = await multi([{ indexName: 'articles' }], {
      headers: { ...AUTH, 'x-algolia-api-key': 'admin' },
    });
    expect(wrongKey.status).toBe(403);
    expect(await wrongKey.json()).toEqual({
      message: 'Invalid Application-ID or API key',
      status: 403,
    });
    const unknown = await multi([{ indexName: 'nope' }]);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ status: 404 });
    const cases = [
      [{ indexName: 'articles', page: -1 }],
      [{ indexName: 'articles', hitsPerPage: 'many' }],
      [{ indexName: 'articles', query: 42 }],
      [{ query: 'css' }],
      [],
    ];
    for (const requests of cases) {
      const res = await multi(requests);
      expect(res.status, JSON.stringify(requests)).toBe(400);
      expect(await res.json()).toMatchObject({ status: 400, message: expect.any(String) });
    }
    const malformed = await fetch(`${backend.base}/search/1/indexes/*/queries`, {
      method: 'POST',
      headers: AUTH,
      body: '{"requests":[',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ message: 'Malformed JSON body', status: 400 });
    const big = await multi([{ indexName: 'articles', query: 'x'.repeat(300_000) }]);
    expect(big.status).toBe(413);
  });

  it('answers cross-origin simple requests for configured origins', async () => {
    const res = await multi([{ indexName: 'articles', query: 'ux' }], {
      headers: { 'content-type': 'text/plain', ...AUTH, Origin: 'http://widgets.test' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://widgets.test');
  });
});
