import { defineDomContainer } from '@kit';
import type { NoOptions } from '@kit';
import { pageQuery } from '@stores/search/location';
import { showSearchPage } from '../../shared/search-page';
import { hitsCountView } from './view';

/**
 * The search page's count of hits, in plain DOM: the page downloads no React. The status
 * region is patched in place, so screen readers hear the count when it arrives.
 */
export default defineDomContainer<NoOptions>({
  options: {},
  connect(host) {
    const query = pageQuery();
    return showSearchPage(host, (state) => hitsCountView(state, query));
  },
});
