import type { ArticleHit } from '@api/search';

/**
 * A hit as the search widgets show it. `title` and `description` are the index's highlighted
 * strings (escaped text with `<em>` marks, src/domain/highlight): widgets build text and
 * `<mark>` from them and never insert them as HTML.
 */
export interface ShownHit {
  readonly id: string;
  readonly url: string;
  readonly title: string;
  readonly description: string;
  readonly author: string;
  /** ISO 8601. */
  readonly publishedDate: string;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The highlighted value of one attribute; the plain text, escaped alike, when there is none. */
function highlighted(hit: ArticleHit, attribute: 'title' | 'description'): string {
  const entry = hit._highlightResult?.[attribute];
  if (entry && 'value' in entry && typeof entry.value === 'string') return entry.value;
  return escape(String(hit[attribute] ?? ''));
}

export const toShownHit = (hit: ArticleHit): ShownHit => ({
  id: hit.objectID,
  url: hit.url,
  title: highlighted(hit, 'title'),
  description: highlighted(hit, 'description'),
  author: hit.author,
  publishedDate: hit.publishedDate,
});
