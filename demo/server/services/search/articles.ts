import rows from './articles.json';

/** A record of the `articles` index, as docs/contracts.md describes it. */
export interface ArticleRecord {
  objectID: string;
  title: string;
  url: string;
  description: string;
  author: string;
  tags: string[];
  image: string;
  publishedDate: string;
  commentCount: number;
}

const IMAGES: Record<string, string> = {
  CSS: '/assets/img/hero-layers.svg',
  Accessibility: '/assets/img/hero-forms.svg',
  Forms: '/assets/img/hero-forms.svg',
  Performance: '/assets/img/hero-perf.svg',
};
const imageFor = (tags: string[]) =>
  tags.map((tag) => IMAGES[tag]).find(Boolean) ?? '/assets/img/hero-event.svg';

/**
 * The seeded articles (articles.json: slug, title, description, author, tags, date, comment
 * count). The first three are the demo magazine's own pages (demo/site/pages/articles/).
 */
export const ARTICLES: readonly ArticleRecord[] = rows.map((row) => ({
  objectID: `article-${row.slug}`,
  title: row.title,
  url: `/articles/${row.slug}`,
  description: row.description,
  author: row.author,
  tags: row.tags,
  image: imageFor(row.tags),
  publishedDate: `${row.date}T08:00:00.000Z`,
  commentCount: row.comments,
}));

/** The search index name the widgets use (src/config). */
export const ARTICLES_INDEX = 'articles';
