import { createSearchClient } from '@api/search';
import type { SearchClient } from '@api/search';
import { config } from '../connections';
import { lazyClient } from '../lazy-client';

/**
 * The page's search client, built on first use from the configuration and kept per page, so
 * its memory caches (answers, host states) serve every search widget. A swap replaces it.
 */
export const searchClient: () => SearchClient =
  // Pure, so a bundle that never asks for this client leaves it and its build step out.
  /* @__PURE__ */ lazyClient('search', () => createSearchClient(config().search));
