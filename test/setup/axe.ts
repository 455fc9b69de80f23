import axe from 'axe-core';
import { expect } from 'vitest';

/** Runs axe on `root` and fails with the violations listed. jsdom cannot compute colours. */
export async function expectAccessible(root: Element = document.body): Promise<void> {
  const result = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  const problems = result.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(problems).toEqual([]);
}
