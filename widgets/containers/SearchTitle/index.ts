import { defineDomContainer } from '@kit';
import type { NoOptions } from '@kit';
import { searchTitle } from '@domain/search';
import { pageQuery } from '@stores/search/location';
import { titledDocument } from './title';

/**
 * The page's query as its heading's text (`Search results for "css"`) and in the document
 * title, so the tab and the history name the search; plain DOM, no React. Written on the
 * page's `<h1>`: the query is its text, never markup. The disconnect gives both back.
 */
export default defineDomContainer<NoOptions>({
  options: {},
  connect(host) {
    const doc = host.ownerDocument;
    const title = searchTitle(pageQuery());
    const editor = [...host.childNodes];
    const before = doc.title;
    if (host.textContent !== title) host.replaceChildren(title);
    doc.title = titledDocument(before, title);
    return () => {
      doc.title = before;
      host.replaceChildren(...editor);
    };
  },
});
