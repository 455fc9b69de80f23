import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  UNIT_MS,
  parseDatetime,
  refreshIntervalMs,
  relativeTime,
  timeAgoText,
} from '@domain/time-ago';
import type { TimeAgoUnit } from '@domain/time-ago';

const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);
const ORDER: readonly TimeAgoUnit[] = ['second', 'minute', 'hour', 'day', 'week', 'month', 'year'];
const HUNDRED_YEARS = 100 * UNIT_MS.year;
const distance = fc.integer({ min: -HUNDRED_YEARS, max: HUNDRED_YEARS });

describe('relativeTime', () => {
  it('tells typical distances as a reader would say them', () => {
    expect(relativeTime(NOW - 3 * UNIT_MS.day, NOW)).toEqual({ value: -3, unit: 'day' });
    expect(relativeTime(NOW - 30 * 1000, NOW)).toEqual({ value: 0, unit: 'second' });
    expect(relativeTime(NOW - 90 * 1000, NOW)).toEqual({ value: -1, unit: 'minute' });
    expect(relativeTime(NOW - 6 * UNIT_MS.day, NOW)).toEqual({ value: -6, unit: 'day' });
    expect(relativeTime(NOW - 7 * UNIT_MS.day, NOW)).toEqual({ value: -1, unit: 'week' });
    expect(relativeTime(NOW + 2 * UNIT_MS.hour, NOW)).toEqual({ value: 2, unit: 'hour' });
    expect(relativeTime(NOW - 400 * UNIT_MS.day, NOW)).toEqual({ value: -1, unit: 'year' });
  });

  it('counts whole units only: the text never runs ahead of the clock', () => {
    fc.assert(
      fc.property(distance, (d) => {
        const { value, unit } = relativeTime(NOW + d, NOW);
        const count = Math.abs(value);
        if (unit === 'second') return count === 0 && Math.abs(d) < UNIT_MS.minute;
        return (
          count >= 1 &&
          count * UNIT_MS[unit] <= Math.abs(d) &&
          Math.abs(d) < (count + 1) * UNIT_MS[unit]
        );
      }),
    );
  });

  it('says "ago" for the past and "in" for the future', () => {
    fc.assert(
      fc.property(distance, (d) => {
        const { value } = relativeTime(NOW + d, NOW);
        return value === 0 || Math.sign(value) === Math.sign(d);
      }),
    );
  });

  it('uses the largest unit that fits: a larger distance never gets a smaller unit', () => {
    fc.assert(
      fc.property(distance, distance, (a, b) => {
        const [near, far] = Math.abs(a) <= Math.abs(b) ? [a, b] : [b, a];
        const u = (d: number) => ORDER.indexOf(relativeTime(NOW + d, NOW).unit);
        return u(near) <= u(far);
      }),
    );
  });
});

describe('refreshIntervalMs', () => {
  it('refreshes every minute while recent, less often as the date grows old', () => {
    expect(refreshIntervalMs(10_000)).toBe(UNIT_MS.minute);
    expect(refreshIntervalMs(-2 * UNIT_MS.hour)).toBe(5 * UNIT_MS.minute);
    expect(refreshIntervalMs(3 * UNIT_MS.day)).toBe(UNIT_MS.hour);
    expect(refreshIntervalMs(-30 * UNIT_MS.day)).toBe(UNIT_MS.day);
  });

  it('never waits longer than the unit the date is told in, and grows with age', () => {
    fc.assert(
      fc.property(distance, distance, (a, b) => {
        const { unit } = relativeTime(NOW + a, NOW);
        const bound = unit === 'second' ? UNIT_MS.minute : UNIT_MS[unit];
        const older = Math.abs(a) <= Math.abs(b);
        return (
          refreshIntervalMs(a) <= bound &&
          (older ? refreshIntervalMs(a) <= refreshIntervalMs(b) : true)
        );
      }),
    );
  });
});

describe('parseDatetime', () => {
  it('reads dates and instants, and nothing else', () => {
    expect(parseDatetime('2026-08-21')).toBe(Date.UTC(2026, 7, 21));
    expect(parseDatetime(' 2026-08-21T10:00:00Z ')).toBe(Date.UTC(2026, 7, 21, 10));
    expect(parseDatetime('next Tuesday')).toBeUndefined();
    expect(parseDatetime('')).toBeUndefined();
    expect(parseDatetime(null)).toBeUndefined();
  });
});

describe('timeAgoText', () => {
  it('tells a date in words, relative to now', () => {
    const at = (ms: number) => new Date(NOW + ms).toISOString();
    expect(timeAgoText(at(-3 * UNIT_MS.day), NOW, 'en')).toBe('3 days ago');
    expect(timeAgoText(at(-UNIT_MS.day - 1000), NOW, 'en')).toBe('yesterday');
    expect(timeAgoText(at(-20 * 1000), NOW, 'en')).toBe('now');
    expect(timeAgoText(at(2 * UNIT_MS.hour), NOW, 'de')).toBe('in 2 Stunden');
  });

  it('says nothing for a date that names no instant', () => {
    expect(timeAgoText('last spring', NOW, 'en')).toBe('');
  });
});
