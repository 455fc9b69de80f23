import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { registry } from '@widgets/registry';
import { chunkLeadOf } from '../../chunk-groups';

// Every widget the registry ships has its own test file, its own story file and its own size
// budget, so the next widget cannot arrive without them.
const root = join(import.meta.dirname, '../..');
const exists = (path: string) => existsSync(join(root, path));

type Budget = string | readonly string[];
// `.size-limit.js` keeps one line per widget: a size (with any shared chunks it always loads
// with), or the lead of the group whose chunk carries it.
const sizeLimit = pathToFileURL(join(root, '.size-limit.js')).href;
const { WIDGETS } = (await import(/* @vite-ignore */ sizeLimit)) as {
  WIDGETS: Record<string, Budget>;
};
const budgetOf = (name: string) => WIDGETS[name];
const isSize = (budget: Budget | undefined) =>
  /^\d+(\.\d+)? kB$/.test(typeof budget === 'string' ? budget : (budget?.[0] ?? ''));

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
    const lead = chunkLeadOf(name);
    if (lead === name) expect(isSize(budgetOf(name))).toBe(true);
    else expect([budgetOf(name), isSize(budgetOf(lead))]).toEqual([lead, true]);
  });
});

it('keeps a size budget for no widget the registry lacks', () => {
  expect(Object.keys(WIDGETS).sort()).toEqual(widgets.map(([, name]) => name).sort());
});
