/**
 * The polite status line that says what a withdrawal could not stop. In the page (empty, out
 * of sight) from the start, as a status region must be to be announced; it shows once it
 * speaks, with a button to put it away.
 */
export function createConsentNote(doc: Document): { say(text: string): void; remove(): void } {
  const note = doc.createElement('div');
  note.className = 'mw-consent-note mw-floating';
  note.setAttribute('role', 'status');
  doc.body.append(note);
  return {
    say(text) {
      const words = doc.createElement('p');
      words.textContent = text;
      const close = doc.createElement('button');
      close.type = 'button';
      close.className = 'mw-button mw-button--quiet';
      close.textContent = 'Close';
      close.addEventListener('click', () => note.replaceChildren());
      note.replaceChildren(words, close);
    },
    remove: () => note.remove(),
  };
}
