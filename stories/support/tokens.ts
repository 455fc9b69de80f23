/** One design token as tokens.css declares and documents it. */
export interface Token {
  readonly name: string;
  /** Its default value. */
  readonly value: string;
  /** Its value in the high-contrast theme, when that differs. */
  readonly contrast?: string;
  /** What it styles: the comment written right before it. */
  readonly description: string;
}

const block = (css: string, selector: string): string => {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) return '';
  const end = css.indexOf('}', start);
  return css.slice(start, end);
};

// A comment, then the declaration it documents: `/* what */ --mw-name: value;`.
const DOCUMENTED = /\/\*\s*([\s\S]*?)\s*\*\/\s*(--mw-[\w-]+)\s*:\s*([^;]+);/g;
const DECLARED = /(--mw-[\w-]+)\s*:\s*([^;]+);/g;

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Reads the tokens of the kit's tokens.css: the defaults on :root, each with the comment
 * before it, and the high-contrast values. The Tokens docs page is built from this, so the
 * stylesheet is the one place a token is written down.
 */
export function readTokens(css: string): Token[] {
  const contrast = new Map(
    [...block(css, "html[data-contrast='high']").matchAll(DECLARED)].map(([, name, value]) => [
      name ?? '',
      squash(value ?? ''),
    ]),
  );
  return [...block(css, ':root').matchAll(DOCUMENTED)].map(([, description, name, value]) => {
    const token = name ?? '';
    return {
      name: token,
      value: squash(value ?? ''),
      contrast: contrast.get(token),
      description: squash(description ?? ''),
    };
  });
}
