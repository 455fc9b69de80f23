import { highlightParts } from '@domain/highlight';
import type { Suggestion } from '@stores/search/suggest';

/** The title's runs as text nodes and `<mark>` elements: the index's string is never HTML. */
function titleNodes(doc: Document, title: string): Node[] {
  return highlightParts(title).map(({ text, marked }) => {
    if (!marked) return doc.createTextNode(text);
    const mark = doc.createElement('mark');
    mark.textContent = text;
    return mark;
  });
}

/** Fills the listbox with one option per suggested article; its URL rides in `data-url`. */
export function renderSuggestions(listbox: HTMLElement, items: readonly Suggestion[]): void {
  const doc = listbox.ownerDocument;
  listbox.replaceChildren(
    ...items.map((item) => {
      const option = doc.createElement('li');
      option.setAttribute('role', 'option');
      option.className = 'mw-search-suggestions__option';
      option.dataset.url = item.url;
      option.append(...titleNodes(doc, item.title));
      return option;
    }),
  );
}
