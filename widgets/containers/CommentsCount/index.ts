import { defineDomContainer, followInHost } from '@kit';
import { commentsCount } from '@stores/comments/views';
import { commentsCountView } from './view';
import { options } from './options';

/**
 * "N comments", a link to the thread, in plain DOM: an article page downloads no React for
 * its byline. Only the count is fetched, never the comments. While it is counted the editor's
 * fallback (a "Comments" link) stays; an empty host shows the counting placeholder.
 */
export default defineDomContainer({
  options,
  connect(host, { path, href }) {
    const locale = host.ownerDocument.defaultView?.navigator.language;
    const $count = commentsCount(path || host.ownerDocument.location.pathname);
    return followInHost(host, $count, (thread) => commentsCountView(thread, href, locale));
  },
});
