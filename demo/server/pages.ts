import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { inside } from './static';

/** A page fragment's metadata comments: `<!-- title: ... -->` and the like. */
export interface PageMeta {
  title: string;
  description: string;
  bodyClass: string;
}

const META = /^\s*<!--\s*(title|description|bodyClass):\s*(.*?)\s*-->\s*$/gm;

export function readMeta(fragment: string): PageMeta {
  const meta: PageMeta = { title: 'Smashing Magazine Demo', description: '', bodyClass: '' };
  for (const [, key, value] of fragment.matchAll(META)) {
    if (key && value !== undefined) meta[key as keyof PageMeta] = value;
  }
  return meta;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page settings as JSON inside a script element: `<` escaped so no tag can close it. */
export const configScript = (config: unknown): string =>
  JSON.stringify(config).replace(/</g, '\\u003c');

/** Puts a page fragment into the magazine's layout, with the page settings `config`. */
export function renderPage(layout: string, fragment: string, config: unknown = {}): string {
  const meta = readMeta(fragment);
  const values: Record<string, string> = {
    title: escapeHtml(meta.title),
    description: escapeHtml(meta.description),
    bodyClass: escapeHtml(meta.bodyClass),
    widgetsConfig: configScript(config),
    content: fragment.replace(META, '').trim(),
  };
  return layout.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);
}

const exists = async (file: string | undefined) =>
  file !== undefined && (await stat(file).catch(() => undefined))?.isFile() === true;

/**
 * The fragment file for a URL path: `/` -> index.html, `/cart` -> cart.html,
 * `/auth/` -> auth/index.html. The order page's old address, `/checkout/confirmation/{orderId}`
 * (receipts mailed before it moved to `/checkout/order?order=`), still finds checkout/order.html.
 */
export async function findPage(pagesDir: string, path: string): Promise<string | undefined> {
  const clean = path.replace(/\.html$/, '').replace(/\/+$/, '');
  const candidates = /^\/checkout\/confirmation\/[^/]+$/.test(clean)
    ? ['checkout/order.html']
    : [`${clean}.html`, `${clean}/index.html`];
  for (const candidate of candidates) {
    const file = inside(pagesDir, candidate);
    if (await exists(file)) return file;
  }
  return undefined;
}

/**
 * The built page for a URL path in the pretty-URL layout of `npm run build` (`/about` ->
 * about/index.html); an order's address `/checkout/confirmation/{orderId}` is the order page.
 */
export async function findBuiltPage(builtDir: string, path: string): Promise<string | undefined> {
  const clean = path.replace(/\.html$/, '').replace(/\/+$/, '');
  const page = /^\/checkout\/confirmation\/[^/]+$/.test(clean) ? '/checkout/order' : clean;
  const file = inside(builtDir, `${page}/index.html`);
  return (await exists(file)) ? file : undefined;
}

/** The site's page settings (`widgets-config.json` beside the layout). */
export async function readSiteConfig(siteDir: string): Promise<unknown> {
  const text = await readFile(join(siteDir, 'widgets-config.json'), 'utf8').catch(() => '{}');
  return JSON.parse(text) as unknown;
}

/** Renders the page at `path`, or undefined when the magazine has none. */
export async function loadPage(siteDir: string, path: string): Promise<string | undefined> {
  const file = await findPage(join(siteDir, 'pages'), path);
  if (!file) return undefined;
  const [layout, fragment, config] = await Promise.all([
    readFile(join(siteDir, 'layout.html'), 'utf8'),
    readFile(file, 'utf8'),
    readSiteConfig(siteDir),
  ]);
  return renderPage(layout, fragment, config);
}
