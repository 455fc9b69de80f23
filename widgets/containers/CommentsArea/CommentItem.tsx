import { useState } from 'react';
import type { ReactNode } from 'react';
import type { Comment } from '@stores/comments/views';
import type { ThreadNode } from '@domain/comments';
import { AVATAR_SIZE, avatarUrl } from '@domain/comments';
import { timeAgoText } from '@domain/time-ago';

/** How comments look: where avatars come from, and when "now" is for relative dates. */
export interface CommentLook {
  readonly avatars: string;
  readonly defaultAvatar: string;
  readonly now: Date;
  readonly locale: string | undefined;
  /** Starts a reply to this comment in the form. */
  readonly onReply: (comment: Comment) => void;
}

/** The author's picture; an address that fails (no picture for that email) shows the default. */
function Avatar({ md5, look }: { md5: string; look: CommentLook }): ReactNode {
  const [failed, setFailed] = useState(false);
  const src = failed ? look.defaultAvatar : avatarUrl(look.avatars, md5, look.defaultAvatar);
  return (
    <img
      className="mw-comment__avatar"
      src={src}
      alt=""
      width={AVATAR_SIZE}
      height={AVATAR_SIZE}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}

const fullDate = (iso: string, locale: string | undefined) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(date);
};

/** One comment and, nested below it, the replies to it. */
export function CommentItem({
  node,
  look,
}: {
  node: ThreadNode<Comment>;
  look: CommentLook;
}): ReactNode {
  const { comment } = node;
  return (
    <li className="mw-comment" id={`comment-${comment.id}`}>
      <article className="mw-comment__body" aria-label={`Comment by ${comment.author}`}>
        <header className="mw-comment__header">
          <Avatar md5={comment.md5} look={look} />
          <p className="mw-comment__meta">
            <strong className="mw-comment__author">{comment.author}</strong>
            {comment.twitter && (
              <a
                className="mw-comment__twitter"
                href={`https://twitter.com/${encodeURIComponent(comment.twitter)}`}
                rel="nofollow noopener"
              >
                @{comment.twitter}
              </a>
            )}
            {comment.verified && <span className="mw-comment__badge">Verified member</span>}
            <time dateTime={comment.date} title={fullDate(comment.date, look.locale)}>
              {timeAgoText(comment.date, look.now.getTime(), look.locale)}
            </time>
          </p>
        </header>
        {/* Sanitised twice: by the server, and by the comments store before it got here. */}
        <div className="mw-comment__text" dangerouslySetInnerHTML={{ __html: comment.body }} />
        <button
          type="button"
          className="mw-button mw-button--quiet mw-comment__reply"
          onClick={() => look.onReply(comment)}
          aria-label={`Reply to ${comment.author}`}
        >
          Reply
        </button>
      </article>
      {node.replies.length > 0 && (
        <ol className="mw-comments__list mw-comments__list--replies">
          {node.replies.map((reply) => (
            <CommentItem key={reply.comment.id} node={reply} look={look} />
          ))}
        </ol>
      )}
    </li>
  );
}
