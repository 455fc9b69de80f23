import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

const CONFIG = /<script type="application\/json" id="widgets-config">([\s\S]*?)<\/script>/;

const isWebAddress = (text: string) =>
  URL.canParse(text) && ['http:', 'https:'].includes(new URL(text).protocol);

/** Every web address a page's settings name, at any depth. */
function addresses(value: unknown): string[] {
  if (typeof value === 'string') return isWebAddress(value) ? [value] : [];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(addresses);
}

/**
 * The origins other than `origin` whose services a built page's settings name (paths on the
 * page's own origin name none): the pages were built for services elsewhere.
 */
export function otherServices(config: unknown, origin: string): string[] {
  const origins = addresses(config).map((address) => new URL(address).origin);
  return [...new Set(origins)].filter((other) => other !== origin).sort();
}

export interface BuiltSiteChoice {
  /** The built pages to serve, or undefined: every page rendered from the sources. */
  readonly dir: string | undefined;
  /** What the start's banner says of the pages. */
  readonly says: string;
}

/**
 * Whether the demo serves `npm run build`'s pages (dist/site/) as its own. Pages built with
 * WIDGETS_CONFIG for services on another origin would call those from this origin, and this
 * server's own policy refuses that: the demo then renders its pages from the sources (with
 * demo/site/widgets-config.json, services on this origin) and says why.
 */
export async function chooseBuiltSite(dir: string, publicUrl: string): Promise<BuiltSiteChoice> {
  const page = await readFile(join(dir, 'index.html'), 'utf8').catch(() => undefined);
  if (page === undefined) return { dir: undefined, says: 'rendered per request (no dist/site/)' };
  let config: unknown;
  try {
    config = JSON.parse(CONFIG.exec(page)?.[1] ?? '{}');
  } catch {
    config = {};
  }
  const others = otherServices(config, new URL(publicUrl).origin);
  if (others.length === 0) return { dir, says: 'dist/site/, as `npm run build` wrote them' };
  return {
    dir: undefined,
    says:
      `rendered per request: dist/site/ was built for the services at ${others.join(', ')} ` +
      '(WIDGETS_CONFIG), not these; `npm run build` without it builds them for this demo',
  };
}
