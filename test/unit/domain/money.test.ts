import { describe, expect, it } from 'vitest';
import * as money from '@domain/money';

describe('amounts (SPEC point 5)', () => {
  it.each([
    [19.99, 'USD', 1999],
    [19.99, 'eur', 1999],
    [5000, 'JPY', 5000],
    [12000, 'KRW', 12000],
    ...[...money.ZERO_DECIMAL_CURRENCIES].map((code) => [10, code, 10] as [number, string, number]),
  ])('card provider: %s %s -> %s', (amount, currency, minor) =>
    expect(money.toMinorUnits(amount, currency)).toBe(minor),
  );

  it('has the 15 zero-decimal currencies', () =>
    expect(money.ZERO_DECIMAL_CURRENCIES.size).toBe(15));
  it('buy-now-pay-later is always x100', () => expect(money.toBnplAmount(5000)).toBe(500000));
  it.each([
    [10.005, 10.01],
    [19.994, 19.99],
    [1.1 + 2.2, 3.3],
  ])('wallet rounds %s to %s', (amount, rounded) =>
    expect(money.toWalletAmount(amount)).toBe(rounded),
  );
  it.each([
    [12.34, 1234],
    [0.1 + 0.2, 30],
  ])('cents of %s', (amount, cents) => expect(money.toCents(amount)).toBe(cents));
  it('major units of cents', () => expect(money.fromCents(1999)).toBe(19.99));
});

describe('minimum capture (SPEC point 9)', () => {
  it.each(Object.entries(money.MINIMUM_CAPTURE))(
    '%s %s: exactly the minimum is not below',
    (code, minimum) => {
      expect(money.isBelowMinimumCapture(minimum, code)).toBe(false);
      expect(money.isBelowMinimumCapture(minimum - 0.01, code)).toBe(true);
    },
  );

  it.each([
    ['USD', 0.5],
    ['AED', 2],
    ['AUD', 0.5],
    ['BGN', 1],
    ['BRL', 0.5],
    ['CAD', 0.5],
    ['CHF', 0.5],
    ['CZK', 15],
    ['DKK', 2.5],
    ['EUR', 0.5],
    ['GBP', 0.3],
    ['HKD', 4],
    ['HRK', 0.5],
    ['HUF', 175],
    ['INR', 0.5],
    ['JPY', 50],
    ['MXN', 10],
    ['MYR', 2],
    ['NOK', 3],
    ['NZD', 0.5],
    ['PLN', 2],
    ['RON', 2],
    ['SEK', 3],
    ['SGD', 0.5],
    ['THB', 10],
  ])('%s minimum is %s', (code, minimum) => expect(money.MINIMUM_CAPTURE[code]).toBe(minimum));

  it('a currency without a minimum is never below', () =>
    expect(money.isBelowMinimumCapture(0.01, 'XYZ')).toBe(false));
  it('reads lower-case codes', () => expect(money.isBelowMinimumCapture(0.49, 'usd')).toBe(true));
});

describe('display currency conversion', () => {
  const eur = { code: 'EUR', type: 'display', rate: 0.92 } as const;
  it.each([
    ['no setting: unchanged', 10, undefined, 10],
    ['not a display currency: unchanged', 10, { code: 'EUR', type: 'base', rate: 0.9 }, 10],
    ['no rate: unchanged', 10, { code: 'EUR', type: 'display' }, 10],
    ['rate only, 2 decimals', 19.99, eur, 18.39],
    ['round up to whole', 19.99, { ...eur, round: 'up', round_interval: 1 }, 19],
    ['round down to whole', 19.99, { ...eur, round: 'down', round_interval: 1 }, 18],
    ['round nearest to tenth', 19.99, { ...eur, round: 'nearest', round_interval: 0.1 }, 18.4],
    [
      'round up then end on .99',
      19.99,
      { ...eur, round: 'up', round_interval: 1, round_fraction: 0.99 },
      18.99,
    ],
    ['default interval is 1', 10, { ...eur, round: 'nearest' }, 9],
    ['free stays free', 0, { ...eur, round: 'up', round_interval: 1, round_fraction: 0.99 }, 0],
    [
      'a cent ends on .99',
      0.01,
      { ...eur, round: 'up', round_interval: 1, round_fraction: 0.99 },
      0.99,
    ],
    ['zero decimals', 1000, { code: 'JPY', type: 'display', rate: 151.237, decimals: 0 }, 151237],
  ] as const)('%s', (_rule, amount, setting, expected) =>
    expect(money.convertAmount(amount, setting)).toBe(expected),
  );
});

