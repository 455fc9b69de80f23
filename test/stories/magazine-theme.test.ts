import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { magazineThemeCss } from '../../.storybook/magazine-theme';

// Read from disk: the tests load no CSS, not even as text.
const siteCss = readFileSync('demo/site/assets/site.css', 'utf8');
const theme = magazineThemeCss(siteCss);

/** The declarations of the theme's rule for `selector`. */
const rule = (selector: string) => {
  const start = theme.indexOf(`${selector} {`);
  return start < 0 ? '' : theme.slice(start, theme.indexOf('}', start));
};

describe("Storybook's Magazine theme", () => {
  it("points the widgets' tokens at the magazine's colours and type", () => {
    const root = rule("html[data-sb-theme='magazine']");
    expect(root).toContain('--mw-color-accent: var(--accent);');
    expect(root).toContain('--mw-font-family: var(--font-ui);');
    expect(root).toMatch(/--paper: #[0-9a-f]{6};/);
  });

  it("swaps to the magazine's high-contrast colours with the ContrastSwitcher", () => {
    expect(rule("html[data-sb-theme='magazine'][data-contrast='high']")).toContain(
      '--accent: #ffe600;',
    );
  });

  it("sets the page around a story as the magazine's page", () => {
    const page = rule("html[data-sb-theme='magazine'] :is(.sb-show-main, .docs-story)");
    expect(page).toContain('background: var(--paper);');
    expect(page).toContain('font: 1.125rem/1.65 var(--font-text);');
  });

  it("sets a story's own headings and links as the magazine sets a page's, never a widget's", () => {
    const outside = ":not([class*='mw-'], [class*='mw-'] *)";
    const story = "html[data-sb-theme='magazine'] :is(#storybook-root, .docs-story)";
    expect(rule(`${story} :is(h1, h2, h3, h4)${outside}`)).toContain(
      'font-family: var(--font-ui);',
    );
    expect(rule(`${story} a${outside}`)).toContain('color: var(--link);');
  });

  it("takes none of the magazine's rules for classes, nor any for the docs' own text", () => {
    expect(theme).not.toMatch(/\.site-|\.button/);
    // Every rule for an element sits inside a story's root.
    for (const [, selector] of theme.matchAll(/^(.*\b(?:h1|a)\b.*) \{$/gm)) {
      expect(selector).toContain(':is(#storybook-root, .docs-story)');
    }
  });
});
