import type { ReactNode, Ref } from 'react';
import { FormAlert } from '@kit/react/FormAlert';

/**
 * What did not load, said as an alert, and the button that asks again: every widget whose
 * read failed says it this way. `alertClass` gives the alert a widget's own look (a line of
 * error text) instead of the form's boxed alert; no message, no alert (the button stays).
 */
export function TryAgain({
  message,
  onRetry,
  alertClass,
}: {
  readonly message: string | null;
  readonly onRetry: () => void;
  readonly alertClass?: string;
}): ReactNode {
  return (
    <>
      {alertClass === undefined ? (
        <FormAlert error={message} />
      ) : (
        <p className={alertClass} role="alert">
          {message}
        </p>
      )}
      <button type="button" className="mw-button" onClick={onRetry}>
        Try again
      </button>
    </>
  );
}

/**
 * A page-sized answer that did not come: a heading saying what, the reason, and a button
 * to ask again. The heading takes the focus ref, as the button leaves with the failure.
 */
export function LoadFailed({
  block,
  headingClass,
  title,
  message,
  onRetry,
  heading,
}: {
  /** The widget's root class, and the prefix of its error line. */
  readonly block: string;
  readonly headingClass: string;
  readonly title: string;
  readonly message: string;
  readonly onRetry: () => void;
  readonly heading: Ref<HTMLHeadingElement>;
}): ReactNode {
  return (
    <div className={block}>
      <h2 className={headingClass} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <TryAgain message={message} onRetry={onRetry} alertClass={`${block}__error`} />
    </div>
  );
}
