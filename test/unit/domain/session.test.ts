import { describe, expect, it } from 'vitest';
import { hasStoreSession, storeHost } from '@domain/session';

describe("the store's session", () => {
  it('finds the session cookie among others, and only with a value', () => {
    expect(hasStoreSession('theme=dark; swell-session=abc123')).toBe(true);
    expect(hasStoreSession('swell-session=')).toBe(false);
    expect(hasStoreSession('my-swell-session=abc; other=1')).toBe(false);
    expect(hasStoreSession('')).toBe(false);
  });

  it("builds a store's default host from its name", () =>
    expect(storeHost('smashing')).toBe('https://smashing.swell.store'));
});
