import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_WINDOW, estimateDelivery } from '../../../src/domain/delivery';

const today = new Date(2026, 10, 22, 15, 30);
const day = (y: number, m: number, d: number) => new Date(y, m - 1, d);

describe('delivery estimate (SPEC point 9)', () => {
  it.each([
    ['Germany, nothing prerelease', 'DE', [], day(2026, 11, 26), day(2026, 12, 2)],
    [
      'US after a prerelease',
      'US',
      [{ prereleaseDate: '2027-03-01' }],
      day(2027, 3, 6),
      day(2027, 3, 16),
    ],
    [
      'the latest prerelease counts',
      'GB',
      [{ prereleaseDate: '2027-01-10' }, { prereleaseDate: '2027-02-01' }, {}],
      day(2027, 2, 5),
      day(2027, 2, 21),
    ],
    [
      'a past prerelease counts as today',
      'CA',
      [{ prereleaseDate: '2026-01-01' }],
      day(2026, 11, 27),
      day(2026, 12, 7),
    ],
    [
      'an unreadable date is ignored',
      'DE',
      [{ prereleaseDate: 'soon' }, { prereleaseDate: null }],
      day(2026, 11, 26),
      day(2026, 12, 2),
    ],
    ['no country yet: the default window', undefined, [], day(2026, 12, 2), day(2026, 12, 13)],
  ])('%s', (_rule, country, items, from, to) => {
    expect(estimateDelivery(country, items, today)).toEqual({ from, to });
  });

  it('reads a date-only prerelease as a local date and accepts Date objects', () => {
    const estimate = estimateDelivery(
      'US',
      [{ prereleaseDate: new Date(2027, 0, 10, 23, 59) }],
      today,
    );
    expect(estimate?.from).toEqual(day(2027, 1, 15));
  });

  it('a country without an entry has no estimate', () => {
    expect(estimateDelivery('AQ', [], today)).toBeUndefined();
    expect(estimateDelivery('XX', [], today)).toBeUndefined();
  });

  it('the default window is 10 to 21 days', () =>
    expect(DEFAULT_DELIVERY_WINDOW).toEqual({ min: 10, max: 21 }));
});
