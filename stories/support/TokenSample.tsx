import type { CSSProperties, ReactNode } from 'react';

/*
 * A token's sample, chosen by what its name says it is and drawn with the token itself, so it
 * follows the theme chosen in the toolbar and a new token of a known kind gets one at once. A
 * token of a kind not listed here has none, and test/stories/tokens.test.tsx says so.
 */

const swatch: CSSProperties = {
  display: 'inline-block',
  inlineSize: '3rem',
  blockSize: '1.75rem',
  border: '1px solid #888',
  borderRadius: '4px',
};
const words: CSSProperties = { display: 'inline-block', fontFamily: 'var(--mw-font-family)' };
const LONG_NAME = 'Tabitha Catherine Whiskerton-Montgomery';

const SAMPLES: readonly (readonly [RegExp, (token: string) => CSSProperties, string?])[] = [
  [/^--mw-color-/, (token) => ({ ...swatch, background: `var(${token})` })],
  [
    /^--mw-shadow-/,
    (token) => ({ ...swatch, border: 'none', background: '#fff', boxShadow: `var(${token})` }),
  ],
  [/^--mw-font-family$/, (token) => ({ ...words, fontFamily: `var(${token})` }), 'Aa Bb 123'],
  [/^--mw-font-size/, (token) => ({ ...words, fontSize: `var(${token})` }), 'Aa Bb'],
  [/^--mw-font-weight-/, (token) => ({ ...words, fontWeight: `var(${token})` }), 'Aa Bb'],
  [
    /^--mw-line-height/,
    (token) => ({
      ...words,
      inlineSize: '7rem',
      lineHeight: `var(${token})`,
      background: 'repeating-linear-gradient(#0000 0 1lh, #8882 1lh 2lh)',
    }),
    'Two lines of widget text',
  ],
  [
    /^--mw-radius/,
    (token) => ({ ...swatch, border: '2px solid currentColor', borderRadius: `var(${token})` }),
  ],
  [
    /^--mw-space-/,
    (token) => ({ ...swatch, border: 'none', inlineSize: `var(${token})`, background: '#888' }),
  ],
  [
    /-block-size$/,
    (token) => ({
      ...words,
      inlineSize: '5rem',
      blockSize: `var(${token})`,
      border: '1px dashed #888',
      overflow: 'hidden',
    }),
    'What the area holds',
  ],
  [
    /-inline-size$/,
    (token) => ({
      ...words,
      maxInlineSize: `var(${token})`,
      overflow: 'hidden',
      whiteSpace: 'nowrap',
      textOverflow: 'ellipsis',
      verticalAlign: 'bottom',
    }),
    LONG_NAME,
  ],
];

/** The sample of `name`, or nothing when no kind of token above matches it. */
export function TokenSample({ name }: { name: string }): ReactNode {
  const sample = SAMPLES.find(([kind]) => kind.test(name));
  if (!sample) return null;
  const [, style, text] = sample;
  return (
    <span role="img" aria-label={`Sample of ${name}`} style={style(name)}>
      {text}
    </span>
  );
}
