import { sanitiseFragmentHtml } from './sanitise';
import { fetchSiteHtml } from './site-html';

/** A fragment of the site, sanitised, ready to put into the page. */
export async function fetchFragment(url: string, fetcher?: typeof fetch): Promise<string> {
  return sanitiseFragmentHtml(await fetchSiteHtml(url, fetcher));
}
