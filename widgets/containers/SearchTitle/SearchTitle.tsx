import { useEffect } from 'react';
import type { ReactNode } from 'react';
import type { ContainerProps, NoOptions } from '@kit';
import { searchTitle } from '@domain/search';
import { pageQuery } from '@stores/search/location';

/** The site's name after the page's own title in `document.title` ("… — Magazine"). */
const SEPARATOR = ' — ';

/**
 * The page's query as its heading's text (`Search results for "css"`) and as the document
 * title, so the tab and the history name the search. Write it on the page's `<h1>`.
 */
export function SearchTitle(_props: ContainerProps<NoOptions>): ReactNode {
  const title = searchTitle(pageQuery());
  useEffect(() => {
    const before = document.title;
    const at = before.indexOf(SEPARATOR);
    document.title = at >= 0 ? `${title}${before.slice(at)}` : title;
    return () => {
      document.title = before;
    };
  }, [title]);
  return title;
}
