import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { highlightParts } from '@domain/highlight';

/**
 * A highlighted string from the search index as text nodes and `<mark>` elements. The string
 * is never inserted as HTML: markup an indexed title carries shows as the text it is.
 */
export function Highlighted({ value }: { readonly value: string }): ReactNode {
  return highlightParts(value).map((part, index) => (
    <Fragment key={index}>{part.marked ? <mark>{part.text}</mark> : part.text}</Fragment>
  ));
}
