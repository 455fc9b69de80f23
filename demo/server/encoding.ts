import { extname } from 'node:path';

/** The encodings the server sends, in its order of preference, with their files' suffixes. */
export const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

export type Encoding = (typeof ENCODINGS)[number]['name'];

// Text formats shrink; images other than SVG are compressed already. Source maps are left out:
// only developer tools fetch them, and brotli at its best level is slow on megabytes of them.
const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.mjs', '.json', '.svg', '.txt', '.xml']);

/** Whether a file's type is worth a compressed copy (and so varies by Accept-Encoding). */
export const isCompressible = (file: string): boolean => COMPRESSIBLE.has(extname(file));

/**
 * Whether an `Accept-Encoding` header allows `encoding`: named with a weight above zero, or
 * not named and `*` allowed. No header means the client asked for nothing but identity.
 */
export function acceptsEncoding(header: string | undefined, encoding: Encoding): boolean {
  let star: number | undefined;
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name === encoding) return weight > 0;
    if (name === '*') star = weight;
  }
  return star !== undefined && star > 0;
}

/** The encodings `header` allows, best first. */
export const acceptedEncodings = (header: string | undefined) =>
  ENCODINGS.filter(({ name }) => acceptsEncoding(header, name));
