import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_WINDOW, estimateDelivery } from '@domain/delivery';

const today = new Date(2026, 10, 22, 15, 30);
const day = (y: number, m: number, d: number) => new Date(y, m - 1, d);

describe('delivery estimate (SPEC point 9)', () => {
  // The cart's lines by their prerelease dates; the window as [first day, last day].
  const lines = (...dates: (string | null)[]) =>
    dates.map((prereleaseDate) => ({ prereleaseDate }));
  const days = (from: string, to: string) => [new Date(`${from}T00:00`), new Date(`${to}T00:00`)];
  it.each([
    ['Germany, nothing prerelease', 'DE', [], days('2026-11-26', '2026-12-02')],
    ['US after a prerelease', 'US', lines('2027-03-01'), days('2027-03-06', '2027-03-16')],
    [
      'the latest prerelease counts',
      'GB',
      [...lines('2027-01-10', '2027-02-01'), {}],
      days('2027-02-05', '2027-02-21'),
    ],
    ['a past prerelease is today', 'CA', lines('2026-01-01'), days('2026-11-27', '2026-12-07')],
    ['an unreadable date is ignored', 'DE', lines('soon', null), days('2026-11-26', '2026-12-02')],
    ['no country yet: the default window', undefined, [], days('2026-12-02', '2026-12-13')],
  ] as const)('%s', (_rule, country, items, [from, to]) => {
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
