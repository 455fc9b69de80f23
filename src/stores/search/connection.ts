import { createSearchClient } from '../../api/search';
import type { SearchClient } from '../../api/search';
import { config } from '../connections';
import { $clientsVersion, swapped } from '../seam';

let real: { version: number; client: SearchClient } | undefined;

/**
 * The page's search client, built on first use from the configuration and kept per page, so
 * its memory caches (answers, host states) serve every search widget. A swap replaces it.
 */
export function searchClient(): SearchClient {
  const fake = swapped('search');
  if (fake) return fake;
  const version = $clientsVersion.get();
  if (real?.version !== version) {
    real = { version, client: createSearchClient(config().search) };
  }
  return real.client;
}
