import { inject, vi } from 'vitest';
import type { Requester } from '@algolia/client-common';
import { createSearchClient } from '@api/search';
import { defaultConfig } from '@config/config';
import { swapClients } from '@stores/seam';
import { fakeLocation } from '../../support/location';
import { controllableRequester } from '../../support/search-requester';

/**
 * The search page at `/search{search}` with every store on the reference backend and the
 * search client's requests passing through a requester the test can hold or fail.
 */
export function searchPage(search: string) {
  fakeLocation(`/search${search}`);
  const config = defaultConfig(inject('backendUrl'));
  const control = controllableRequester();
  swapClients({
    config,
    search: createSearchClient(config.search, { requester: control.requester }),
  });
  return control;
}

/** A search service that answers every query with these hits (what the backend cannot do). */
export function indexAnswering(hits: readonly Record<string, unknown>[]): void {
  const config = defaultConfig(inject('backendUrl'));
  const requester: Requester = {
    send: vi.fn(async () => ({
      status: 200,
      isTimedOut: false,
      content: JSON.stringify({
        results: [{ hits, nbHits: hits.length, page: 0, nbPages: 1, hitsPerPage: 15 }],
      }),
    })),
  };
  swapClients({ config, search: createSearchClient(config.search, { requester }) });
}
