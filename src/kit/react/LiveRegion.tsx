import type { ReactNode } from 'react';

/**
 * A polite status region that is rendered from the start, empty, and only changes its text:
 * screen readers announce changes to a region already in the page, not a region that arrives
 * together with its message.
 */
export function LiveRegion({
  message,
  className = 'mw-visually-hidden',
}: {
  readonly message: string;
  readonly className?: string;
}): ReactNode {
  return (
    <p role="status" className={className}>
      {message}
    </p>
  );
}
