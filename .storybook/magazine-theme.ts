/*
 * The toolbar's "Magazine" theme: the demo magazine's palette, type and corners around each
 * story, read from the magazine's own stylesheet (demo/site/assets/site.css) so the two never
 * drift. Its custom properties (which point the widgets' --mw-* tokens at the magazine's
 * colours, high contrast included), its page's text style, and its headings' face and links'
 * colour (a story's page has an h1 and links as a magazine page has) are taken, the last two
 * only inside a story's own root; never its rules for classes, and nothing that reaches into
 * Storybook's docs text.
 */

export const MAGAZINE = 'magazine';
const THEMED = `html[data-sb-theme='${MAGAZINE}']`;

const CUSTOM_PROPERTY = /--[\w-]+\s*:\s*[^;]+;/g;
const TEXT_STYLE = /\b(?:background|color|font)\s*:\s*[^;]+;/g;
const HEADING_STYLE = /\b(?:font-family|line-height|letter-spacing)\s*:\s*[^;]+;/g;
const LINK_STYLE = /\b(?:color|text-underline-offset)\s*:\s*[^;]+;/g;

/** Where a story renders (the canvas, a docs page's story block), never the docs' own text. */
const STORY_ROOT = ':is(#storybook-root, .docs-story)';
/*
 * The story's own markup only: this theme is outside any layer, so a rule for `a` would beat
 * every widget's own link and button rule (the site's sit in a layer below the widgets').
 */
const OUTSIDE_WIDGETS = ":not([class*='mw-'], [class*='mw-'] *)";

/**
 * The body of the first rule for `selector` (a rule at any depth; empty when none). A list
 * of selectors matches however the stylesheet breaks its lines (`h1, h2` or `h1,\n  h2`).
 */
function ruleBody(css: string, selector: string): string {
  const pattern = selector.replace(/[[\]']/g, '\\$&').replace(/,\s*/g, ',\\s*');
  const start = css.search(new RegExp(`(^|\\n)\\s*${pattern}\\s*\\{`));
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
    // A story's own headings and links, as the magazine sets a page's.
    `${THEMED} ${STORY_ROOT} :is(h1, h2, h3, h4)${OUTSIDE_WIDGETS} {\n${declarations(
      ruleBody(siteCss, 'h1, h2, h3, h4'),
      HEADING_STYLE,
    )}\n}`,
    `${THEMED} ${STORY_ROOT} a${OUTSIDE_WIDGETS} {\n${declarations(
      ruleBody(siteCss, 'a'),
      LINK_STYLE,
    )}\n}`,
  ].join('\n');
}
