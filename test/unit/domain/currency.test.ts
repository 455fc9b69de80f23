import { describe, expect, it } from 'vitest';
import { currencyForCountry, currencyName, currencyNotice } from '@domain/currency';

describe('the currency of a destination', () => {
  it('follows the country: euros for Germany, dollars elsewhere or without one', () => {
    expect(currencyForCountry('DE')).toBe('EUR');
    expect(currencyForCountry('US')).toBe('USD');
    expect(currencyForCountry(undefined)).toBe('USD');
  });

  it('names a currency as an amount reads it, and keeps a code it cannot name', () => {
    expect(currencyName('EUR')).toBe('euros');
    expect(currencyName('JPY')).toBe('Japanese yen');
    expect(currencyName('USD')).toBe('US dollars');
    expect(currencyName('not a currency')).toBe('not a currency');
  });

  it('says the change, with the country when it is known', () => {
    expect(currencyNotice('EUR', 'DE')).toBe('Prices are now in euros for delivery to Germany');
    expect(currencyNotice('EUR', undefined)).toBe('Prices are now in euros');
  });
});
