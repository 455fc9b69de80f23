import { describe, expect, it } from 'vitest';
import { demoPages } from '../e2e/demo-pages';
import { MIN_PERFORMANCE, median, readScores, scoreTable } from '../e2e/lighthouse-scores';
import { standingPart } from '../support/generated-docs';

const DOC = new URL('../../docs/budgets.md', import.meta.url);

describe('the Lighthouse scores of docs/budgets.md', () => {
  const scores = readScores();

  it('are the table of bench/lighthouse.json, row for row', () => {
    const table = scoreTable(scores);
    expect(standingPart(DOC, 'lighthouse', table)).toBe(table);
  });

  it('cover every demo page, each with its median of three runs', () => {
    expect([...scores.keys()]).toEqual(demoPages());
    for (const [path, { performance, runs }] of scores) {
      expect(runs, path).toHaveLength(3);
      expect(performance, path).toBe(median(runs));
    }
  });

  it(`are ${MIN_PERFORMANCE} or more on every page`, () => {
    const below = [...scores].filter(([, { performance }]) => performance < MIN_PERFORMANCE);
    expect(below).toEqual([]);
  });
});

describe('Lighthouse scores', () => {
  it('take the middle run as the median, the mean of the middle two for an even count', () => {
    expect(median([97, 100, 92])).toBe(97);
    expect(median([90, 100, 96, 94])).toBe(95);
    expect(() => median([])).toThrow();
  });

  it('render as a Markdown table in the order given', () => {
    const table = scoreTable(
      new Map([
        ['/', { performance: 100, runs: [99, 100, 100] }],
        ['/books/', { performance: 97, runs: [97, 98, 96] }],
      ]),
    );
    expect(table).toBe(
      [
        '| page | performance (median) | runs |',
        '|---|---|---|',
        '| `/` | 100 | 99, 100, 100 |',
        '| `/books/` | 97 | 97, 98, 96 |',
      ].join('\n'),
    );
  });
});
