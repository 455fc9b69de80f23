import { useState } from 'react';
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { Comment } from '../../../src/stores/comments/views';
import {
  validateComment,
  validateCommentAuthor,
  validateEmail,
} from '../../../src/domain/validation';
import { Field, FormAlert, LiveRegion, TextArea, useSubmission } from '../../../src/kit/react';
import { $commenter, postAsReader } from '../../../src/stores/comments/views';

interface Fields {
  author: string;
  email: string;
  body: string;
}

export interface CommentFormProps {
  readonly path: string;
  /** Why the last comment was not taken (from the store), or null. */
  readonly postError: string | null;
  readonly replyTo: Comment | null;
  readonly onCancelReply: () => void;
}

/**
 * Name, email and comment. A published comment joins the thread above; one held for a
 * moderator is only announced. A refusal keeps everything typed; a sent comment clears only
 * the comment itself, so a second one needs no retyping.
 */
export function CommentForm({
  path,
  postError,
  replyTo,
  onCancelReply,
}: CommentFormProps): ReactNode {
  const commenter = useStore($commenter);
  const [fields, setFields] = useState<Fields>(() => ({
    author: commenter.name,
    email: commenter.email,
    body: '',
  }));
  const [outcome, setOutcome] = useState('');

  const submission = useSubmission<Fields>({
    check: () => ({
      author: validateCommentAuthor(fields.author),
      email: validateEmail(fields.email),
      body: validateComment(fields.body),
    }),
    send: async () => {
      setOutcome('');
      const result = await postAsReader(path, {
        author: fields.author.trim(),
        email: fields.email.trim(),
        body: fields.body,
        ...(replyTo ? { parent: replyTo.id } : {}),
      });
      if (!result.ok) throw new Error(result.error);
      setOutcome(result.message);
      setFields((current) => ({ ...current, body: '' }));
      onCancelReply();
    },
  });

  const field = (name: keyof Fields) => ({
    name,
    value: fields[name],
    error: submission.problems[name],
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      setFields((current) => ({ ...current, [name]: value }));
      submission.clear(name);
    },
  });

  return (
    <form
      className="mw-form mw-comments__form"
      onSubmit={submission.onSubmit}
      noValidate
      aria-busy={submission.busy}
      aria-labelledby="mw-comments-form-title"
    >
      <h3 id="mw-comments-form-title" className="mw-comments__form-title">
        {replyTo ? `Reply to ${replyTo.author}` : 'Leave a comment'}
      </h3>
      {replyTo && (
        <button type="button" className="mw-button mw-button--quiet" onClick={onCancelReply}>
          Cancel reply
        </button>
      )}
      <FormAlert error={submission.status === 'failed' ? postError : null} />
      <Field label="Name" autoComplete="name" {...field('author')} />
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        hint="Never shown; it picks your avatar."
        {...field('email')}
      />
      <TextArea label="Comment" rows={5} {...field('body')} />
      <button type="submit" className="mw-button" aria-disabled={submission.busy}>
        {submission.busy ? 'Posting…' : 'Post comment'}
      </button>
      <LiveRegion message={outcome} className="mw-comments__outcome" />
    </form>
  );
}
