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

const WIDGET_ATTRIBUTE = /\sdata-(container|behaviour)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/gi;

/**
 * The widget names a page's HTML asks for, by kind, each once: what its `data-container` and
 * `data-behaviour` attributes (space-separated for behaviours) hold.
 */
export function widgetNamesIn(html: string): {
  containers: readonly string[];
  behaviours: readonly string[];
} {
  const containers = new Set<string>();
  const behaviours = new Set<string>();
  for (const match of html.matchAll(WIDGET_ATTRIBUTE)) {
    const value = (match[2] ?? match[3] ?? match[4] ?? '').trim();
    if (!value) continue;
    if (match[1]?.toLowerCase() === 'container') containers.add(value);
    else value.split(/\s+/).forEach((name) => behaviours.add(name));
  }
  return { containers: [...containers], behaviours: [...behaviours] };
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
