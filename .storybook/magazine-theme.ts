/*
 * The toolbar's "Magazine" theme: the demo magazine's palette, type and corners around each
 * story, read from the magazine's own stylesheet (demo/site/assets/site.css) so the two never
 * drift. Only its custom properties (which point the widgets' --mw-* tokens at the magazine's
 * colours, high contrast included) and its page's text style are taken, never its rules for
 * elements or classes: those would reach into Storybook's docs.
 */

export const MAGAZINE = 'magazine';
const THEMED = `html[data-sb-theme='${MAGAZINE}']`;

const CUSTOM_PROPERTY = /--[\w-]+\s*:\s*[^;]+;/g;
const TEXT_STYLE = /\b(?:background|color|font)\s*:\s*[^;]+;/g;

/** The body of the first rule for `selector` (a rule at any depth; empty when none). */
function ruleBody(css: string, selector: string): string {
  const start = css.search(new RegExp(`(^|\\n)\\s*${selector.replace(/[[\]']/g, '\\$&')}\\s*\\{`));
  if (start < 0) return '';
  const open = css.indexOf('{', start);
  return css.slice(open + 1, css.indexOf('}', open));
}

const declarations = (body: string, pattern: RegExp): string =>
  [...body.matchAll(pattern)]
    .map(([declaration]) => `  ${declaration.replace(/\s+/g, ' ')}`)
    .join('\n');

/** The theme's stylesheet, scoped to `html[data-sb-theme='magazine']`, from site.css's text. */
export function magazineThemeCss(siteCss: string): string {
  const page = declarations(ruleBody(siteCss, 'body'), TEXT_STYLE);
  return [
    `${THEMED} {\n${declarations(ruleBody(siteCss, ':root'), CUSTOM_PROPERTY)}\n}`,
    `${THEMED}[data-contrast='high'] {\n${declarations(
      ruleBody(siteCss, "html[data-contrast='high']"),
      CUSTOM_PROPERTY,
    )}\n}`,
    // The page around a story (the canvas, a docs page's story block), as the magazine's page.
    `${THEMED} :is(.sb-show-main, .docs-story) {\n${page}\n}`,
  ].join('\n');
}
