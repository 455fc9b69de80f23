import { fetchSiteHtml } from '@api/site-html';
import { sameOriginPage } from '@domain/preload';
import { widgetNamesIn } from '@domain/widget-names';
import { onReset, swapped } from './seam';

const asked = new Set<string>();
onReset(() => asked.clear());

/**
 * The widget names a page of this site uses, read from its HTML (never put into the page), for
 * PreLoad to prefetch their chunks. Each page is asked once per page view; another origin, or
 * a page that cannot be fetched, uses none that we know of.
 */
export async function widgetsOfPage(
  href: string,
): Promise<{ containers: readonly string[]; behaviours: readonly string[] }> {
  const none = { containers: [], behaviours: [] };
  const url = sameOriginPage(href, window.location.href);
  if (!url || asked.has(url)) return none;
  asked.add(url);
  try {
    return widgetNamesIn(await fetchSiteHtml(url, swapped('pageFetch')));
  } catch {
    return none;
  }
}
