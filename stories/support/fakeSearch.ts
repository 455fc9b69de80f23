import type { Requester } from '@algolia/client-common';
import { createSearchClient } from '@api/search';
import { defaultConfig } from '@config/config';
import { swapClients } from '@stores/seam';
import { STORY_SITE } from './fakeSiteApi';

/** How the fake search service answers: from the stories' articles, never, or failing. */
export type SearchMode = 'ok' | 'slow' | 'down';

const TOPICS = [
  'Cascade layers in practice',
  'Container queries for components',
  'The :has() selector in CSS',
  'Native CSS nesting',
  'Logical properties in CSS',
  'Subgrid for card layouts',
  'View transitions with CSS',
  'Modern colour in CSS',
  'Scroll-driven animations in CSS',
  'Fluid type with CSS clamp()',
  'CSS architecture that lasts',
  'Naming things in CSS',
  'Responsive images without CSS hacks',
  'Print stylesheets: CSS for paper',
  'CSS custom properties as an API',
  'Accessible focus styles in CSS',
  'CSS grid areas by name',
  'Reduced motion in CSS animations',
  'Accessible forms, field by field',
  'Performance budgets that hold',
];

/** The stories' articles; a title may carry what an index must never run. */
export const STORY_ARTICLES = TOPICS.map((title, index) => ({
  objectID: `story-${index}`,
  title,
  url: `/articles/story-${index}`,
  // All but the last two are about CSS: a search for "css" finds 18, one "load more" away.
  description:
    index < 18
      ? `What ${title.toLowerCase()} means for CSS today and how to start`
      : `What ${title.toLowerCase()} changes for a design system`,
  author: ['Miriam Okafor', 'Jonas Lindqvist', 'Priya Raman'][index % 3] ?? '',
  tags: ['CSS'],
  image: '',
  publishedDate: `2026-0${(index % 9) + 1}-1${index % 10}T08:00:00.000Z`,
  commentCount: index % 4,
}));

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Each word of the text that starts with a query word, marked as the index marks it. */
const mark = (text: string, words: readonly string[]) =>
  text
    .split(/(\s+)/)
    .map((part) =>
      words.some((w) => part.toLowerCase().startsWith(w))
        ? `<em>${escape(part)}</em>`
        : escape(part),
    )
    .join('');

/** Answers the search client's requests from `articles`, as the hosted index would. */
function answering(articles: readonly (typeof STORY_ARTICLES)[number][], mode: SearchMode) {
  const requester: Requester = {
    send(request) {
      if (mode === 'slow') return new Promise(() => undefined);
      if (mode === 'down') {
        return Promise.resolve({ status: 0, content: 'Network request failed', isTimedOut: false });
      }
      const body = JSON.parse(String(request.data ?? '{}')) as {
        requests?: { query?: string; hitsPerPage?: number }[];
      };
      const { query = '', hitsPerPage = 15 } = body.requests?.[0] ?? {};
      const words = query.toLowerCase().split(/\s+/).filter(Boolean);
      const found = articles.filter((a) =>
        words.every((w) => `${a.title} ${a.description}`.toLowerCase().includes(w)),
      );
      const hits = found.slice(0, hitsPerPage).map((a) => ({
        ...a,
        _highlightResult: {
          title: { value: mark(a.title, words), matchLevel: 'full', matchedWords: words },
          description: {
            value: mark(a.description, words),
            matchLevel: 'full',
            matchedWords: words,
          },
        },
      }));
      const result = { hits, nbHits: found.length, page: 0, nbPages: 1, hitsPerPage, query };
      return Promise.resolve({
        status: 200,
        content: JSON.stringify({ results: [result] }),
        isTimedOut: false,
      });
    },
  };
  return requester;
}

/** The search service for stories (Storybook has no backend). */
export function installFakeSearch(
  mode: SearchMode = 'ok',
  articles: readonly (typeof STORY_ARTICLES)[number][] = STORY_ARTICLES,
): void {
  const config = defaultConfig(STORY_SITE);
  swapClients({
    config,
    search: createSearchClient(config.search, { requester: answering(articles, mode) }),
  });
}

/**
 * Opens the story as the search page for `query` (`?q=`), keeping the frame's own
 * parameters; the returned cleanup takes the query away again.
 */
export function searchFor(query: string): () => void {
  const url = new URL(window.location.href);
  url.searchParams.set('q', query);
  window.history.replaceState(window.history.state, '', url);
  return () => {
    const back = new URL(window.location.href);
    back.searchParams.delete('q');
    window.history.replaceState(window.history.state, '', back);
  };
}
