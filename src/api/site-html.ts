import { connectionError } from '@domain/messages';
import { send } from './core/send';

/** How long a page or fragment of the site may take before it counts as failed. */
const TIMEOUT_MS = 15_000;

/**
 * A page or fragment of the site's own origin, as text. Cookies go along as for any page of
 * the site; a non-OK answer is a connection error like any answer without a usable body.
 */
export async function fetchSiteHtml(url: string, fetcher?: typeof fetch): Promise<string> {
  const { response, text } = await send(
    url,
    { credentials: 'same-origin', headers: { Accept: 'text/html' } },
    { timeoutMs: TIMEOUT_MS, ...(fetcher && { fetch: fetcher }) },
  );
  if (!response.ok) throw connectionError(response.status);
  return text;
}
