import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { budgetTable, readPageBudgets } from '../e2e/page-budgets';

describe("the README's page budgets", () => {
  it('are the table of test/e2e/page-budgets.json, row for row', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    expect(readme).toContain(budgetTable(readPageBudgets()));
  });
});
