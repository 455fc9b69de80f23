/** A plain JSON object: what a record read from storage or a token must be before its fields are. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Text read as JSON, or undefined when it is not JSON: storage and tokens are never trusted. */
export function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * A JWT's claims (its middle part, base64url JSON in UTF-8), unverified: a hint for what to
 * show or fetch, never a permission.
 */
export function jwtClaims(token: unknown): Record<string, unknown> | undefined {
  if (typeof token !== 'string') return undefined;
  const part = token.split('.')[1];
  if (!part) return undefined;
  try {
    const binary = atob(part.replaceAll('-', '+').replaceAll('_', '/'));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const claims = parseJsonText(new TextDecoder().decode(bytes));
    return isRecord(claims) ? claims : undefined;
  } catch {
    return undefined;
  }
}
