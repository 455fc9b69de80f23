import { defineDomContainer, followInHost } from '@kit';
import { $memberCount } from '@stores/market';
import { memberCountView } from './view';
import { options } from './options';

/**
 * How many readers are members, from the market feed, in the reader's number format, in plain
 * DOM: the plans page downloads no React for it. While it is counted whatever the editor wrote
 * in the host stays; an empty host shows the counting placeholder.
 */
export default defineDomContainer({
  options,
  connect(host, options) {
    const locale = host.ownerDocument.defaultView?.navigator.language;
    const own = host.textContent?.trim();
    return followInHost(host, $memberCount, (count) =>
      memberCountView(count, options, locale, own),
    );
  },
});
