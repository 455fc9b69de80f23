import { loadChunk, patchChildren, setHostState, showWidgetFailure } from '@kit';
import type { Markup } from '@kit';
import { pageQuery } from '@stores/search/location';
import { NOT_ASKED } from '@stores/search/shape';
import type { SearchState } from '@stores/search/state';

/** The search page's store, fetched when a page with a query first shows its search. */
export const searchPageStore = () => loadChunk('search', () => import('@stores/search/page'));

/**
 * Keeps `host` showing `view(state)` for the page's search, patched in place: the element the
 * reader is on keeps the focus, a status region stays the one screen readers follow. The
 * store, and the search client with it, come only to a page with a query: without one the
 * first view is all there is. `shown` runs after each view is in. Returns the disconnect,
 * which gives the host back the editor's nodes.
 */
export function showSearchPage(
  host: HTMLElement,
  view: (state: SearchState) => Markup,
  shown: () => void = () => undefined,
): () => void {
  const editor = [...host.childNodes];
  host.replaceChildren();
  const show = (state: SearchState) => {
    patchChildren(host, [view(state)]);
    shown();
  };
  show(NOT_ASKED);
  let connected = true;
  let stop: () => void = () => undefined;
  if (pageQuery()) {
    searchPageStore().then(
      ({ $searchPage }) => {
        if (connected) stop = $searchPage.subscribe(show);
      },
      () => {
        // As the loader does for a container whose code could not come.
        if (connected) {
          setHostState(host, 'error');
          showWidgetFailure(host);
        }
      },
    );
  }
  return () => {
    connected = false;
    stop();
    host.replaceChildren(...editor);
  };
}
