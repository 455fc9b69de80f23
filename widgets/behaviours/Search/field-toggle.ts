/**
 * The form's "Search" button that opens its field (the WAI-ARIA disclosure pattern): a button
 * with `aria-expanded` and `aria-controls` inside the form. The page's stylesheet hides the
 * field while the button says it is closed; without JavaScript the button is not shown and the
 * field is. Opening focuses the box; Escape (with no suggestions open), focus moving elsewhere
 * or a pointer outside the form closes it. Returns what lets go of the form.
 */
export function bindFieldToggle(form: HTMLElement, input: HTMLInputElement): () => void {
  const toggle = form.querySelector<HTMLButtonElement>('button[aria-controls][aria-expanded]');
  if (!toggle) return () => undefined;
  const doc = form.ownerDocument;
  const isOpen = () => toggle.getAttribute('aria-expanded') === 'true';
  const setOpen = (open: boolean) => toggle.setAttribute('aria-expanded', String(open));

  const onToggle = () => {
    setOpen(!isOpen());
    if (isOpen()) input.focus();
  };
  // In the capture phase, before the combobox: its Escape first closes the suggestions.
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isOpen()) return;
    if (input.getAttribute('aria-expanded') === 'true') return;
    setOpen(false);
    toggle.focus();
  };
  const onFocusOut = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !form.contains(next)) setOpen(false);
  };
  const onPointer = (event: PointerEvent) => {
    if (isOpen() && event.target instanceof Node && !form.contains(event.target)) setOpen(false);
  };

  toggle.addEventListener('click', onToggle);
  form.addEventListener('keydown', onKey, true);
  form.addEventListener('focusout', onFocusOut);
  doc.addEventListener('pointerdown', onPointer);
  return () => {
    toggle.removeEventListener('click', onToggle);
    form.removeEventListener('keydown', onKey, true);
    form.removeEventListener('focusout', onFocusOut);
    doc.removeEventListener('pointerdown', onPointer);
  };
}

/**
 * On the page the form submits to (the search results), the box shows what was searched for,
 * so the reader can change it rather than type it again.
 */
export function keepQuery(form: HTMLElement, input: HTMLInputElement): void {
  if (!(form instanceof HTMLFormElement) || input.value) return;
  const { location } = window;
  if (new URL(form.action, location.href).pathname !== location.pathname) return;
  input.value = new URLSearchParams(location.search).get('q') ?? '';
}
