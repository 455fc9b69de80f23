import type { ReactNode } from 'react';

/**
 * A line's product picture at the start of the line (the cart, the checkout's summary, an
 * order). Its size is fixed, so the line does not move when the image arrives, and a line
 * without an image keeps the same room. The name stands beside it: the image says nothing more.
 */
export function LineThumbnail({ src }: { readonly src?: string | undefined }): ReactNode {
  return src ? (
    <img className="mw-line-thumbnail" src={src} alt="" width={40} height={56} decoding="async" />
  ) : (
    <span className="mw-line-thumbnail" aria-hidden="true" />
  );
}
