import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import postcss from 'postcss';
import type { AtRule, Declaration, Root, Rule } from 'postcss';
import { describe, expect, it } from 'vitest';
import { readTokens } from '../../../stories/support/tokens';
import { STYLESHEET_ENTRY, stylesheetSource, widgetStylesheets } from '../../../stylesheet';

const ROOT = join(__dirname, '..', '..', '..');
const ENTRY = STYLESHEET_ENTRY;
const TOKENS = 'src/kit/styles/tokens.css';

const listCss = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return listCss(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });

const sheets = [...listCss('src/kit/styles'), ...listCss('widgets')].filter((p) => p !== ENTRY);
const parse = (path: string): Root => postcss.parse(readFileSync(join(ROOT, path), 'utf8'));
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

const declarations = (root: Root): Declaration[] => {
  const found: Declaration[] = [];
  root.walkDecls((decl) => {
    found.push(decl);
  });
  return found;
};

const inKeyframes = (rule: Rule) =>
  rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as AtRule).name);

// Splits a value at the spaces that are not inside parentheses: `0 calc(1px + 2px)` -> 2 parts.
const parts = (value: string): string[] => {
  const out: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of value) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (char === ' ' && depth === 0) {
      if (current) out.push(current);
      current = '';
    } else current += char;
  }
  if (current) out.push(current);
  return out;
};

const COLOUR_LITERAL = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/i;
const SPACE_PROPERTY = /^(?:margin|padding|gap|row-gap|column-gap|inset)(?:-|$)/;
const COLOUR_PROPERTY =
  /^(?:color|background-color|border(?:-\w+)?-color|accent-color|outline-color)$/;
const COLOUR_KEYWORDS = new Set(['transparent', 'currentcolor', 'inherit']);
// A widget's class, a host's attribute, or any element carrying a widget class (the focus ring).
const SCOPED = /\.mw-|\[data-container|\[data-behaviour|\[class[\^*]='\s?mw-'\]/;

describe('the library stylesheet', () => {
  it('imports every widget and kit stylesheet, and nothing else', () => {
    const imported = [...stylesheetSource().matchAll(/@import '([^']+)'/g)].map(([, path]) =>
      relative(ROOT, join(ROOT, 'widgets', path ?? '')),
    );
    expect([...imported].sort()).toEqual([...sheets].sort());
  });

  it("finds a widget's stylesheet in its folder, the kit's first and the shared parts next", () => {
    expect(widgetStylesheets()).toContain('widgets/containers/MiniCart/MiniCart.css');
    expect(read(ENTRY)).not.toContain("@import './");
    const order = [...stylesheetSource().matchAll(/@import '([^']+)'/g)].map(([, path]) => path);
    expect(order[0]).toBe('../src/kit/styles/tokens.css');
    expect(order.findIndex((path) => path?.startsWith('./containers/'))).toBeLessThan(
      order.findIndex((path) => path?.startsWith('./behaviours/')),
    );
  });

  it.each(sheets)('%s keeps every rule inside @layer mw, without !important', (path) => {
    const root = parse(path);
    for (const node of root.nodes) {
      if (node.type === 'comment') continue;
      expect(node.type === 'atrule' && node.name === 'layer' && node.params, path).toBe('mw');
    }
    root.walkDecls((decl) =>
      expect(decl.important ?? false, `${path}: ${decl.toString()}`).toBe(false),
    );
  });

  it.each(sheets.filter((p) => p !== TOKENS))(
    '%s selects only widget classes and hosts',
    (path) => {
      parse(path).walkRules((rule) => {
        if (inKeyframes(rule)) return;
        for (const selector of rule.selectors) expect(selector, path).toMatch(SCOPED);
      });
      parse(path).walkAtRules('keyframes', (rule) => expect(rule.params).toMatch(/^mw-/));
    },
  );

  it('declares tokens on :root and their high-contrast values only', () => {
    parse(TOKENS).walkRules((rule) =>
      expect(rule.selector).toMatch(/^(?::root|html\[data-contrast='high'\])$/),
    );
  });

  it.each(sheets.filter((p) => p !== TOKENS))(
    '%s takes every colour, font, radius and space from a token',
    (path) => {
      for (const decl of declarations(parse(path))) {
        const { prop, value } = decl;
        const where = `${path}: ${decl.toString()}`;
        expect(value, where).not.toMatch(COLOUR_LITERAL);
        if (COLOUR_PROPERTY.test(prop) && !COLOUR_KEYWORDS.has(value.toLowerCase())) {
          expect(value, where).toMatch(/^var\(--mw-color-/);
        }
        if (prop === 'font-family') expect(value, where).toBe('var(--mw-font-family)');
        if (prop === 'font' && value !== 'inherit') {
          expect(value, where).toMatch(/var\(--mw-font-size[\w-]*\).*var\(--mw-font-family\)/);
        }
        if (prop === 'font-size') expect(value, where).toMatch(/^var\(--mw-font-size[\w-]*\)$/);
        if (prop === 'border-radius')
          expect(value, where).toMatch(/^(?:0|50%|var\(--mw-radius[\w-]*\))$/);
        if (SPACE_PROPERTY.test(prop)) {
          for (const part of parts(value)) {
            expect(part, where).toMatch(
              /^(?:0|auto|var\(--mw-space-\w+\)|calc\(.*var\(--mw-space-\w+\).*\))$/,
            );
          }
        }
      }
    },
  );

  const tokens = readTokens(read(TOKENS));
  const defined = new Set(tokens.map((token) => token.name));

  it('documents every token, and the docs page reads them all', () => {
    const declared = new Set<string>();
    parse(TOKENS).walkRules(':root', (rule) =>
      rule.walkDecls((decl) => {
        declared.add(decl.prop);
      }),
    );
    expect([...defined].sort()).toEqual([...declared].sort());
    for (const token of tokens) expect(token.description, token.name).not.toBe('');
  });

  it('gives a high-contrast value only to tokens that exist', () => {
    parse(TOKENS).walkRules("html[data-contrast='high']", (rule) =>
      rule.walkDecls((decl) => expect(defined, decl.prop).toContain(decl.prop)),
    );
  });

  // The room a widget gives its host, read by the kit (host-room.css): not a theme token.
  const ROOM = new Set(['--mw-room', '--mw-room-phone', '--mw-room-loading']);

  it.each(sheets)('%s uses only tokens that exist', (path) => {
    for (const [, name] of read(path).matchAll(/var\((--mw-[\w-]+)/g)) {
      if (name !== undefined && ROOM.has(name)) continue;
      expect(defined, `${path} uses ${name}`).toContain(name);
    }
  });

  it.each(sheets.filter((p) => p !== TOKENS))(
    "%s sets no custom property but a host's room",
    (path) => {
      for (const decl of declarations(parse(path))) {
        if (decl.prop.startsWith('--')) expect(ROOM, `${path}: ${decl.prop}`).toContain(decl.prop);
      }
    },
  );

  it('lists every token in the README', () => {
    const readme = read('README.md');
    for (const token of tokens) expect(readme, token.name).toContain(`\`${token.name}\``);
  });
});
