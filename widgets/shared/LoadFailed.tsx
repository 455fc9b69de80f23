import type { ReactNode, Ref } from 'react';

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
      <p className={`${block}__error`} role="alert">
        {message}
      </p>
      <button type="button" className="mw-button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
