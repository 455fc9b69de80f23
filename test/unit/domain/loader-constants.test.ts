import { describe, expect, it } from 'vitest';
import {
  CHUNK_LOAD_TIMEOUT_MS,
  CHUNK_PATH_PREFIX,
  ChunkLoadError,
  WIDGET_FAILED_MESSAGE,
} from '@domain/chunks';
import { STORAGE_KEYS, persistedKey } from '@domain/storage';

describe('chunk constants (SPEC point 9) and ChunkLoadError (point 8)', () => {
  it.each([
    ['chunk path prefix', CHUNK_PATH_PREFIX, '/js/'],
    ['chunk load timeout', CHUNK_LOAD_TIMEOUT_MS, 120000],
  ])('%s', (_name, value, expected) => expect(value).toBe(expected));

  it("says 'Loading chunk ... failed' and keeps its cause", () => {
    const cause = new TypeError('network');
    const error = new ChunkLoadError('TOC', { cause });
    expect([error.name, error.message, error.chunk, error.cause]).toEqual([
      'ChunkLoadError',
      'Loading chunk TOC failed',
      'TOC',
      cause,
    ]);
    expect(error).toBeInstanceOf(Error);
  });

  it('has a friendly inline message for a failed widget', () => {
    expect(WIDGET_FAILED_MESSAGE).toMatch(/could not load/);
  });
});

describe('storage keys (SPEC point 9)', () => {
  it.each([
    ['persisted settings', STORAGE_KEYS.settings],
    ['persisted privacy', STORAGE_KEYS.privacy],
    ['no-ads flag', STORAGE_KEYS.noAds],
    ['cookie-info flag', STORAGE_KEYS.cookieInfo],
    ['return-to path', STORAGE_KEYS.returnTo],
  ])('%s has a key of its own', (_name, key) => expect(key).toMatch(/^mw-/));

  it('names a persisted field by prefix and field', () => {
    expect(persistedKey(STORAGE_KEYS.privacy, 'responded')).toBe('mw-privacy:responded');
  });

  it('uses five distinct keys', () => {
    expect(new Set(Object.values(STORAGE_KEYS)).size).toBe(5);
  });
});
