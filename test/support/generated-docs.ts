import { readFileSync, writeFileSync } from 'node:fs';

/**
 * Parts of the docs that are written from data (the widget reference from the schemas and
 * docs.ts, the budget tables from their JSON files) sit between two markers,
 * `<!-- name:start -->` and `<!-- name:end -->`, so prose around them stays hand-written.
 */
const markers = (name: string) => [`<!-- ${name}:start -->`, `<!-- ${name}:end -->`] as const;

/** The text between the markers of `name`, trimmed; throws when the markers are missing. */
export function generatedPart(text: string, name: string): string {
  const [open, close] = markers(name);
  const start = text.indexOf(open);
  const end = text.indexOf(close, start);
  if (start < 0 || end < 0) throw new Error(`no ${open} ... ${close}`);
  return text.slice(start + open.length, end).trim();
}

/** `text` with the part `name` replaced by `content`, everything around it unchanged. */
export function withGeneratedPart(text: string, name: string, content: string): string {
  const [open, close] = markers(name);
  const start = text.indexOf(open);
  const end = text.indexOf(close, start);
  if (start < 0 || end < 0) throw new Error(`no ${open} ... ${close}`);
  return `${text.slice(0, start + open.length)}\n${content}\n${text.slice(end)}`;
}

/**
 * The part `name` of `file` as it stands, for a test to compare with `content`. With
 * UPDATE_DOCS=1 (`npm run docs`) the file is rewritten first, so the two agree.
 */
export function standingPart(file: URL | string, name: string, content: string): string {
  const text = readFileSync(file, 'utf8');
  if (process.env.UPDATE_DOCS === '1') {
    writeFileSync(file, withGeneratedPart(text, name, content));
    return content;
  }
  return generatedPart(text, name);
}
