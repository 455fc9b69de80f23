import { afterEach, describe, expect, it, vi } from 'vitest';
import { longDate } from '@widgets/shared/dates';

describe('longDate', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("writes a day in full in the reader's language", () => {
    vi.stubGlobal('navigator', { language: 'en-US' });
    expect(longDate('2026-03-14T10:00:00Z')).toBe('March 14, 2026');
    vi.stubGlobal('navigator', { language: 'de-DE' });
    expect(longDate('2026-03-14T10:00:00Z')).toBe('14. März 2026');
  });

  it('falls back to English for a language tag the platform refuses', () => {
    vi.stubGlobal('navigator', { language: 'not a tag!' });
    expect(longDate('2026-03-14T10:00:00Z')).toBe('March 14, 2026');
  });

  it('keeps text that is no date, and says nothing for a date not known yet', () => {
    expect(longDate('soon')).toBe('soon');
    expect(longDate(null)).toBe('');
  });
});