describe('formatting', () => {
  it.each([
    [1234.5, 'USD', undefined, '$1,234.50'],
    [1234.5, 'EUR', 'de_DE', '1.234,50\u00a0€'],
    [5000, 'JPY', 'en-US', '¥5,000'],
    [3, 'USD', 'not a locale!', '$3.00'],
  ])('%s %s in %s', (amount, currency, locale, expected) =>
    expect(money.formatMoney(amount, currency, locale)).toBe(expected),
  );

  it('defaults', () => {
    expect([money.DEFAULT_CURRENCY, money.FALLBACK_FORMAT_LOCALE, money.DEFAULT_LOCALE]).toEqual([
      'USD',
      'en-US',
      'en_US',
    ]);
  });
});

describe("the store's money settings (SPEC point 3) and the reader's choices", () => {
  const settings = {
    locale: 'de_DE',
    currency: 'usd',
    currencies: [
      { code: 'USD', type: 'base', decimals: 2 },
      {
        code: 'EUR',
        type: 'display',
        rate: 0.93,
        round: 'up',
        round_interval: 'fraction',
        round_fraction: 0.99,
      },
      { name: 'no code: dropped' },
      null,
      'EUR',
    ],
  };

  it('reads locale, currency and currency entries; the reader chooses over the store', () => {
    const store = money.readStoreMoney(settings);
    expect([store.locale, store.base, store.selected]).toEqual(['de_DE', 'USD', 'USD']);
    expect(store.currencies.map((c) => c.code)).toEqual(['USD', 'EUR']);
    const chosen = money.readStoreMoney(settings, { locale: 'fr_FR', currency: 'eur' });
    expect([chosen.locale, chosen.base, chosen.selected]).toEqual(['fr_FR', 'USD', 'EUR']);
  });

  it('without settings: en_US and USD (SPEC point 9)', () => {
    for (const answer of [undefined, null, 'nonsense', {}, { locale: '', currencies: 'x' }]) {
      expect(money.readStoreMoney(answer)).toEqual(money.DEFAULT_STORE_MONEY);
    }
    expect(money.DEFAULT_STORE_MONEY).toMatchObject({ locale: 'en_US', selected: 'USD' });
  });

  it.each([
    [
      'base price, display currency selected: converted by the rule',
      19.99,
      undefined,
      'EUR',
      18.99,
    ],
    ['named base currency: converted too', 44, 'USD', 'EUR', 40.99],
    ['already priced in the selected currency: as is', 40.99, 'EUR', 'EUR', 40.99],
    ['the base currency selected: as is', 44, undefined, 'USD', 44],
  ] as const)('%s', (_case, amount, currency, selected, expected) => {
    const store = money.readStoreMoney(settings, { currency: selected });
    expect(money.displayAmount(amount, currency, store)).toEqual({
      amount: expected,
      currency: selected,
    });
  });

  it('a selected currency that is no display entry leaves the price in its own', () => {
    const store = money.readStoreMoney(settings, { currency: 'GBP' });
    expect(money.displayAmount(44, undefined, store)).toEqual({ amount: 44, currency: 'USD' });
  });

  // The store's own form ('fraction' ending on round_fraction, else whole units) and a step.
  it.each([
    ['up', 'fraction', 0.99, 18.3, 18.99],
    ['down', 'fraction', 0.99, 18.3, 17.99],
    ['nearest', 'fraction', 0.99, 18.3, 17.99],
    ['nearest', 'fraction', 0.99, 18.6, 18.99],
    ['up', 'fraction', 0.99, 18.99, 18.99],
    ['up', 'whole', 0.99, 18.3, 19],
    ['down', 'whole', 0, 18.99, 18],
    ['nearest', 'whole', 0, 18.5, 19],
    ['up', 10, 0.99, 18.3, 20.99],
    ['down', 5, 0.49, 18.3, 15.49],
    ['nearest', 10, 0.95, 18.3, 20.95],
    ['nearest', 0.5, 0, 18.3, 18.5],
    ['up', 0, 0, 18.3, 19],
    ['up', 'fraction', 0, 18.3, 19],
  ] as const)(
    'round %s to %s ending on %s: %s becomes %s',
    (round, interval, fraction, converted, expected) => {
      const entry = {
        code: 'EUR',
        type: 'display',
        rate: 1,
        round,
        round_interval: interval,
        ...(fraction ? { round_fraction: fraction } : {}),
      };
      const store = money.readStoreMoney(
        { currency: 'USD', currencies: [entry] },
        { currency: 'EUR' },
      );
      expect(money.displayAmount(converted, 'USD', store).amount).toBe(expected);
    },
  );
});
