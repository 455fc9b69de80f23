import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { attributeSummary, tableCell } from '@kit/docs';
import type { WidgetDocs } from '@kit/docs';
import type { BehaviourModule } from '@kit';
import type { AnyContainer } from '@widgets/registry';
import { registry } from '@widgets/registry';
import { standingPart } from '../support/generated-docs';

// The widget reference (docs/widgets.md) is built from each widget's option schema and its
// docs.ts, as the Storybook pages are: `npm run docs` rewrites it; this test fails when it
// drifts.
const REFERENCE = join(process.cwd(), 'docs/widgets.md');

const docsFiles = import.meta.glob<{ docs: WidgetDocs<unknown> }>('../../widgets/*/*/docs.ts', {
  eager: true,
});
const docsOf = (kind: string, name: string) => docsFiles[`../../widgets/${kind}s/${name}/docs.ts`];

type Kind = 'container' | 'behaviour';
const entries = [
  ...Object.keys(registry.containers).map((name) => ({ name, kind: 'container' as Kind })),
  ...Object.keys(registry.behaviours).map((name) => ({ name, kind: 'behaviour' as Kind })),
].sort((a, b) => a.name.localeCompare(b.name));

const load = (name: string, kind: Kind): Promise<AnyContainer | BehaviourModule> =>
  kind === 'container'
    ? registry.containers[name]!.load().then((m) => m.default)
    : registry.behaviours[name]!.load().then((m) => m.default);

async function reference(): Promise<string> {
  const rows = await Promise.all(
    entries.map(async ({ name, kind }) => {
      const widget = await load(name, kind);
      const docs = docsOf(kind, name)!.docs;
      return `| \`${name}\` | ${kind} | ${attributeSummary(widget.options, docs)} | ${tableCell(docs.summary)} |`;
    }),
  );
  return [
    '| widget | kind | attributes (default): meaning | what it does |',
    '|---|---|---|---|',
    ...rows,
  ].join('\n');
}

describe('widget documentation', () => {
  it('has a docs.ts for every widget in the registry and none for a widget it lacks', () => {
    const expected = entries.map(({ name, kind }) => `../../widgets/${kind}s/${name}/docs.ts`);
    expect(Object.keys(docsFiles).sort()).toEqual(expected.sort());
  });

  it('documents every option of every schema and nothing else', async () => {
    for (const { name, kind } of entries) {
      const widget = await load(name, kind);
      const documented = Object.keys(docsOf(kind, name)!.docs.attributes).sort();
      expect([name, documented]).toEqual([name, Object.keys(widget.options).sort()]);
    }
  });

  it('keeps docs/widgets.md equal to what the schemas and docs say', async () => {
    const table = await reference();
    expect(standingPart(REFERENCE, 'widget-reference', table)).toBe(table);
  });
});
