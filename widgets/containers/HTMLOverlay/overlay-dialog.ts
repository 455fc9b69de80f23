import { ensureId } from '@kit';

const FOCUSABLE =
  '[autofocus], a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface OverlayParts {
  /** The editor's content, cloned: the template itself stays as written. */
  readonly content: DocumentFragment;
  readonly closeLabel: string;
  /** The name when the content has no heading (the opener's text). */
  readonly fallbackName: string;
  /** Called once the dialog has closed and left the page. */
  readonly onClosed: () => void;
}

/**
 * A native modal <dialog> with the editor's content, named by its first heading, with a close
 * button. `showModal()` makes the page behind inert and keeps focus inside; Escape closes
 * through the platform's cancel; a click on the backdrop closes too.
 */
export function openOverlay(doc: Document, parts: OverlayParts): HTMLDialogElement {
  const dialog = doc.createElement('dialog');
  dialog.className = 'mw-dialog mw-overlay';
  const body = doc.createElement('div');
  body.className = 'mw-dialog__body';
  body.append(parts.content);
  const close = doc.createElement('button');
  close.type = 'button';
  close.className = 'mw-dialog__close';
  close.textContent = parts.closeLabel;
  body.append(close);
  dialog.append(body);

  const heading = body.querySelector('h1, h2, h3, h4, h5, h6');
  if (heading) dialog.setAttribute('aria-labelledby', ensureId(heading, 'mw-overlay-title'));
  else dialog.setAttribute('aria-label', parts.fallbackName);

  const shut = () => {
    if (typeof dialog.close === 'function') dialog.close();
    else {
      // jsdom has no dialog methods: the attribute and the event stand in for them.
      dialog.removeAttribute('open');
      dialog.dispatchEvent(new Event('close'));
    }
  };
  close.addEventListener('click', shut);
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) shut();
  });
  dialog.addEventListener('close', () => {
    dialog.remove();
    parts.onClosed();
  });
  // Without showModal (jsdom), Escape still has to close it.
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && typeof dialog.showModal !== 'function') shut();
  });

  doc.body.append(dialog);
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
  // The platform focuses the first focusable element; where it did not, focus goes inside.
  if (!dialog.contains(doc.activeElement)) {
    (body.querySelector<HTMLElement>(FOCUSABLE) ?? close).focus();
  }
  return dialog;
}
