import { decodeComponent } from '@domain/uri';
/**
 * The three stored values of the store connection (SPEC point 3): session, locale and
 * currency, kept as cookies so a reload or another tab continues the same cart.
 */
export type StoredValue = 'session' | 'locale' | 'currency';

export interface SessionStore {
  get(name: StoredValue): string | undefined;
  set(name: StoredValue, value: string | undefined): void;
}

export interface CookieOptions {
  readonly path: string;
  readonly maxAgeSeconds: number;
  readonly sameSite: 'lax' | 'strict' | 'none';
}

const cookieName = (name: StoredValue) => `swell-${name}`;

/** Cookies named `swell-session`, `swell-locale`, `swell-currency` (docs/contracts.md). */
export function cookieSessionStore(doc: Document, options: CookieOptions): SessionStore {
  return {
    get(name) {
      const prefix = `${cookieName(name)}=`;
      for (const part of doc.cookie.split(/;\s*/)) {
        // A value that is no valid escape (another script wrote it) reads as none.
        if (part.startsWith(prefix)) return decodeComponent(part.slice(prefix.length)) || undefined;
      }
      return undefined;
    },
    set(name, value) {
      const attributes = `path=${options.path}; samesite=${options.sameSite}`;
      doc.cookie =
        value === undefined
          ? `${cookieName(name)}=; ${attributes}; max-age=0`
          : `${cookieName(name)}=${encodeURIComponent(value)}; ${attributes}; max-age=${options.maxAgeSeconds}`;
    },
  };
}

/** For Node and tests: the same values in memory. */
export function memorySessionStore(
  initial: Partial<Record<StoredValue, string>> = {},
): SessionStore {
  const values = new Map(Object.entries(initial) as [StoredValue, string][]);
  return {
    get: (name) => values.get(name),
    set(name, value) {
      if (value === undefined) values.delete(name);
      else values.set(name, value);
    },
  };
}
