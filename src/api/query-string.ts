/** What a GET parameter may hold: nested objects and arrays of plain values. */
export type QueryValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly QueryValue[]
  | { readonly [key: string]: QueryValue };

/**
 * Encodes parameters as the Storefront API reads them: nested keys in brackets
 * (`where[price][$gt]=1`), array items by index (`ids[0]=a`). Undefined values are left out;
 * null is sent empty.
 */
export function encodeQuery(params: Readonly<Record<string, QueryValue>>): string {
  const parts: string[] = [];
  const add = (key: string, value: QueryValue) => {
    if (value === undefined) return;
    if (value === null || typeof value !== 'object') {
      parts.push(
        `${encodeURIComponent(key)}=${encodeURIComponent(value === null ? '' : String(value))}`,
      );
      return;
    }
    const entries: [string, QueryValue][] = Array.isArray(value)
      ? value.map((item, index) => [String(index), item])
      : Object.entries(value);
    for (const [name, item] of entries) add(`${key}[${name}]`, item);
  };
  for (const [key, value] of Object.entries(params)) add(key, value);
  return parts.join('&');
}

/** `url` with `params` as its query string, none when no parameter is left to send. */
export function withQuery(url: string, params: Readonly<Record<string, QueryValue>>): string {
  const query = encodeQuery(params);
  return query ? `${url}?${query}` : url;
}
