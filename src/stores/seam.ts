import { atom } from 'nanostores';
import type { WidgetConfig } from '@config/config';
import type { Storefront } from '@api/storefront/client';
import type { VaultOptions } from '@api/vault';
import type { IdentityClient } from '@api/identity';
import type { SearchClient } from '@api/search';
import type { SiteOptions } from '@api/site/request';

/**
 * The one seam through which tests and stories reset every store and swap every client.
 * Stores register their reset here; clients (the storefront, the vault, identity, ...) are
 * looked up here, never imported directly by a store, so a story can hand in a fake.
 */
export interface Clients {
  readonly config: WidgetConfig;
  /** Built on first use by src/stores/connections.ts, so pages without a store pay nothing. */
  readonly storefront?: Storefront;
  readonly vault?: VaultOptions;
  readonly identity?: IdentityClient;
  /** Built on first use by src/stores/search/connection.ts. */
  readonly search?: SearchClient;
  /** The main site API; by default `config.siteApiUrl` with the page's fetch. */
  readonly site?: SiteOptions;
  /** How pages and fragments of the site are fetched (PostLoad, PreLoad); the page's fetch. */
  readonly pageFetch?: typeof fetch;
}

const resets = new Set<() => void>();
let overrides: Partial<Clients> = {};

/** Registers a store's reset; returns the store's reset for convenience. */
export function onReset(reset: () => void): () => void {
  resets.add(reset);
  return reset;
}

/** Puts every registered store back to its initial value. */
export function resetStores(): void {
  for (const reset of resets) reset();
}

/** Replaces clients (tests, stories); `swapClients({})` restores the real ones. */
export function swapClients(next: Partial<Clients>): void {
  overrides = { ...next };
  $clientsVersion.set($clientsVersion.get() + 1);
}

/** Bumped on every swap, so stores that cache a client can drop it. */
export const $clientsVersion = atom(0);

/** The client swapped in for `name`, if any (connections.ts builds the real ones). */
export const swapped = <K extends keyof Clients>(name: K): Clients[K] | undefined =>
  overrides[name];
