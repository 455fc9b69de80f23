import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import type { ReactNode } from 'react';

export interface DialogProps {
  readonly open: boolean;
  /** Called on Escape, on the close button and on a click on the backdrop. */
  readonly onClose: () => void;
  /** The dialog's heading, which also names it. */
  readonly title: string;
  readonly children: ReactNode;
  readonly className?: string;
  /** The close button's text. */
  readonly closeLabel?: string;
}

/**
 * A modal dialog on the native <dialog>: `showModal()` makes the page behind inert and keeps
 * focus inside, Escape closes, and focus goes back to what had it before it opened.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  className,
  closeLabel = 'Close',
}: DialogProps): ReactNode {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  useLayoutEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return undefined;
    const opener = dialog.ownerDocument.activeElement;
    // jsdom has no showModal; the open attribute alone still renders the content.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={['mw-dialog', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: let React state decide, so the dialog closes through one path.
        event.preventDefault();
        close.current();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) close.current();
      }}
    >
      <div className="mw-dialog__body">
        <h2 id={titleId} className="mw-dialog__title">
          {title}
        </h2>
        {children}
        <button type="button" className="mw-dialog__close" onClick={() => close.current()}>
          {closeLabel}
        </button>
      </div>
    </dialog>
  );
}
