import { describe, expect, it } from 'vitest';
import { budgetTable, readPageBudgets } from '../e2e/page-budgets';
import { standingPart } from '../support/generated-docs';

const DOC = new URL('../../docs/budgets.md', import.meta.url);

/** Pages whose main container is a form: the ceiling is the Buy Button's embed, 57.7 KB. */
const FORM_PAGE = /^\/(auth|checkout|membership)\/|^\/(cart|events\/checkout)$/;
const READING_KB = 25;
const FORM_KB = 57;
const MAX_SCRIPTS = 8;
const MAX_CHAIN = 3;

describe('the page budgets', () => {
  const budgets = readPageBudgets();

  it("hold a visitor's first view under the ceilings we promise", () => {
    for (const [path, { visitor }] of budgets) {
      const ceiling = FORM_PAGE.test(path) ? FORM_KB : READING_KB;
      expect(visitor.kilobytes, path).toBeLessThanOrEqual(ceiling);
      expect(visitor.scripts, path).toBeLessThanOrEqual(MAX_SCRIPTS);
      expect(visitor.chain, path).toBeLessThanOrEqual(MAX_CHAIN);
    }
  });

  it('are the table of docs/budgets.md, row for row', () => {
    const table = budgetTable(budgets);
    expect(standingPart(DOC, 'page-budgets', table)).toBe(table);
  });
});
