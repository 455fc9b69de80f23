import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { defaultConfig, mergeConfig } from '@config/config';
import { servicesConfig } from '../e2e/static-host';

const ROOT = join(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
const guide = read('docs/publishing.md');

/** The fenced blocks of a Markdown text, by language. */
const blocks = (text: string, lang: string) =>
  [...text.matchAll(new RegExp(`^\`\`\`${lang}\\n([\\s\\S]*?)\\n\`\`\`$`, 'gm'))].map(
    (match) => match[1] ?? '',
  );

/** The first inline script of a page or template: the line first in <head>. */
const firstLine = (text: string) => /<script>try\{[^<]*<\/script>/.exec(text)?.[0];

// docs/publishing.md's recipes are the fixture sites publisher-sites.e2e.test.ts builds with
// the real generators: a publisher copying the page gets what the test built.
describe('docs/publishing.md, the recipes a publisher copies', () => {
  it.each([
    ['js', 'test/fixtures/eleventy-site/eleventy.config.js'],
    ['njk', 'test/fixtures/eleventy-site/_includes/base.njk'],
    ['md', 'test/fixtures/eleventy-site/book.md'],
    ['toml', 'test/fixtures/hugo-site/hugo.toml'],
    ['go-html-template', 'test/fixtures/hugo-site/layouts/partials/widgets-head.html'],
    ['go-html-template', 'test/fixtures/hugo-site/layouts/_default/baseof.html'],
  ])('give the %s of %s as the test builds it', (lang, file) => {
    expect(blocks(guide, lang)).toContain(read(file).trimEnd());
  });

  it('put the README’s line first in <head>, as it is', () => {
    const line = firstLine(read('README.md'));
    expect(line).toBeDefined();
    for (const file of [
      'test/fixtures/eleventy-site/_includes/base.njk',
      'test/fixtures/hugo-site/layouts/partials/widgets-head.html',
    ]) {
      expect(firstLine(read(file)), file).toBe(line);
    }
  });

  it('give page settings the widgets take, naming every service of a split deployment', () => {
    const [example] = blocks(guide, 'json').filter((block) => block.trimStart().startsWith('{'));
    const settings = JSON.parse(example ?? 'null') as Record<string, unknown>;
    const warn = vi.fn();
    mergeConfig(defaultConfig('https://magazine.example'), settings, warn);
    expect(warn).not.toHaveBeenCalled();
    const { providers: _providers, ...services } = servicesConfig('https://services.example');
    void _providers;
    for (const key of Object.keys(services)) expect(settings, key).toHaveProperty(key);
    expect(settings).toMatchObject({ store: expect.any(String), publicKey: expect.any(String) });
    expect(settings.search).toEqual({
      appId: expect.any(String),
      apiKey: expect.any(String),
      indexName: expect.any(String),
      url: 'https://services.example/search',
    });
  });
});

describe('docs/deploying.md, the split build', () => {
  it('names in WIDGETS_CONFIG every key the widgets take for services elsewhere', () => {
    const [shell] = blocks(read('docs/deploying.md'), 'sh').filter((block) =>
      block.includes('WIDGETS_CONFIG='),
    );
    const json = /WIDGETS_CONFIG='([\s\S]*?)' npm run build/
      .exec(shell ?? '')?.[1]
      ?.replaceAll("'$S'", 'https://services.example')
      .replaceAll('\n', '');
    const settings = JSON.parse(json ?? 'null') as Record<string, unknown>;
    const warn = vi.fn();
    const merged = mergeConfig(defaultConfig('https://magazine.example'), settings, warn);
    expect(warn).not.toHaveBeenCalled();
    // Only the locale, the currency and the data layer are left to their defaults (none is a
    // service); nothing is on the site.
    const { locale: _locale, currency: _currency, dataLayer: _dataLayer, ...named } = merged;
    void [_locale, _currency, _dataLayer];
    expect(Object.keys(settings).sort()).toEqual(Object.keys(named).sort());
    expect(JSON.stringify(named)).not.toContain('magazine.example');
  });
});
