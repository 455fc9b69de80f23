import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_OPTIONS } from '../../demo/build/site';
import { chunksFor } from '../../src/prerender/preload-hints';
import type { ChunkManifest } from '../../src/prerender/preload-hints';

const JS = join(DEFAULT_SITE_OPTIONS.distDir, 'js');
const built = existsSync(join(JS, 'manifest.json'));

/**
 * The widgets whose chunk brings the form chunk, with the signals runtime in it: those with a
 * form on the kit's form state, and MembershipPlan, whose membership actions check a card with
 * the field rules that chunk holds (its page has a form anyway: the member's saved cards).
 */
const WITH_FORMS = [
  'Amnesia',
  'CommentsArea',
  'DeliveryTimeTable',
  'JobPostForm',
  'Login',
  'MemberAccountDetails',
  'MemberPaymentDetails',
  'MemberRecoverPassword',
  'MemberSubscriptionCheckout',
  'MembershipPlan',
  'Signup',
];

describe.runIf(built)('the signals runtime in the build', () => {
  const manifest = JSON.parse(readFileSync(join(JS, 'manifest.json'), 'utf8')) as ChunkManifest;
  const sources = (chunk: string): string[] =>
    (JSON.parse(readFileSync(join(JS, `${chunk}.map`), 'utf8')) as { sources: string[] }).sources;
  const withSignals = Object.keys(manifest.imports).filter((chunk) =>
    sources(chunk).some((source) => source.includes('node_modules/@preact/signals-')),
  );

  it('rides in the form chunk, with the form state, and nowhere else', () => {
    expect(withSignals).toEqual([expect.stringMatching(/^chunks\/form-state-[\w-]+\.js$/)]);
    const [formChunk = ''] = withSignals;
    expect(sources(formChunk)).toContain('../../../src/kit/react/form-state.ts');
  });

  it('comes with a form only: no reading widget, nor the loader, imports it', () => {
    const [formChunk = ''] = withSignals;
    const bringing = Object.entries(manifest.widgets)
      .filter(([name]) => chunksFor([name], manifest).includes(formChunk))
      .map(([name]) => name)
      .sort();
    expect(bringing).toEqual(WITH_FORMS);
    const loader = new Set<string>();
    const visit = (file: string) => {
      if (loader.has(file)) return;
      loader.add(file);
      manifest.imports[file]?.forEach(visit);
    };
    visit(manifest.loader);
    expect(loader.has(formChunk)).toBe(false);
  });
});
