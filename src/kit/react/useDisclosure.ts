import { useEffect, useRef, useState } from 'react';

/**
 * A disclosure that closes on Escape (focus back on its button) and on a click or focus
 * outside it, like a menu button, without trapping focus: it is not a dialog.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const doc = root.current?.ownerDocument ?? document;
    const outside = (event: Event) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    // On click, not pointerdown: closing on pointerdown shifts the layout under the pointer
    // before the click lands, and the click misses what the reader aimed at.
    doc.addEventListener('click', outside);
    doc.addEventListener('focusin', outside);
    doc.addEventListener('keydown', escape);
    return () => {
      doc.removeEventListener('click', outside);
      doc.removeEventListener('focusin', outside);
      doc.removeEventListener('keydown', escape);
    };
  }, [open]);

  return { open, setOpen, root, button, toggle: () => setOpen((value) => !value) };
}
