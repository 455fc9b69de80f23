import type { Markup } from '@kit';
import { highlightParts } from '@domain/highlight';
import { webLink } from '@domain/search';
import type { ShownHit } from '@stores/search/view';

/** A highlighted string from the index as text and `<mark>` runs: never inserted as HTML. */
const highlighted = (value: string): (string | Markup)[] =>
  highlightParts(value).map(({ text, marked }) =>
    marked ? { tag: 'mark', children: [text] } : text,
  );

/** The day an article came out, written in full in the reader's language; none if no date. */
export function hitDate(iso: string, locale?: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric' });
}

/** One article found: its title as the link, the excerpt, author and date. */
export function hitView(hit: ShownHit, locale?: string): Markup {
  const date = hitDate(hit.publishedDate, locale);
  const href = webLink(hit.url);
  return {
    tag: 'li',
    className: 'mw-search-hit',
    children: [
      {
        tag: 'h2',
        className: 'mw-search-hit__title',
        children: [
          { tag: 'a', ...(href && { attributes: { href } }), children: highlighted(hit.title) },
        ],
      },
      { tag: 'p', className: 'mw-search-hit__excerpt', children: highlighted(hit.description) },
      {
        tag: 'p',
        className: 'mw-search-hit__meta',
        children: [
          hit.author,
          ...(date
            ? [
                ' · ',
                { tag: 'time', attributes: { datetime: hit.publishedDate }, children: [date] },
              ]
            : []),
        ],
      },
    ],
  };
}
