import { describe, expect, it } from 'vitest';
import {
  allDeliveryRows,
  deliveryMatches,
  formatArrival,
  formatDeliveryWindow,
  noDeliveryMatch,
  prereleaseItems,
  searchDelivery,
  shopperCountry,
} from '@domain/delivery-table';
import { COUNTRIES } from '@domain/countries';

const labels = (query: string) => searchDelivery(query).rows.map((row) => row.label);

describe('the delivery table (SPEC point 9)', () => {
  it('lists every country with a window and none without, alphabetically', () => {
    const rows = allDeliveryRows();
    expect(rows.length).toBe(COUNTRIES.filter((c) => c.delivery).length);
    expect(rows.map((r) => r.code)).not.toContain('AQ');
    expect(rows.map((r) => r.code)).not.toContain('GI');
    const names = rows.map((r) => r.label);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(rows.find((r) => r.code === 'DE')).toEqual({
      code: 'DE',
      label: 'Germany',
      window: { min: 4, max: 10 },
    });
    expect(searchDelivery('  ').rows).toBe(rows);
  });

  it('finds a country by another spelling, its code, or without accents', () => {
    expect(labels('Deutschland')).toEqual(['Germany']);
    expect(labels('uk')).toContain('United Kingdom');
    expect(labels('osterreich')).toEqual(['Austria']);
    expect(labels('lebanon')).toEqual(['Lebanon']);
  });

  it('names what it found without a window, and nothing for nonsense', () => {
    expect(searchDelivery('Antarctica')).toEqual({ rows: [], unlisted: ['Antarctica'] });
    expect(searchDelivery('zzzz')).toEqual({ rows: [], unlisted: [] });
  });

  it('writes windows and counts', () => {
    expect(formatDeliveryWindow({ min: 4, max: 14 })).toBe('4–14 days');
    expect(deliveryMatches(72, 72)).toBe('72 countries.');
    expect(deliveryMatches(3, 72)).toBe('3 of 72 countries.');
    expect(deliveryMatches(0, 72)).toBe('No country matches.');
  });

  it('says why the table is empty', () => {
    expect(noDeliveryMatch(' zzzz ', [])).toBe(
      'No country matches “zzzz”. Try its English name or its two-letter code.',
    );
    expect(noDeliveryMatch('x', ['Antarctica'])).toBe(
      'We have no delivery estimate for Antarctica.',
    );
    expect(noDeliveryMatch('i', ['A', 'B', 'C', 'D', 'E'])).toBe(
      'We have no delivery estimate for A, B, C and 2 more.',
    );
  });
});

describe("the shopper's country", () => {
  it('is the shipping country, else the saved address, else the page’s guess', () => {
    const saved = { metadata: { details: { shippingAddress: { country: 'gb' } } } };
    expect(shopperCountry({ shipping: { country: 'DE' }, ...saved }, 'US')?.value).toBe('DE');
    expect(shopperCountry({ shipping: {}, ...saved }, 'US')?.value).toBe('GB');
    expect(shopperCountry({ shipping: { country: '' }, metadata: {} }, 'us')?.value).toBe('US');
    expect(shopperCountry(null, 'CA')?.label).toBe('Canada');
  });

  it('is none without one, or for an unknown code', () => {
    expect(shopperCountry(undefined)).toBeUndefined();
    expect(shopperCountry({}, '')).toBeUndefined();
    expect(shopperCountry(null, 'XX')).toBeUndefined();
  });
});

describe('pre-orders in the cart', () => {
  it('are the lines whose product has a prerelease date', () => {
    const bySku = {
      later: { prereleaseDate: '2027-02-15' },
      now: {},
      blank: { prereleaseDate: '' },
    };
    const lines = [{ sku: 'now' }, { sku: 'later' }, { sku: 'gone' }, { sku: 'blank' }];
    expect(prereleaseItems(lines, bySku)).toEqual([{ prereleaseDate: '2027-02-15' }]);
    expect(prereleaseItems([], bySku)).toEqual([]);
  });
});

describe('the arrival range', () => {
  // ICU puts thin or plain spaces around the dash depending on its version.
  const plain = (text: string) => text.replace(/\s+/g, ' ');
  const from = new Date(2027, 2, 12);

  it('reads as the locale writes dates', () => {
    expect(plain(formatArrival({ from, to: new Date(2027, 2, 20) }, 'en-GB'))).toMatch(
      /^12 ?– ?20 March 2027$/,
    );
    expect(plain(formatArrival({ from, to: new Date(2027, 3, 5) }, 'en-GB'))).toMatch(
      /^12 March ?– ?5 April 2027$/,
    );
    expect(plain(formatArrival({ from, to: new Date(2027, 2, 20) }, 'en-US'))).toMatch(
      /^March 12 ?– ?20, 2027$/,
    );
    expect(formatArrival({ from, to: from })).toMatch(/2027/);
  });
});
