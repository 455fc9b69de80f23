import type { ReactNode } from 'react';
import { FORM_FIELDS } from '@domain/forms';
import { SCRIPTLESS } from '@domain/form-marks';
import type { FormName } from '@domain/forms';
import { formAction, formPage } from '@stores/forms';

/** Where a form sends what it holds when its widget's code is not there to (docs/deploying.md). */
export interface FormPost {
  readonly name: FormName;
  /** The path the widget goes to once the form is sent, for the endpoint to do the same. */
  readonly next?: string;
  /** The page whose thread a comment joins, when not the page it is on. */
  readonly thread?: string;
}

/**
 * A form's `method` and `action`: a post to its endpoint, never the browser's default GET to
 * the page itself, which would put every field (a password too) into the address, the
 * history, the logs and the next page's Referer.
 */
export const postTo = (post: FormPost) =>
  ({ method: 'post', action: formAction(post.name) }) as const;

/**
 * What the endpoint reads besides the reader's fields: the way back, where the widget would
 * go, and, only where scripts do not run (`<noscript>`), that no script will see its answer.
 */
export function PostFields({ post }: { readonly post: FormPost }): ReactNode {
  return (
    <>
      <input type="hidden" name={FORM_FIELDS.page} value={formPage()} />
      {post.next && <input type="hidden" name={FORM_FIELDS.next} value={post.next} />}
      {post.thread && <input type="hidden" name={FORM_FIELDS.thread} value={post.thread} />}
      <noscript>
        <input type="hidden" name={FORM_FIELDS.scriptless} value={SCRIPTLESS} />
      </noscript>
    </>
  );
}
