import { defineDomContainer } from '@kit';
import { pageQuery } from '@stores/search/location';
import { searchPageStore, showSearchPage } from '../../shared/search-page';
import { MORE_CLASS, RETRY_CLASS, resultsView } from './view';
import { options } from './options';

/**
 * The search page's hits for `?q=`, in plain DOM: the page downloads no React. The view is
 * patched in place, so "load more" keeps the focus while it loads; when the hits come the
 * focus moves to the first new one, and the new count is said.
 */
export default defineDomContainer({
  options,
  connect(host, { moreLabel }) {
    const query = pageQuery();
    const locale = host.ownerDocument.defaultView?.navigator.language;
    // How many hits were shown when the reader last asked for more, and whether the first
    // new one has had the focus yet.
    let askedAt: number | null = null;
    let focused = true;
    const focusArrival = () => {
      if (focused || askedAt === null) return;
      const link = host.querySelectorAll<HTMLElement>('.mw-search-hit a')[askedAt];
      if (!link) return;
      focused = true;
      link.focus();
    };
    const onClick = (event: Event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!button || button.getAttribute('aria-disabled') === 'true') return;
      if (button.classList.contains(RETRY_CLASS)) {
        void searchPageStore().then(({ retrySearch }) => retrySearch());
      } else if (button.classList.contains(MORE_CLASS)) {
        askedAt = host.querySelectorAll('.mw-search-hit').length;
        focused = false;
        void searchPageStore().then(({ moreResults }) => moreResults());
      }
    };
    host.addEventListener('click', onClick);
    const stop = showSearchPage(
      host,
      (state) => resultsView(state, { query, moreLabel, askedAt, ...(locale && { locale }) }),
      focusArrival,
    );
    return () => {
      host.removeEventListener('click', onClick);
      stop();
    };
  },
});
