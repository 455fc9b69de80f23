import type { HostView } from '@kit';
import { commentsLabel } from '@domain/comments';
import type { ThreadState } from '@stores/comments/state';

const link = (href: string, text: string): HostView => ({
  pending: false,
  markup: { tag: 'a', className: 'mw-comments-count', attributes: { href }, children: [text] },
});

/**
 * What the byline shows for a thread's count: "N comments" linking to the thread, "Comments"
 * when the count cannot be had, the counting placeholder until it is known.
 */
export function commentsCountView(
  thread: Pick<ThreadState, 'count' | 'countStatus'>,
  href: string,
  locale?: string,
): HostView {
  if (thread.countStatus === 'error') return link(href, 'Comments');
  if (thread.count === null) {
    return {
      pending: true,
      markup: {
        tag: 'span',
        className: 'mw-comments-count mw-comments-count--loading mw-skeleton mw-skeleton--inline',
        attributes: { 'aria-busy': 'true' },
        children: ['Counting comments…'],
      },
    };
  }
  return link(href, commentsLabel(thread.count, locale));
}
