/** How long a pointer rests on a link before its page is prefetched: a pass over it is not. */
export const PRELOAD_HOVER_DELAY_MS = 65;

/** The Network Information a browser may offer (navigator.connection); all of it optional. */
export interface ConnectionInfo {
  readonly saveData?: boolean;
  readonly effectiveType?: string;
}

const SLOW = new Set(['slow-2g', '2g']);

/**
 * Whether prefetching is welcome: not when the reader asked to save data, nor on a 2G-class
 * connection where a guess would slow down what they actually open.
 */
export function prefetchAllowed(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return !SLOW.has(connection.effectiveType ?? '');
}

/**
 * `href` resolved against `base` when it is a page of the same site worth fetching (http(s),
 * same origin), without its fragment; undefined otherwise.
 */
export function sameOriginPage(href: string, base: string): string | undefined {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return undefined;
  }
  if (!/^https?:$/.test(url.protocol) || url.origin !== new URL(base).origin) return undefined;
  url.hash = '';
  return url.href;
}
