import { $clientsVersion, swapped } from './seam';
import type { Clients } from './seam';

/**
 * A client looked up through the seam: the one swapped in (tests, stories) if any, otherwise
 * the real one, built on first use (a page without the widget pays nothing) and kept per page
 * (one queue, one cache for every widget), then built again after each swap.
 */
export function lazyClient<K extends keyof Clients>(
  name: K,
  build: () => NonNullable<Clients[K]>,
): () => NonNullable<Clients[K]> {
  let real: { version: number; client: NonNullable<Clients[K]> } | undefined;
  return () => {
    const fake = swapped(name);
    if (fake) return fake;
    const version = $clientsVersion.get();
    if (real?.version !== version) real = { version, client: build() };
    return real.client;
  };
}
