import { useState } from 'react';
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { Comment } from '@stores/comments/views';
import {
  validateComment,
  validateCommentAuthor,
  validateEmail,
  validateTwitter,
} from '@domain/validation';
import { Field, FormAlert, LiveRegion, TextArea } from '@kit/react';
import { useFormState } from '@kit/react/form-state';
import { useFormSubmit } from '@kit/react/form-submit';
import { EmailField } from '../../shared/EmailField';
import { SubmitForm } from '../../shared/SubmitForm';
import { $commenter, postAsReader } from '@stores/comments/views';

const EMAIL_HINT = 'Never shown; it picks your avatar.';
const CHECKS = {
  author: validateCommentAuthor,
  email: validateEmail,
  twitter: validateTwitter,
  body: validateComment,
};

export interface CommentFormProps {
  readonly path: string;
  /** Why the last comment was not taken (from the store), or null. */
  readonly postError: string | null;
  readonly replyTo: Comment | null;
  readonly onCancelReply: () => void;
}

/**
 * Name, email, an optional Twitter handle and comment. A published comment joins the thread above; one held for a
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
  const form = useFormState(
    () => ({ author: commenter.name, email: commenter.email, twitter: '', body: '' }),
    CHECKS,
    'submit',
  );
  const [outcome, setOutcome] = useState('');

  const submit = useFormSubmit({
    check: form.attempt,
    send: async () => {
      setOutcome('');
      const { author, email, twitter, body } = form.values();
      const result = await postAsReader(path, {
        author: author.trim(),
        email: email.trim(),
        ...(twitter.trim() ? { twitter: twitter.trim() } : {}),
        body,
        ...(replyTo ? { parent: replyTo.id } : {}),
      });
      if (!result.ok) throw new Error(result.error);
      setOutcome(result.message);
      form.set('body', '');
      onCancelReply();
    },
  });

  return (
    <SubmitForm
      submit={submit}
      post={{ name: 'comment', thread: path }}
      label="Post comment"
      busyLabel="Posting…"
      className="mw-form mw-comments__form"
      labelledBy="mw-comments-form-title"
      after={<LiveRegion message={outcome} className="mw-comments__outcome" />}
    >
      <h3 id="mw-comments-form-title" className="mw-comments__form-title">
        {replyTo ? `Reply to ${replyTo.author}` : 'Leave a comment'}
      </h3>
      {replyTo && (
        <button type="button" className="mw-button mw-button--quiet" onClick={onCancelReply}>
          Cancel reply
        </button>
      )}
      <FormAlert error={submit.status === 'failed' ? postError : null} />
      <Field label="Name" name="author" autoComplete="name" {...form.input('author')} />
      <EmailField inputMode="email" hint={EMAIL_HINT} {...form.input('email')} />
      {/* The comment's handle (docs/contracts.md), checked by the spec's pattern (SPEC point 5) */}
      <Field
        label="Twitter handle (optional)"
        name="twitter"
        autoComplete="off"
        spellCheck={false}
        {...form.input('twitter')}
      />
      <TextArea label="Comment" name="body" rows={5} {...form.input('body')} />
    </SubmitForm>
  );
}
