import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { ContainerProps } from '../../../src/kit';
import { commentsLabel } from '../../../src/domain/comments';
import { commentsCount } from '../../../src/stores/comments/views';

export interface CommentsCountOptions {
  /** The page whose comments are counted; empty: this page. */
  readonly path: string;
  /** Where the thread is (the CommentsArea's id on the same page). */
  readonly href: string;
}

const locale = () => (typeof navigator === 'undefined' ? undefined : navigator.language);

/** "N comments", a link to the thread. Only the count is fetched, never the comments. */
export function CommentsCount({ options }: ContainerProps<CommentsCountOptions>): ReactNode {
  const thread = useStore(commentsCount(options.path || window.location.pathname));
  if (thread.countStatus === 'error') {
    return (
      <a className="mw-comments-count" href={options.href}>
        Comments
      </a>
    );
  }
  if (thread.count === null) {
    return (
      <span className="mw-comments-count mw-comments-count--loading mw-skeleton" aria-busy="true">
        Counting comments…
      </span>
    );
  }
  return (
    <a className="mw-comments-count" href={options.href}>
      {commentsLabel(thread.count, locale())}
    </a>
  );
}
