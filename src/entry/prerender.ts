import { createPrerender } from '../prerender/prerender';

export type { PrerenderOptions } from '../prerender/options';

/**
 * The build-time render of the library's containers (`magazine-widgets/prerender`): the page
 * with every container's first view (a visitor's) rendered into its host, marked
 * `data-prerendered`. The widgets' registry is imported with the first page in place, since
 * its modules read the page at import.
 */
export const prerenderHtml = createPrerender(() =>
  import('@widgets/registry').then((m) => m.registry),
);
