import { describe, expect, it } from 'vitest';
import * as c from '@domain/countries';
import { currencyForCountry, FLOW_DEFAULT_CURRENCY, flowCurrency } from '@domain/currency';

const get = (code: string) => c.countryByCode(code)!;

describe('the country list (SPEC points 3 and 9)', () => {
  it('is the complete ISO 3166-1 list, each code once', () => {
    expect(c.COUNTRIES.length).toBeGreaterThanOrEqual(249);
    expect(new Set(c.COUNTRIES.map((x) => x.value)).size).toBe(c.COUNTRIES.length);
    expect(c.COUNTRIES.every((x) => /^[A-Z]{2}$/.test(x.value) && x.label.length > 1)).toBe(true);
  });

  it.each([
    ['DE', 5],
    ['CA', 6],
    ['NL', 4],
    ['GB', 3],
    ['US', 2],
    ['FR', 0],
    ['JP', 0],
  ])('%s boost %s', (code, boost) => expect(get(code).boost).toBe(boost));

  it('flags the 27 EU members and Gibraltar', () => {
    expect(
      c.COUNTRIES.filter((x) => x.EU)
        .map((x) => x.value)
        .sort(),
    ).toEqual([...c.EU_MEMBERS, 'GI'].sort());
    expect(get('GI')).toEqual({
      label: 'Gibraltar',
      value: 'GI',
      alternatives: [],
      boost: 0,
      EU: true,
    });
  });

  it.each([
    ['DE', 'EUR'],
    ['FR', 'EUR'],
    ['CH', 'EUR'],
    ['NO', 'EUR'],
    ['GB', 'EUR'],
    ['PL', undefined],
    ['SE', undefined],
    ['US', undefined],
  ])('%s currency %s', (code, currency) => expect(get(code).currency).toBe(currency));

  it.each([
    ['FR', 4, 14],
    ['PL', 4, 14],
    ['CH', 4, 14],
    ['DE', 4, 10],
    ['GB', 4, 20],
    ['US', 5, 15],
    ['CA', 5, 15],
    ['BR', 10, 15],
    ['SG', 5, 20],
    ['UM', 10, 30],
    ['IL', 30, 40],
    ['LB', 60, 70],
    ['JP', 7, 20],
    ['AU', 7, 20],
  ])('%s delivers in %s-%s days', (code, min, max) =>
    expect(get(code).delivery).toEqual({ min, max }),
  );

  it.each(['AQ', 'GI', 'RU', 'UA', 'KP'])('%s has no delivery estimate', (code) =>
    expect(get(code).delivery).toBeUndefined(),
  );

  it('disables exactly Russian Federation and Ukraine', () => {
    expect(c.COUNTRIES.filter((x) => x.disabled).map((x) => x.label)).toEqual([
      'Russian Federation',
      'Ukraine',
    ]);
  });

  it.each([
    ['de', 'DE'],
    ['xx', undefined],
    [undefined, undefined],
  ])('looks up %s', (code, value) => expect(c.countryByCode(code)?.value).toBe(value));
});

describe('country search', () => {
  it.each([
    ['Deutschland', ['DE']],
    ['UK', ['GB', 'UA']],
    ['Great Britain', ['GB']],
    ['USA', ['US']],
    ['holland', ['NL']],
    ['osterreich', ['AT']],
    ['ÉIRE', ['IE']],
    ['curacao', ['CW']],
    ['us', ['US']],
  ])('%s', (query, codes) => {
    const found = c.searchCountries(query).map((x) => x.value);
    for (const code of codes) expect(found).toContain(code);
    expect(found[0]).toBe(codes[0]);
  });

  it('orders by boost, then label', () => {
    expect(
      c
        .searchCountries('')
        .slice(0, 6)
        .map((x) => x.value),
    ).toEqual(['CA', 'DE', 'NL', 'GB', 'US', 'AF']);
    const ands = c.searchCountries('and').map((x) => x.value);
    expect(ands.indexOf('NL')).toBeLessThan(ands.indexOf('FI'));
  });

  it('finds nothing for nonsense', () => expect(c.searchCountries('zzzz')).toEqual([]));
  it('folds accents and case', () => expect(c.foldText('Côte d’Ivoire')).toBe('cote d’ivoire'));
});

describe('currency follows the billing country (SPEC point 9)', () => {
  it.each([
    ['DE', 'EUR'],
    ['gb', 'EUR'],
    ['CH', 'EUR'],
    ['US', 'USD'],
    ['JP', 'USD'],
    [undefined, 'USD'],
    ['XX', 'USD'],
  ])('%s pays in %s', (country, currency) => expect(currencyForCountry(country)).toBe(currency));

  it('flow defaults', () =>
    expect(FLOW_DEFAULT_CURRENCY).toEqual({ card: 'USD', bnpl: 'USD', ideal: 'EUR' }));

  it.each([
    [undefined, 'ideal', 'EUR'],
    ['', 'ideal', 'EUR'],
    [undefined, 'card', 'USD'],
    [undefined, 'bnpl', 'USD'],
    ['usd', 'ideal', 'USD'],
    ['GBP', 'card', 'GBP'],
  ] as const)('a cart naming %j pays by %s in %s', (named, flow, currency) =>
    expect(flowCurrency(named, flow)).toBe(currency),
  );
});
