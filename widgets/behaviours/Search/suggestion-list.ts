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

/** The search page's address for `query`, from the form's own action (`/search?q=css`). */
export function resultsUrl(form: HTMLFormElement | null, query: string): string {
  const action = new URL(form?.action || '/search', form?.ownerDocument.baseURI);
  action.search = new URLSearchParams({ q: query }).toString();
  return `${action.pathname}${action.search}`;
}

const optionFor = (doc: Document, url: string, ...content: (Node | string)[]) => {
  const option = doc.createElement('li');
  option.setAttribute('role', 'option');
  option.className = 'mw-search-suggestions__option';
  option.dataset.url = url;
  option.append(...content);
  return option;
};

/**
 * Fills the listbox with one option per suggested article (its URL rides in `data-url`) and,
 * after them, one for every result on the search page (`allResults`), where the reader goes
 * when the few suggestions are not what they look for.
 */
export function renderSuggestions(
  listbox: HTMLElement,
  items: readonly Suggestion[],
  allResults?: { readonly query: string; readonly url: string },
): void {
  const doc = listbox.ownerDocument;
  const options = items.map((item) => optionFor(doc, item.url, ...titleNodes(doc, item.title)));
  if (options.length && allResults) {
    const all = optionFor(doc, allResults.url, `See all results for "${allResults.query}"`);
    all.classList.add('mw-search-suggestions__option--all');
    options.push(all);
  }
  listbox.replaceChildren(...options);
}
