/**
 * A query parameter's value for the page (InsertQueryParam): undefined when it is absent or
 * blank, so the editor's fallback shows instead of an empty gap.
 */
export function queryParam(search: string, name: string): string | undefined {
  const value = new URLSearchParams(search).get(name)?.trim();
  return value ? value : undefined;
}
