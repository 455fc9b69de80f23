import { createServer } from 'node:net';
import { afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { EndRequest, Requester } from '@algolia/client-common';
import { createSearchClient, searchArticles, searchHost } from '@api/search';
import type * as SearchModule from '@api/search';
import type * as Lite from 'algoliasearch/lite';
import { defaultConfig } from '@config/config';
import type { SearchConfig } from '@config/config';
import { SEARCH_TIMEOUTS } from '@domain';

/** A request's body as text (the client compresses nothing in the browser build). */
const bodyOf = (request: EndRequest): string =>
  typeof request.data === 'string'
    ? request.data
    : request.data
      ? new TextDecoder().decode(request.data)
      : '{}';

// The lite client's own transport is swapped for `fetch` where a test needs to watch or
// delay requests (the browser build's XHR is held to CORS by jsdom).
const fetchRequester = (seen: EndRequest[] = []): Requester => ({
  async send(request) {
    seen.push(request);
    try {
      const response = await fetch(request.url, {
        method: request.method,
        headers: request.headers,
        ...(request.data === undefined ? {} : { body: bodyOf(request) }),
      });
      return { status: response.status, content: await response.text(), isTimedOut: false };
    } catch (error) {
      return { status: 0, content: String(error), isTimedOut: false };
    }
  },
});

/** An address where nothing listens: connections are refused at once. */
async function closedUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}/search`;
}

let settings: SearchConfig;
beforeAll(() => {
  settings = defaultConfig(inject('backendUrl')).search;
});

describe('searchHost: the configured URL as the client host', () => {
  it.each([
    [
      'https://MAGAZINE-dsn.algolia.net',
      { url: 'magazine-dsn.algolia.net', protocol: 'https', accept: 'readWrite' },
    ],
    [
      'http://localhost:8080',
      { url: 'localhost', port: 8080, protocol: 'http', accept: 'readWrite' },
    ],
    [
      'http://127.0.0.1:4173/search/',
      { url: '127.0.0.1:4173/search', protocol: 'http', accept: 'readWrite' },
    ],
    [
      'https://example.com/search',
      { url: 'example.com/search', protocol: 'https', accept: 'readWrite' },
    ],
  ])('%s', (address, host) => expect(searchHost(address)).toEqual(host));
});

describe('the search client against the reference backend', () => {
  it('has the spec timeouts and the configured host', () => {
    const { transporter } = createSearchClient(settings);
    expect(transporter.timeouts).toEqual(SEARCH_TIMEOUTS);
    expect(transporter.hosts).toEqual([searchHost(settings.url)]);
  });

  it('pages by asking page 0 with 15 x (page + 1) hits', async () => {
    const seen: EndRequest[] = [];
    const client = createSearchClient(settings, { requester: fetchRequester(seen) });
    const first = await searchArticles(client, settings.indexName, '', 0);
    expect(first.hits).toHaveLength(15);
    expect(first.nbHits).toBeGreaterThanOrEqual(30);
    expect(first.nbPages).toBe(Math.ceil(first.nbHits / 15));
    const second = await searchArticles(client, settings.indexName, '', 1);
    expect(second.hits).toHaveLength(30);
    expect(second.hits.slice(0, 15).map((h) => h.objectID)).toEqual(
      first.hits.map((h) => h.objectID),
    );
    // Pages of 15, whatever page size was asked: the service alone would say ceil(n / 30).
    expect(second.nbPages).toBe(first.nbPages);
    const bodies = seen.map((r) => JSON.parse(bodyOf(r)) as { requests: unknown[] });
    expect(bodies.map((b) => b.requests[0])).toEqual([
      { indexName: 'articles', query: '', page: 0, hitsPerPage: 15 },
      { indexName: 'articles', query: '', page: 0, hitsPerPage: 30 },
    ]);
    expect(seen[0]?.url).toContain('/search/1/indexes/*/queries');
  });

  it('finds an article with highlights, and the last page holds every hit', async () => {
    const client = createSearchClient(settings);
    const found = await searchArticles(client, settings.indexName, 'cascade', 0);
    expect(found.hits[0]).toMatchObject({
      url: '/articles/css-cascade-layers',
      objectID: expect.any(String),
      commentCount: expect.any(Number),
      _highlightResult: { title: { matchLevel: 'full', matchedWords: ['cascade'] } },
    });
    const { nbPages } = await searchArticles(client, settings.indexName, '', 0);
    const all = await searchArticles(client, settings.indexName, '', nbPages - 1);
    expect(all.hits).toHaveLength(all.nbHits);
    expect(all.nbHits).toBeGreaterThan((nbPages - 1) * 15);
  });

  it('answers an identical query from memory', async () => {
    const seen: EndRequest[] = [];
    const client = createSearchClient(settings, { requester: fetchRequester(seen) });
    const once = await searchArticles(client, settings.indexName, 'forms', 0);
    const twice = await searchArticles(client, settings.indexName, 'forms', 0);
    expect(twice).toEqual(once);
    expect(seen).toHaveLength(1);
  });

  it('throws the service error for a refused key or an unknown index', async () => {
    const wrongKey = createSearchClient({ ...settings, apiKey: 'admin-key' });
    await expect(searchArticles(wrongKey, 'articles', 'css', 0)).rejects.toMatchObject({
      status: 403,
    });
    const client = createSearchClient(settings);
    await expect(searchArticles(client, 'no-such-index', 'css', 0)).rejects.toMatchObject({
      status: 404,
    });
  });

  it('gives up on an unreachable host', async () => {
    const client = createSearchClient(
      { ...settings, url: await closedUrl() },
      { requester: fetchRequester() },
    );
    await expect(searchArticles(client, 'articles', 'css', 0)).rejects.toThrow(/Unreachable/);
  });
});

// The browser build keeps unreachable hosts in localStorage unless given memory caches.
describe('the browser build writes nothing to localStorage', () => {
  const BROWSER_BUILD = 'algoliasearch/dist/lite/builds/browser.js';
  afterEach(() => {
    vi.doUnmock('algoliasearch/lite');
    vi.resetModules();
    vi.restoreAllMocks();
  });

  let browserBuildUsed = false;
  const withBrowserBuild = async () => {
    vi.resetModules();
    vi.doMock('algoliasearch/lite', () => {
      browserBuildUsed = true;
      return import(/* @vite-ignore */ BROWSER_BUILD);
    });
    return (await import('@api/search')) as typeof SearchModule;
  };

  it('the bare browser build would (the control)', async () => {
    const { liteClient } = (await import(/* @vite-ignore */ BROWSER_BUILD)) as typeof Lite;
    const bare = liteClient(settings.appId, settings.apiKey, {
      hosts: [searchHost(await closedUrl())],
      requester: fetchRequester(),
    });
    await expect(bare.search({ requests: [{ indexName: 'articles' }] })).rejects.toThrow();
    expect(localStorage.length).toBeGreaterThan(0);
  });

  it('ours does not, after a success or a failed host', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const api = await withBrowserBuild();
    expect(browserBuildUsed).toBe(true);
    const working = api.createSearchClient(settings, { requester: fetchRequester() });
    expect((await api.searchArticles(working, 'articles', 'css', 0)).nbHits).toBeGreaterThan(0);
    const broken = api.createSearchClient(
      { ...settings, url: await closedUrl() },
      { requester: fetchRequester() },
    );
    await expect(api.searchArticles(broken, 'articles', 'css', 0)).rejects.toThrow();
    expect(setItem).not.toHaveBeenCalled();
    expect(localStorage.length).toBe(0);
  });
});
