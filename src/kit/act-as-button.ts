/**
 * Makes the editor's element operate as a button (WAI-ARIA button pattern) and calls
 * `activate` on click, Enter or Space. A real <button> becomes `type="button"` so it never
 * submits a surrounding form; any other element gets the role and a tab stop unless the editor
 * gave its own. Returns the disconnect, which removes the listeners and what it added.
 */
export function actAsButton(host: HTMLElement, activate: (event: Event) => void): () => void {
  const native = host instanceof HTMLButtonElement;
  const added: string[] = [];
  if (native) host.type = 'button';
  else {
    if (!host.hasAttribute('role')) {
      host.setAttribute('role', 'button');
      added.push('role');
    }
    if (!host.hasAttribute('tabindex')) {
      host.tabIndex = 0;
      added.push('tabindex');
    }
  }
  const onClick = (event: Event) => {
    // A link made into a button must not also follow its href.
    event.preventDefault();
    activate(event);
  };
  const onKey = (event: KeyboardEvent) => {
    if (native || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    activate(event);
  };
  host.addEventListener('click', onClick);
  host.addEventListener('keydown', onKey);
  return () => {
    host.removeEventListener('click', onClick);
    host.removeEventListener('keydown', onKey);
    for (const name of added) host.removeAttribute(name);
  };
}
