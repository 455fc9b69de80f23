/** Page links read from a `Link` header and the total from the total-count header (SPEC point 7). */
export interface PageLinks {
  first?: string;
  prev?: string;
  next?: string;
  last?: string;
  total?: number;
}

const LINK = /<([^>]*)>\s*;\s*rel="?([^";]+)"?/g;

/** Parses `Link: <url>; rel="next", <url>; rel="last"` and `X-Total-Count: 42`. */
export function readPageLinks(headers: Headers): PageLinks {
  const links: PageLinks = {};
  for (const [, url, rels] of (headers.get('link') ?? '').matchAll(LINK)) {
    for (const rel of (rels ?? '').split(/\s+/)) {
      if (
        url !== undefined &&
        (rel === 'first' || rel === 'prev' || rel === 'next' || rel === 'last')
      ) {
        links[rel] = url;
      }
    }
  }
  const total = Number(headers.get('x-total-count') ?? headers.get('total-count') ?? NaN);
  if (Number.isFinite(total)) links.total = total;
  return links;
}
