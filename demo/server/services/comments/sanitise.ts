/**
 * A strict allow-list sanitiser for comment bodies. Only these elements survive, with no
 * attributes except an http(s) `href` on links; every other tag is shown as text, escaped.
 * The output is balanced (every element closed), so a comment cannot break the page around it.
 */
const ALLOWED = new Set(['p', 'a', 'em', 'strong', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li']);
const BLOCKS = new Set(['p', 'pre', 'blockquote', 'ul', 'ol']);

const TAG =
  /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s"'<>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/g;
const HREF = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;
// Existing character references stay as written; any other `&` is escaped.
const TEXT_ESCAPES = /&(?!(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});)|[<>"']/gi;

const escapeText = (text: string) => text.replace(TEXT_ESCAPES, (c) => `&#${c.charCodeAt(0)};`);
const escapeAll = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// A reference beyond Unicode would make String.fromCodePoint throw; browsers read it as U+FFFD.
const character = (code: number) => (code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd');

const decodeEntities = (value: string) =>
  value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => character(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => character(Number(dec)))
    .replace(/&amp;/gi, '&');

/** An absolute http(s) URL, or undefined (javascript:, data:, relative and broken ones). */
function safeHref(raw: string): string | undefined {
  // Entities and control characters are how `java&#115;cript:` slips past naive checks.
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const value = decodeEntities(raw).replace(/[\u0000-\u0020\u007f]/g, '');
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function sanitiseFragment(input: string): string {
  const out: string[] = [];
  // Open elements; `null` marks an `<a>` whose href was refused (its text stays, unlinked).
  const open: (string | null)[] = [];
  let last = 0;
  for (const match of input.matchAll(TAG)) {
    out.push(escapeText(input.slice(last, match.index)));
    last = match.index + match[0].length;
    const [whole, closing, rawName, attributes = ''] = match;
    const name = (rawName ?? '').toLowerCase();
    if (!ALLOWED.has(name)) {
      out.push(escapeAll(whole));
      continue;
    }
    if (closing) {
      const at =
        name === 'a'
          ? Math.max(open.lastIndexOf('a'), open.lastIndexOf(null))
          : open.lastIndexOf(name);
      if (at < 0) continue;
      for (const element of open.splice(at).reverse()) if (element) out.push(`</${element}>`);
      continue;
    }
    // As in HTML, a new item or paragraph ends the one still open.
    if ((name === 'li' || name === 'p') && open.at(-1) === name) out.push(`</${open.pop()}>`);
    if (name === 'a') {
      const found = HREF.exec(attributes);
      const href = found && safeHref(found[1] ?? found[2] ?? found[3] ?? '');
      if (!href) {
        open.push(null);
        continue;
      }
      out.push(`<a href="${escapeAll(href)}" rel="nofollow ugc noopener">`);
    } else {
      out.push(`<${name}>`);
    }
    open.push(name);
  }
  out.push(escapeText(input.slice(last)));
  for (const element of open.reverse()) if (element) out.push(`</${element}>`);
  return out.join('').trim();
}

const BLOCK_TAG = new RegExp(`<(?:${[...BLOCKS].join('|')})[\\s>]`, 'i');

/**
 * The comment as safe HTML. A comment written as plain text (no block elements) becomes
 * paragraphs at its blank lines; each paragraph is sanitised on its own, so each is balanced.
 */
export function sanitiseComment(input: string): string {
  if (BLOCK_TAG.test(input)) return sanitiseFragment(input);
  return input
    .split(/\n\s*\n/)
    .map(sanitiseFragment)
    .filter(Boolean)
    .map((part) => `<p>${part}</p>`)
    .join('\n');
}

/** Whether a body carries a link, as a tag or as a bare address: those wait for a moderator. */
export const hasLink = (body: string, sanitised: string): boolean =>
  sanitised.includes('<a ') || /\bhttps?:\/\/|\bwww\.[^\s.]+\.\w/i.test(body);
