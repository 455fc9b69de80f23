import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/**
 * What every HTML answer of the server carries: no content sniffing, no framing by another
 * site (clickjacking on checkout, member and approval pages), and only the origin, never the
 * path, told to other sites (paths name orders and carry `?email=`).
 */
export const HTML_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Content-Security-Policy': "frame-ancestors 'self'",
};

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
// A script element runs when it has no type, a JavaScript MIME type or `module`; the page's
// JSON settings (`type="application/json"`) are data and need no permission.
const RUNS = /^(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i;

/** The CSP source of each inline script `html` runs: `'sha256-...'` of its exact text. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
    if (!RUNS.test((type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim())) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The magazine pages' policy: scripts only from this origin (the loader, its chunks, the
 * payment stand-ins under /providers/) and the layout's own inline scripts by hash; data,
 * images and prefetches from this origin; frames only from this origin (the partner embeds'
 * stand-ins under /assets/embeds/); no plugins, <base> or foreign form targets.
 *
 * Styles allow 'unsafe-inline': the card stand-in writes a <style> element for its fields and
 * the wallet sheet a style attribute, as the providers' real libraries do, and an ad's own
 * colours are set inline. A style cannot run code; the scripts stay locked down.
 */
export function magazineCsp(layout: string): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScriptHashes(layout)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "object-src 'none'",
    "frame-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * The policy of a page a service writes itself (an approval page, the outbox, a partner's
 * landing page): no script at all, its own inline styles, images from this origin, forms
 * posted to this origin or to `formTargets`.
 */
export function servicePageCsp(formTargets: readonly string[] = []): string {
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    "img-src 'self'",
    ["form-action 'self'", ...formTargets].join(' '),
    "base-uri 'none'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The headers of a page a service writes itself. */
export const servicePageHeaders = (
  formTargets: readonly string[] = [],
): Record<string, string> => ({
  ...HTML_SECURITY_HEADERS,
  'Content-Security-Policy': servicePageCsp(formTargets),
});

/**
 * The headers of the magazine's pages, whose inline scripts are the layout's: read once at
 * startup, so the policy follows the layout's script without a hash written down anywhere
 * (restart the server after editing that script). Pages built into files share the layout.
 */
export function magazinePageHeaders(layoutFile: string): Record<string, string> {
  let layout = '';
  try {
    layout = readFileSync(layoutFile, 'utf8');
  } catch {
    // A site without a layout has no inline script to allow.
  }
  return { ...HTML_SECURITY_HEADERS, 'Content-Security-Policy': magazineCsp(layout) };
}
