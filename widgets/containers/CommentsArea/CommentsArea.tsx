import { useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { ContainerProps } from '@kit';
import type { Comment } from '@stores/comments/views';
import { threadTree } from '@domain/comments';
import { useNearViewport } from '@kit/react';
import { PRERENDERED_ATTRIBUTE } from '@kit/wake';
import { commentsThread, knownThread } from '@stores/comments/views';
import { CommentForm } from './CommentForm';
import { CommentItem } from './CommentItem';
import type { CommentLook } from './CommentItem';
import type { CommentsAreaOptions } from './options';

const locale = () => (typeof navigator === 'undefined' ? undefined : navigator.language);

/** The thread and its form, once shown: showing the thread store is what loads it. */
function Thread({ path, options }: { path: string; options: CommentsAreaOptions }): ReactNode {
  const thread = useStore(commentsThread(path));
  const [replyTo, setReplyTo] = useState<Comment | null>(null);
  const formBox = useRef<HTMLDivElement>(null);
  const tree = useMemo(() => threadTree(thread.items), [thread.items]);
  // One "now" per render: every date in the list is said from the same moment.
  const now = new Date();
  const look: CommentLook = {
    avatars: options.avatars,
    defaultAvatar: options.defaultAvatar,
    now,
    locale: locale(),
    onReply: (comment) => {
      setReplyTo(comment);
      formBox.current?.querySelector('textarea')?.focus();
    },
  };

  let list: ReactNode;
  if (thread.status === 'error') {
    list = (
      <p className="mw-error-note" role="alert">
        {thread.error}
      </p>
    );
  } else if (thread.status !== 'ready') {
    list = (
      <p className="mw-comments__loading mw-skeleton" aria-busy="true">
        Loading comments…
      </p>
    );
  } else if (tree.length === 0) {
    list = <p className="mw-comments__empty">No comments yet. Be the first to say something.</p>;
  } else {
    list = (
      <ol className="mw-comments__list">
        {tree.map((node) => (
          <CommentItem key={node.comment.id} node={node} look={look} />
        ))}
      </ol>
    );
  }
  return (
    <>
      {list}
      <div ref={formBox}>
        <CommentForm
          path={path}
          postError={thread.postError}
          replyTo={replyTo}
          onCancelReply={() => setReplyTo(null)}
        />
      </div>
    </>
  );
}

/**
 * The article's comments (the thread with replies, and the form), loaded when the area comes
 * near the viewport: a reader who never scrolls down never fetches them.
 */
export function CommentsArea({ host, options }: ContainerProps<CommentsAreaOptions>): ReactNode {
  const path = options.path || window.location.pathname;
  // The build, which has no viewport, rendered the thread and its form: the first render here
  // must be the same, or taking the build's place would drop the form a reader typed into.
  const near = useNearViewport(host, undefined, host.hasAttribute(PRERENDERED_ATTRIBUTE));
  // The count the thread or a CommentsCount found; reading it loads nothing.
  const count = useStore(knownThread(path)).count;
  return (
    <section className="mw-comments" aria-labelledby="mw-comments-title">
      <h2 id="mw-comments-title" className="mw-comments__title">
        Comments{count !== null && ` (${count})`}
      </h2>
      {near ? (
        <Thread path={path} options={options} />
      ) : (
        <p className="mw-comments__loading mw-skeleton" aria-busy="true">
          Loading comments…
        </p>
      )}
    </section>
  );
}
