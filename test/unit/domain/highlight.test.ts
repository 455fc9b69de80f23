import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeEntities, highlightParts, highlightText } from '@domain/highlight';
import type { HighlightPart } from '@domain/highlight';

// How the reference backend and the hosted index write a highlight: escaped text, <em> marks.
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const encode = (parts: readonly HighlightPart[]) =>
  parts.map(({ text, marked }) => (marked ? `<em>${escape(text)}</em>` : escape(text))).join('');

/** Neighbours of one kind joined, empty runs dropped: what highlightParts promises. */
const normal = (parts: readonly HighlightPart[]) =>
  parts.reduce<HighlightPart[]>((out, part) => {
    const last = out[out.length - 1];
    if (!part.text) return out;
    if (last?.marked === part.marked)
      out[out.length - 1] = { ...last, text: last.text + part.text };
    else out.push(part);
    return out;
  }, []);

const part = fc.record({ text: fc.string({ maxLength: 12 }), marked: fc.boolean() });

describe('highlightParts', () => {
  it.each([
    ['', []],
    ['plain', [{ text: 'plain', marked: false }]],
    [
      'Cascade <em>layers</em> in practice',
      [
        { text: 'Cascade ', marked: false },
        { text: 'layers', marked: true },
        { text: ' in practice', marked: false },
      ],
    ],
    ['<em>CSS</em>', [{ text: 'CSS', marked: true }]],
    ['<EM>a</EM><em>b</em>', [{ text: 'ab', marked: true }]],
    ['<em>open', [{ text: 'open', marked: true }]],
    ['close</em> x', [{ text: 'close x', marked: false }]],
    ['&#60;b&#62; &amp; &quot;&apos;&#x41;&nbsp;', [{ text: '<b> & "\'A\u00a0', marked: false }]],
    ['&unknown; &#99999999;', [{ text: '&unknown; &#99999999;', marked: false }]],
    [
      '<script>alert(1)</script><em>x</em>',
      [
        { text: '<script>alert(1)</script>', marked: false },
        { text: 'x', marked: true },
      ],
    ],
  ])('%j', (value, parts) => {
    expect(highlightParts(value)).toEqual(parts);
  });

  it('gives back any list of runs the index encoded', () => {
    fc.assert(
      fc.property(fc.array(part, { maxLength: 8 }), (parts) => {
        expect(highlightParts(encode(parts))).toEqual(normal(parts));
      }),
    );
  });

  it('keeps every character of the text, marks aside, and never two neighbours alike', () => {
    fc.assert(
      fc.property(fc.array(part, { maxLength: 8 }), (parts) => {
        const result = highlightParts(encode(parts));
        expect(highlightText(encode(parts))).toBe(parts.map((p) => p.text).join(''));
        result.forEach((p, i) => {
          expect(p.text).not.toBe('');
          if (i > 0) expect(p.marked).not.toBe(result[i - 1]?.marked);
        });
      }),
    );
  });

  it('never throws on any string, and decodes only what it knows', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(() => highlightParts(value)).not.toThrow();
        expect(decodeEntities(escape(value))).toBe(value);
      }),
    );
  });
});

describe('decodeEntities beyond Unicode', () => {
  it('keeps a numeric entity past the last code point as it was written', () => {
    expect(decodeEntities('a &#9999999; b &#x110000; c')).toBe('a &#9999999; b &#x110000; c');
    expect(decodeEntities('&#x10FFFF;')).toBe(String.fromCodePoint(0x10ffff));
  });
});
