import { describe, expect, it } from 'vitest';
import {
  CEILINGS,
  READERS,
  ceilingTable,
  measureTable,
  pageClass,
  readPageMeasures,
} from '../e2e/page-budgets';
import { standingPart } from '../support/generated-docs';

const DOC = new URL('../../docs/budgets.md', import.meta.url);

describe('the page budgets', () => {
  const measures = readPageMeasures();

  it('report measures under the ceilings of each page class, for every reader', () => {
    for (const [path, measure] of measures) {
      for (const reader of READERS) {
        const ceiling = CEILINGS[pageClass(path)][reader];
        const figures = measure[reader];
        const where = `${path} for a ${reader}`;
        expect(figures.kilobytes, where).toBeLessThanOrEqual(ceiling.kilobytes);
        expect(figures.scripts, where).toBeLessThanOrEqual(ceiling.scripts);
        expect(figures.chain, where).toBeLessThanOrEqual(ceiling.chain);
      }
    }
  });

  it('are the tables of docs/budgets.md, row for row', () => {
    const ceilings = ceilingTable();
    expect(standingPart(DOC, 'page-ceilings', ceilings)).toBe(ceilings);
    const table = measureTable(measures);
    expect(standingPart(DOC, 'page-budgets', table)).toBe(table);
  });
});
