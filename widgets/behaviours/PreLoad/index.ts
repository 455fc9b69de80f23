import { defineBehaviour } from '@kit';
import { warmWidgets } from '@kit/widget-warmer';
import { PRELOAD_HOVER_DELAY_MS, prefetchAllowed, sameOriginPage } from '@domain/preload';
import type { ConnectionInfo } from '@domain/preload';

// Per page view, across every PreLoad element: a URL is prefetched once.
const prefetched = new Set<string>();

const connectionOf = (doc: Document): ConnectionInfo | undefined =>
  (doc.defaultView?.navigator as (Navigator & { connection?: ConnectionInfo }) | undefined)
    ?.connection;

const linkIn = (host: HTMLElement, target: EventTarget | null): HTMLAnchorElement | undefined => {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  return link instanceof HTMLAnchorElement && host.contains(link) ? link : undefined;
};

/** Prefetches the page behind `link` and asks the loader for the widget chunks it uses. */
const prefetch = (link: HTMLAnchorElement) => {
  const doc = link.ownerDocument;
  if (!prefetchAllowed(connectionOf(doc))) return;
  const here = (doc.defaultView ?? window).location.href;
  const url = sameOriginPage(link.getAttribute('href') ?? '', here);
  if (!url || url === here || prefetched.has(url)) return;
  prefetched.add(url);
  const hint = doc.createElement('link');
  hint.rel = 'prefetch';
  hint.href = url;
  doc.head.append(hint);
  // Fetched on the first prefetch: a page whose reader never points at a link pays only for
  // the listeners.
  void import('@stores/page-widgets')
    .then(({ widgetsOfPage }) => widgetsOfPage(url))
    .then(warmWidgets, () => undefined);
};

/**
 * On a link, or on an element holding links (the main navigation): when the pointer rests on
 * a link (65 ms) or it gets focus, prefetches its page and the widget chunks that page uses,
 * once per URL. Not when the reader saves data or is on a 2G-class connection.
 */
export default defineBehaviour({
  options: {},
  connect(host) {
    let pending: { link: HTMLAnchorElement; timer: ReturnType<typeof setTimeout> } | undefined;
    const cancel = () => {
      if (pending) clearTimeout(pending.timer);
      pending = undefined;
    };
    const onOver = (event: Event) => {
      const link = linkIn(host, event.target);
      if (!link || pending?.link === link) return;
      cancel();
      pending = { link, timer: setTimeout(() => prefetch(link), PRELOAD_HOVER_DELAY_MS) };
    };
    const onOut = (event: Event) => {
      const next = (event as MouseEvent).relatedTarget;
      if (pending && !(next instanceof Node && pending.link.contains(next))) cancel();
    };
    const onFocus = (event: Event) => {
      const link = linkIn(host, event.target);
      if (link) prefetch(link);
    };
    host.addEventListener('mouseover', onOver);
    host.addEventListener('mouseout', onOut);
    host.addEventListener('focusin', onFocus);
    return () => {
      cancel();
      host.removeEventListener('mouseover', onOver);
      host.removeEventListener('mouseout', onOut);
      host.removeEventListener('focusin', onFocus);
    };
  },
});

/** Forgets what was prefetched; for tests and stories. */
export const forgetPrefetched = (): void => prefetched.clear();
