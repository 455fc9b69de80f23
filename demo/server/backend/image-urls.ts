/** A path on this server (`/assets/img/x.svg`), not a full address nor a scheme-relative one. */
const onThisServer = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// Built as the services' other addresses are (`${publicUrl}/vault/approve/...`): a PUBLIC_URL
// with a path (the services behind a proxy) keeps it.
const absolute = (path: string, base: string) => `${base.replace(/\/+$/, '')}${path}`;

/** `{ file: { url } }`, one of a product's `images`. */
function imageFile(entry: unknown, base: string): unknown {
  if (!isRecord(entry) || !isRecord(entry.file) || !onThisServer(entry.file.url)) {
    return withImagesOn(entry, base);
  }
  return { ...entry, file: { ...entry.file, url: absolute(entry.file.url, base) } };
}

/**
 * An answer of the store or the site API with every image named by its full address on
 * `base` (the services' PUBLIC_URL), as a hosted store names its CDN's: a publisher's page on
 * another origin shows them as they are. The catalogue keeps paths on the services
 * (`/assets/img/book-7.svg`), whatever the services' address is today, so an answer names
 * them on the address of the day. Touched: products' `images[].file.url`, order lines'
 * `image` and panels' `image.src`; every other value is copied as it is.
 */
export function withImagesOn<T>(value: T, base: string): T {
  if (Array.isArray(value)) return value.map((item: unknown) => withImagesOn(item, base)) as T;
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key === 'images' && Array.isArray(inner)) {
      out[key] = inner.map((entry: unknown) => imageFile(entry, base));
    } else if (key === 'image' && onThisServer(inner)) {
      out[key] = absolute(inner, base);
    } else if (key === 'image' && isRecord(inner) && onThisServer(inner.src)) {
      out[key] = { ...inner, src: absolute(inner.src, base) };
    } else {
      out[key] = withImagesOn(inner, base);
    }
  }
  return out as T;
}
