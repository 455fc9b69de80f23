import { beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { createSearchClient } from '@api/search';
import { defaultConfig } from '@config/config';
import type { WidgetConfig } from '@config/config';
import { SEARCH_FAILED } from '@domain';
import { resetStores, swapClients } from '@stores/seam';
import { searchClient } from '@stores/search/connection';
import { more, search } from '@stores/search/actions';
import { $searchPage, moreResults } from '@stores/search/page';
import { $search } from '@stores/search/state';
import { bodyOf, controllableRequester } from '../../support/search-requester';
import { fakeLocation } from '../../support/location';

let config: WidgetConfig;
let control: ReturnType<typeof controllableRequester>;

beforeEach(() => {
  config = defaultConfig(inject('backendUrl'));
  control = controllableRequester();
  swapClients({
    config,
    search: createSearchClient(config.search, { requester: control.requester }),
  });
});

describe('the search store against the reference backend', () => {
  it('searches, then loads more with page 0 and 15 more hits each time', async () => {
    expect($search.get()).toMatchObject({ status: 'idle', hits: [], query: '' });
    const loading = search('  ');
    expect($search.get().status).toBe('loading');
    await loading;
    const first = $search.get();
    expect(first).toMatchObject({ status: 'ready', query: '', page: 0, error: null });
    expect(first.hits).toHaveLength(15);
    expect(first.nbPages).toBe(Math.ceil(first.nbHits / 15));

    await more();
    const second = $search.get();
    expect(second).toMatchObject({ status: 'ready', page: 1 });
    expect(second.hits).toHaveLength(30);
    expect(second.hits.slice(0, 15)).toEqual(first.hits);

    while ($search.get().page + 1 < $search.get().nbPages) await more();
    const last = $search.get();
    expect(last.hits).toHaveLength(last.nbHits);
    const asked = control.seen.length;
    await more();
    expect(control.seen).toHaveLength(asked);
    expect($search.get()).toBe(last);

    const pages = control.seen.map(
      (r) =>
        (JSON.parse(bodyOf(r)) as { requests: { page: number; hitsPerPage: number }[] })
          .requests[0],
    );
    expect(pages.map((p) => [p?.page, p?.hitsPerPage])).toEqual(
      pages.map((_, i) => [0, 15 * (i + 1)]),
    );
  });

  it('a slow answer to an older query never overwrites a newer one', async () => {
    const slow = control.hold('forms');
    const older = search('forms');
    await slow.sent;
    await search('cascade');
    const newer = $search.get();
    expect(newer).toMatchObject({ status: 'ready', query: 'cascade' });
    expect(newer.hits[0]?.url).toBe('/articles/css-cascade-layers');
    slow.open();
    await older;
    expect($search.get()).toBe(newer);
  });

  it('ignores "more" while a search is on its way', async () => {
    await search('css');
    const gate = control.hold('layout');
    const pending = search('layout');
    await gate.sent;
    const asked = control.seen.length;
    await more();
    expect(control.seen).toHaveLength(asked);
    gate.open();
    await pending;
    expect($search.get()).toMatchObject({ status: 'ready', query: 'layout', page: 0 });
  });

  it('a failure keeps the hits shown and tells the reader in the domain words', async () => {
    await search('');
    expect($search.get().nbPages).toBeGreaterThan(1);
    const before = $search.get();
    control.fail(true);
    await more();
    expect($search.get()).toEqual({ ...before, status: 'error', error: SEARCH_FAILED });
    control.fail(false);
    await more();
    expect($search.get()).toMatchObject({ status: 'ready', page: 1, error: null });
  });

  it('a refused key is a failure too', async () => {
    const wrong = { ...config, search: { ...config.search, apiKey: 'not-the-key' } };
    swapClients({ config: wrong });
    await search('css');
    expect($search.get()).toMatchObject({ status: 'error', error: SEARCH_FAILED, hits: [] });
  });

  it('an answer arriving after a reset writes nothing', async () => {
    const gate = control.hold('grid');
    const pending = search('grid');
    await gate.sent;
    resetStores();
    gate.open();
    await pending;
    expect($search.get()).toMatchObject({ status: 'idle', query: '', hits: [] });
  });

  it('writes nothing to localStorage', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    await search('css');
    control.fail(true);
    await search('grid');
    expect(setItem).not.toHaveBeenCalled();
    expect(localStorage.length).toBe(0);
    setItem.mockRestore();
  });
});

describe('the search page', () => {
  it('"load more" asks the next step, and after a failure that step again', async () => {
    fakeLocation('/search?q=css');
    // Followed, as a widget follows it: the page's query is searched once.
    const stop = $searchPage.listen(() => undefined);
    try {
      await vi.waitFor(() => expect($search.get()).toMatchObject({ status: 'ready', page: 0 }));
      control.fail(true);
      await moreResults();
      expect($search.get()).toMatchObject({ status: 'error', page: 0, error: SEARCH_FAILED });
      expect($search.get().hits).toHaveLength(15);
      control.fail(false);
      await moreResults();
      expect($search.get()).toMatchObject({ status: 'ready', page: 1, error: null });
      expect($search.get().hits.length).toBeGreaterThan(15);
      expect(control.seen.map((request) => bodyOf(request))).toEqual([
        expect.stringContaining('"hitsPerPage":15'),
        expect.stringContaining('"hitsPerPage":30'),
        expect.stringContaining('"hitsPerPage":30'),
      ]);
    } finally {
      stop();
      vi.restoreAllMocks();
    }
  });
});

describe('the search connection', () => {
  it('is built once from the configuration, and again after a swap', async () => {
    swapClients({ config });
    const client = searchClient();
    expect(searchClient()).toBe(client);
    expect(client.appId).toBe(config.search.appId);
    await search('cascade');
    expect($search.get().hits[0]?.url).toBe('/articles/css-cascade-layers');
    swapClients({ config });
    expect(searchClient()).not.toBe(client);
  });

  it('a swapped-in client wins', () => {
    const fake = createSearchClient(config.search);
    swapClients({ config, search: fake });
    expect(searchClient()).toBe(fake);
  });
});
