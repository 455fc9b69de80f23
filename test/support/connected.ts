import { createStorefront } from '@api/storefront/client';
import type { Storefront } from '@api/storefront/client';
import { swapClients } from '@stores/seam';
import { defaultConfig } from '@config/config';
import { inject } from 'vitest';
import { vaultAt } from './checkout-fixtures';

/**
 * Points every store at the reference backend of test/setup/backend.global.ts, with a new
 * store session: the real storefront and vault protocols. `fetch` may wrap the real one to
 * observe the traffic.
 */
export function connectStores(fetchImpl?: typeof fetch): Storefront {
  const base = inject('backendUrl');
  const storefront = createStorefront({
    store: 'magazine',
    key: 'pk_demo_magazine',
    url: base,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
  swapClients({
    config: defaultConfig(base),
    storefront,
    vault: vaultAt(base),
  });
  return storefront;
}

/**
 * Connects the stores with every request held until `release` is called, as a slow store
 * would; `asked` turns true once one was sent.
 */
export function connectHeldStores(): { asked: boolean; release: () => void } {
  const state = { asked: false, release: () => {} };
  const held = new Promise<void>((resolve) => {
    state.release = resolve;
  });
  connectStores((input, init) => {
    state.asked = true;
    return held.then(() => fetch(input, init));
  });
  return state;
}

/** Connects the stores to a store that cannot be reached: every request fails as offline. */
export function connectOfflineStores(): void {
  const url = 'http://offline.invalid';
  swapClients({
    config: defaultConfig(url),
    storefront: createStorefront({
      store: 'magazine',
      key: 'pk',
      url,
      fetch: () => Promise.reject(new TypeError('offline')),
    }),
  });
}
