/**
 * Reading and writing a static list's state in the query string (JobsFilters, ListControls).
 * Values are slugs, so an address a reader shares or edits by hand stays readable, and a
 * value that is not one (a typo, an injected string) is ignored instead of matching nothing.
 */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const isSlug = (value: string): boolean => SLUG.test(value);

/** A parameter's values (repeated or comma-separated), slugs only, sorted, without repeats. */
export function readSlugs(params: URLSearchParams, name: string): readonly string[] {
  const values = params
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim().toLowerCase())
    .filter(isSlug);
  return [...new Set(values)].sort();
}

/** Writes the values as one comma-separated parameter; none writes nothing. */
export function writeSlugs(params: URLSearchParams, name: string, values: readonly string[]): void {
  if (values.length > 0) params.set(name, values.join(','));
}

/** The query string without the leading `?`. */
export const queryOf = (search: string): URLSearchParams =>
  new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);

/**
 * `href` with `names` replaced by the given query's values, the rest of the link (its own
 * parameters, its fragment) kept. Relative links stay relative to `base`.
 */
export function withQuery(
  href: string,
  query: string,
  names: readonly string[],
  base: string,
): string {
  const url = new URL(href, base);
  for (const name of names) url.searchParams.delete(name);
  for (const [name, value] of queryOf(query)) url.searchParams.append(name, value);
  return url.origin === new URL(base).origin ? `${url.pathname}${url.search}${url.hash}` : url.href;
}
