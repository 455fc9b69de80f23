/**
 * Text decoded from a URI component, or undefined when it is no valid escape: a cookie, a
 * fragment or a path written by someone else must not stop the code that reads it
 * (`decodeURIComponent` throws on a lone `%`).
 */
export function decodeComponent(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}
