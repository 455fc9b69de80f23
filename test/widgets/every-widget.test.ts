import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { registry } from '../../widgets/registry';
import { chunkLeadOf } from '../../chunk-groups';

// Every widget the registry ships has its own test file, its own story file and its own size
// budget, so the next widget cannot arrive without them (issue 9, build item 7).
const root = join(import.meta.dirname, '../..');
const exists = (path: string) => existsSync(join(root, path));

interface Budget {
  readonly path: string | readonly string[];
}
const budgets = JSON.parse(readFileSync(join(root, '.size-limit.json'), 'utf8')) as Budget[];
// The first path of an entry is what it measures; any others are shared chunks it counts too.
const measured = new Set(budgets.map(({ path }) => (typeof path === 'string' ? path : path[0])));

const widgets = [
  ...Object.keys(registry.containers).map((name) => ['containers', name] as const),
  ...Object.keys(registry.behaviours).map((name) => ['behaviours', name] as const),
];

describe.each(widgets)('%s/%s', (kind, name) => {
  it('has its own test file', () => {
    expect(
      [`test/widgets/${kind}/${name}.test.tsx`, `test/widgets/${kind}/${name}.test.ts`].some(
        exists,
      ),
    ).toBe(true);
  });

  it('has its own story file', () => {
    expect(exists(`stories/${name}.stories.tsx`)).toBe(true);
  });

  // A widget grouped with others (chunk-groups.ts) is measured with its group, by the lead.
  it('has its own size budget', () => {
    expect(measured).toContain(`dist/js/chunks/${chunkLeadOf(name)}-*.js`);
  });
});
