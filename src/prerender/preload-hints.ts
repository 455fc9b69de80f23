/** What the build says of its chunks (dist/js/manifest.json, written by rollup.config.ts). */
export interface ChunkManifest {
  /** The loader proper, which the page's one script imports when there is widget markup. */
  readonly loader: string;
  /** Each widget's chunk, by its registry name. */
  readonly widgets: Readonly<Record<string, string>>;
  /** Each chunk's static imports. */
  readonly imports: Readonly<Record<string, readonly string[]>>;
}

const TAG = /<[a-z][^>]*>/gi;
const attribute = (tag: string, name: string): string | undefined =>
  new RegExp(`\\s${name}(?:="([^"]*)")?`, 'i').exec(tag)?.[1] ??
  (new RegExp(`\\s${name}[\\s>]`, 'i').test(tag) ? '' : undefined);

/**
 * The widgets a visitor's first view of `html` runs at once: every behaviour, and the
 * containers the build could not prerender (those built without React). Prerendered
 * containers wait for their moment, so their code is not preloaded.
 */
export function widgetsAtStart(html: string): string[] {
  const names = new Set<string>();
  for (const [tag] of html.matchAll(TAG)) {
    for (const name of attribute(tag, 'data-behaviour')?.split(/\s+/) ?? []) {
      if (name) names.add(name);
    }
    const container = attribute(tag, 'data-container')?.trim();
    if (container && attribute(tag, 'data-prerendered') === undefined) names.add(container);
  }
  return [...names].sort();
}

/** The chunks a set of widgets needs, with everything they import statically. */
export function chunksFor(names: readonly string[], manifest: ChunkManifest): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of manifest.imports[file] ?? []) visit(next);
  };
  if (names.length > 0) visit(manifest.loader);
  for (const name of names) {
    const file = manifest.widgets[name];
    if (file) visit(file);
  }
  return [...seen];
}

const SCRIPT = /<script\b[^>]*><\/script>/gi;

/** The page's one script, the loader, wherever the page loads it from (its folder, a CDN). */
function loaderScript(html: string): { tag: string; base: string } | undefined {
  for (const [tag] of html.matchAll(SCRIPT)) {
    const src = attribute(tag, 'src');
    if (attribute(tag, 'type') !== 'module' || !src) continue;
    const match = /^(.*\/)?widgets\.js$/.exec(src);
    if (match) return { tag, base: match[1] ?? '' };
  }
  return undefined;
}

/**
 * Writes a `modulepreload` for every chunk the page is known to need at start beside the
 * page's one script, so the browser fetches them all at once instead of a chain of imports.
 * Each hint names its chunk beside the loader, where the loader imports it from. A page
 * without the loader, or already hinted (the step run twice), is left as it is.
 */
export function preloadHints(html: string, manifest: ChunkManifest): string {
  const loader = loaderScript(html);
  const chunks = chunksFor(widgetsAtStart(html), manifest);
  if (!loader || chunks.length === 0) return html;
  // A page read back and written again by the render (jsdom) ends its links with `>`.
  if (html.includes(`rel="modulepreload" href="${loader.base}${chunks[0] ?? ''}"`)) return html;
  const links = chunks.map((file) => `<link rel="modulepreload" href="${loader.base}${file}" />`);
  return html.replace(loader.tag, () => [loader.tag, ...links].join('\n    '));
}
