import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liteClient } from 'algoliasearch/lite';
import { createMemoryCache } from '@algolia/client-common';
import { SEARCH_TIMEOUTS, searchRequest } from '@domain';
import { startBackend } from '../server/harness';
import type { TestBackend } from '../server/harness';

interface Article {
  title: string;
  url: string;
}

// The real published lite client against the reference search service. The service lives
// under /search on the demo origin, so the host's `url` carries that path: the client builds
// `${protocol}://${url}${port ? `:${port}` : ''}/1/indexes/...`.
describe('contract: algoliasearch lite against /search', () => {
  let backend: TestBackend;
  let client: ReturnType<typeof liteClient>;
  beforeAll(async () => {
    backend = await startBackend();
    const { host } = new URL(backend.base);
    client = liteClient('MAGAZINE', 'search-only-demo-key', {
      hosts: [{ url: `${host}/search`, protocol: 'http', accept: 'readWrite' }],
      timeouts: { ...SEARCH_TIMEOUTS },
      hostsCache: createMemoryCache(),
      responsesCache: createMemoryCache(),
      requestsCache: createMemoryCache({ serializable: false }),
    });
  });
  afterAll(() => backend.close());

  const page = (n: number, query = '') =>
    client.searchForHits<Article>({
      requests: [{ indexName: 'articles', query, ...searchRequest(n) }],
    });

  it('searches with paging', async () => {
    const first = (await page(0)).results[0]!;
    expect(first.hits).toHaveLength(15);
    expect(first.nbHits).toBeGreaterThanOrEqual(30);
    expect(first.hits[0]!.objectID).toEqual(expect.any(String));
    const second = (await page(1)).results[0]!;
    expect(second.hits).toHaveLength(30);
    expect(second.hits.slice(0, 15).map((h) => h.objectID)).toEqual(
      first.hits.map((h) => h.objectID),
    );
    expect(second.nbPages).toBe(Math.ceil((second.nbHits ?? 0) / 30));
  });

  it('finds and highlights an article', async () => {
    const { results } = await page(0, 'cascade');
    const hit = results[0]!.hits[0]!;
    expect(hit.url).toBe('/articles/css-cascade-layers');
    expect(hit._highlightResult?.title).toMatchObject({
      value: '<em>Cascade</em> layers in practice',
      matchLevel: 'full',
      matchedWords: ['cascade'],
    });
  });

  it('throws the service error for a wrong key (a 4xx is not retried)', async () => {
    const { host } = new URL(backend.base);
    const wrong = liteClient('MAGAZINE', 'admin-key', {
      hosts: [{ url: `${host}/search`, protocol: 'http', accept: 'readWrite' }],
    });
    await expect(
      wrong.search({ requests: [{ indexName: 'articles', query: 'css' }] }),
    ).rejects.toMatchObject({ status: 403, message: 'Invalid Application-ID or API key' });
  });
});
