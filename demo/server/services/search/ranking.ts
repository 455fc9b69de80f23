import type { ArticleRecord } from './articles';

/** Folds case and accents, as the hosted index does ("Café" finds "cafe"). */
export const fold = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * A word of the query. Like the hosted index's default (prefixLast), only the last word
 * matches as a prefix, so "acc" finds "accessible" while the reader is still typing.
 */
export interface QueryWord {
  readonly text: string;
  readonly prefix: boolean;
}

/** The query's words, folded, in order, without repeats. */
export function queryWords(query: string): QueryWord[] {
  const words = [...new Set(fold(query).match(WORD) ?? [])];
  return words.map((text, i) => ({ text, prefix: i === words.length - 1 }));
}

const matches = (folded: string, word: QueryWord) =>
  word.prefix ? folded.startsWith(word.text) : folded === word.text;

/** Whether a text has a word matching the query word. */
export const contains = (text: string, word: QueryWord): boolean =>
  (fold(text).match(WORD) ?? []).some((w) => matches(w, word));

// Title matches outrank tag matches, which outrank description and author matches.
const WEIGHTS = { title: 100, tags: 30, description: 10, author: 5 } as const;

/** The record's score for the query; 0 when some query word is found nowhere (all words required). */
export function score(record: ArticleRecord, words: readonly QueryWord[]): number {
  let total = 0;
  for (const word of words) {
    const points =
      (contains(record.title, word) ? WEIGHTS.title : 0) +
      (record.tags.some((tag) => contains(tag, word)) ? WEIGHTS.tags : 0) +
      (contains(record.description, word) ? WEIGHTS.description : 0) +
      (contains(record.author, word) ? WEIGHTS.author : 0);
    if (points === 0) return 0;
    total += points;
  }
  return total;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface Highlight {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

/**
 * The hosted index's `_highlightResult` entry for one text: the text (HTML-escaped, since
 * clients insert it as HTML) with `<em>` around each matching word.
 */
export function highlight(text: string, words: readonly QueryWord[]): Highlight {
  const matched = new Set<string>();
  let value = '';
  let last = 0;
  for (const found of text.matchAll(WORD)) {
    const word = words.find((w) => matches(fold(found[0]), w));
    if (!word) continue;
    matched.add(word.text);
    value += `${escapeHtml(text.slice(last, found.index))}<em>${escapeHtml(found[0])}</em>`;
    last = found.index + found[0].length;
  }
  value += escapeHtml(text.slice(last));
  const matchedWords = words.filter((w) => matched.has(w.text)).map((w) => w.text);
  const matchLevel =
    matchedWords.length === 0 ? 'none' : matchedWords.length === words.length ? 'full' : 'partial';
  return { value, matchLevel, matchedWords };
}
