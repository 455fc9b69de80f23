import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generatedPart, withGeneratedPart } from '../support/generated-docs';

const ROOT = join(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
const GUIDES = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to dashes. */
const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
const anchorsIn = (text: string) =>
  new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((match) => anchorOf(match[1]!.trim())));

// The README is a guide a newcomer reads in one sitting; design notes, contracts, the widget
// reference and the budgets live in docs/.
const README_MAX_LINES = 300;

describe('the docs', () => {
  it(`keep the README a guide of at most ${README_MAX_LINES} lines`, () => {
    expect(read('README.md').trimEnd().split('\n').length).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it.each(GUIDES)('%s links only to files and headings of the repository', (file) => {
    const links = [...read(file).matchAll(/\]\(([^)#\s]*)(?:#([^)\s]+))?\)/g)]
      .map(([, target = '', anchor]) => ({ target, anchor }))
      .filter(({ target }) => !/^[a-z]+:/.test(target));
    const broken = links.filter(({ target, anchor }) => {
      const path = target ? join(dirname(file), target) : file;
      if (!existsSync(join(ROOT, path))) return true;
      return anchor !== undefined && !anchorsIn(read(path)).has(anchor);
    });
    expect(broken).toEqual([]);
  });

  it('keep sizes out of the design notes: they live in the data files the tests read', () => {
    expect(read('docs/architecture.md')).not.toMatch(/\d\s?[kK][bB]\b/);
  });
});

describe('generated parts of the docs', () => {
  const text = ['# Title', '', '<!-- table:start -->', 'old', '<!-- table:end -->', '', 'After'];

  it('replace what is between their markers and nothing around it', () => {
    const next = withGeneratedPart(text.join('\n'), 'table', '| a |');
    expect(next).toBe(text.join('\n').replace('old', '| a |'));
    expect(generatedPart(next, 'table')).toBe('| a |');
    expect(withGeneratedPart(next, 'table', '| a |')).toBe(next);
  });

  it('refuse a text without the markers', () => {
    expect(() => generatedPart('# Title', 'table')).toThrow('<!-- table:start -->');
  });
});
