/**
 * The search index's highlighted strings (`_highlightResult.*.value`): HTML-escaped text with
 * `<em>` around each matched word. A widget never inserts them as HTML (an indexed title could
 * carry markup); it renders these parts as text nodes and `<mark>` elements instead.
 */
export interface HighlightPart {
  readonly text: string;
  readonly marked: boolean;
}

const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

const ENTITY = /&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|([a-z]+));/gi;

const fromCode = (code: number, whole: string): string =>
  code <= 0x10ffff ? String.fromCodePoint(code) : whole;

/** Decodes the entities an index escapes with; anything else stays as it was written. */
export function decodeEntities(escaped: string): string {
  return escaped.replace(ENTITY, (whole, dec?: string, hex?: string, name?: string) => {
    if (dec !== undefined) return fromCode(Number(dec), whole);
    if (hex !== undefined) return fromCode(parseInt(hex, 16), whole);
    return NAMED[String(name).toLowerCase()] ?? whole;
  });
}

const TAG = /<(\/?)em>/gi;

/**
 * Splits a highlighted string into its plain and marked runs, in order, entities decoded,
 * neighbours of the same kind joined and empty runs dropped. Any other tag is text: it shows
 * as written and never becomes markup. An unclosed `<em>` marks to the end.
 */
export function highlightParts(value: string): HighlightPart[] {
  const parts: HighlightPart[] = [];
  const push = (raw: string, marked: boolean) => {
    const text = decodeEntities(raw);
    if (!text) return;
    const last = parts[parts.length - 1];
    if (last?.marked === marked) parts[parts.length - 1] = { text: last.text + text, marked };
    else parts.push({ text, marked });
  };
  let marked = false;
  let from = 0;
  for (const tag of value.matchAll(TAG)) {
    push(value.slice(from, tag.index), marked);
    marked = tag[1] !== '/';
    from = tag.index + tag[0].length;
  }
  push(value.slice(from), marked);
  return parts;
}

/** The text of a highlighted string without its marks. */
export const highlightText = (value: string): string =>
  highlightParts(value)
    .map((part) => part.text)
    .join('');
