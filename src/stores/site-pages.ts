import { fetchFragment, fetchSiteHtml } from '../api/fragments';
import { FOREIGN_FRAGMENT_MESSAGE } from '../domain/fragments';
import { userMessage } from '../domain/messages';
import { sameOriginPage, widgetNamesIn } from '../domain/preload';
import { onReset, swapped } from './seam';

/** A fragment for PostLoad: its sanitised markup, or why it could not be had. */
export type FragmentResult =
  | { readonly status: 'loaded'; readonly html: string }
  | { readonly status: 'failed'; readonly message: string };

const pageUrl = () => window.location.href;

/**
 * Fetches a fragment of this site and sanitises it. A URL of another origin is refused before
 * any request; a failure is a message for the reader, never a throw.
 */
export async function loadFragment(src: string): Promise<FragmentResult> {
  const url = sameOriginPage(src, pageUrl());
  if (!url) return { status: 'failed', message: FOREIGN_FRAGMENT_MESSAGE };
  try {
    return { status: 'loaded', html: await fetchFragment(url, swapped('pageFetch')) };
  } catch (error) {
    return { status: 'failed', message: userMessage(error) };
  }
}

const asked = new Set<string>();
onReset(() => asked.clear());

/**
 * The widget names a page of this site uses, read from its HTML, for PreLoad to prefetch their
 * chunks. Each page is asked once per page view; another origin, or a page that cannot be
 * fetched, uses none that we know of.
 */
export async function widgetsOfPage(
  href: string,
): Promise<{ containers: readonly string[]; behaviours: readonly string[] }> {
  const none = { containers: [], behaviours: [] };
  const url = sameOriginPage(href, pageUrl());
  if (!url || asked.has(url)) return none;
  asked.add(url);
  try {
    return widgetNamesIn(await fetchSiteHtml(url, swapped('pageFetch')));
  } catch {
    return none;
  }
}
