import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { standingPart } from '../support/generated-docs';

const DOC = new URL('../../docs/budgets.md', import.meta.url);
const MEASURES = new URL('../../bench/chunk-sizes.json', import.meta.url);

interface SizeLine {
  readonly name: string;
  readonly limit: string;
}

const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;

describe('the chunk budgets', async () => {
  const config = (await import(new URL('../../.size-limit.js', import.meta.url).href)) as {
    default: readonly SizeLine[];
  };
  const lines = config.default;
  const measures = JSON.parse(readFileSync(MEASURES, 'utf8')) as Record<string, number>;

  it('have a measure for every line, and none for a line that is gone (npm run sizes)', () => {
    expect(Object.keys(measures).sort()).toEqual(lines.map(({ name }) => name).sort());
  });

  it('are the table of docs/budgets.md, each ceiling beside its measure', () => {
    const table = [
      '| line | ceiling (gzip) | measured |',
      '|---|---|---|',
      ...lines.map(({ name, limit }) => {
        const measured = measures[name];
        return `| ${name} | ${limit} | ${measured === undefined ? '–' : kilobytes(measured)} |`;
      }),
    ].join('\n');
    expect(standingPart(DOC, 'chunk-budgets', table)).toBe(table);
  });
});
