import { describe, expect, it } from 'vitest';
import { amazonReturn, checkoutLanguage } from '@payments/amazon/checkout-session';

describe('Amazon Pay: the checkout session', () => {
  it.each([
    ['', 'en_US'],
    ['en', 'en_US'],
    ['en-GB', 'en_GB'],
    ['de', 'de_DE'],
    ['fr-CA', 'fr_FR'],
    ['ja-JP', 'ja_JP'],
    ['nl-NL', 'en_US'],
  ])('speaks %j as %s', (lang, language) => expect(checkoutLanguage(lang)).toBe(language));

  it('comes back to the page itself, with only the return parameters', () => {
    expect(
      amazonReturn('https://shop.test/checkout/payment?gateway=stripe&x=1#top', {
        confirm: 'true',
      }),
    ).toBe('https://shop.test/checkout/payment?gateway=amazon&confirm=true');
  });
});
