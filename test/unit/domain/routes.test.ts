import { describe, expect, it } from 'vitest';
import * as r from '@domain/routes';

describe('routes (SPEC point 2)', () => {
  it.each([
    ['/cart', true],
    ['/cart/', true],
    ['/checkout', true],
    ['/checkout/payment', true],
    ['/checkout/confirmation/ord-1', true],
    ['/events/checkout', true],
    ['/events/', false],
    ['/', false],
    ['/books/', false],
    ['/cartography', false],
  ])('mini cart hidden on %s: %s', (path, hidden) => expect(r.hidesMiniCart(path)).toBe(hidden));

  it.each([
    ['/membership/orders', false, '/auth'],
    ['/membership/orders/', false, '/auth'],
    ['/membership/recover-password', false, '/auth'],
    ['/membership/', false, undefined],
    ['/membership/orders', true, undefined],
    ['/auth/', true, '/membership/'],
    ['/auth/signup', true, '/membership/'],
    ['/auth/confirmation/', true, '/membership/'],
    ['/auth/', false, undefined],
    ['/books/', true, undefined],
  ])('%s logged in %s -> %s', (path, loggedIn, target) =>
    expect(r.routeRedirect(path, loggedIn)).toBe(target),
  );

  it.each([
    ['/membership/orders', '/membership/orders'],
    ['/books/?page=2#top', '/books/?page=2#top'],
    ['//evil.example', '/membership/'],
    ['/\\evil.example', '/membership/'],
    ['/\t/evil.example', '/membership/'],
    ['https://evil.example/', '/membership/'],
    ['javascript:alert(1)', '/membership/'],
    ['', '/membership/'],
    [null, '/membership/'],
    [undefined, '/membership/'],
  ])('return path %j -> %s', (value, path) => expect(r.safeReturnPath(value)).toBe(path));

  it.each([
    [{ emailValid: true, shippingValid: true }, true, undefined, undefined],
    [{ emailValid: false, shippingValid: true }, true, '/checkout', '/checkout'],
    [{ emailValid: true, shippingValid: false }, true, '/checkout', '/checkout'],
    [{ emailValid: true, shippingValid: true }, false, undefined, '/checkout/payment'],
  ])('checkout preconditions %j, card or wallet %s', (details, paid, payment, confirmation) => {
    expect(r.paymentPageRedirect(details)).toBe(payment);
    expect(r.confirmationPageRedirect(details, paid)).toBe(confirmation);
  });

  it.each([
    [
      '?gateway=stripe&redirect_status=succeeded&payment_intent_client_secret=pi_1_secret',
      {
        gateway: 'stripe',
        redirectStatus: 'succeeded',
        paymentIntentClientSecret: 'pi_1_secret',
        confirm: false,
      },
    ],
    ['?gateway=amazon&confirm=true&sid=s', { gateway: 'amazon', sid: 's', confirm: true }],
    [
      '?gateway=amazon&redirect_status=succeeded&amazonCheckoutSessionId=amzn_1',
      {
        gateway: 'amazon',
        redirectStatus: 'succeeded',
        checkoutSessionId: 'amzn_1',
        confirm: false,
      },
    ],
    ['?gateway=paysafecard&card_id=c1', { gateway: 'paysafecard', cardId: 'c1', confirm: false }],
    [
      '?gateway=klarna&authorization_token=t',
      { gateway: 'klarna', authorizationToken: 't', confirm: false },
    ],
    ['?gateway=bitpay', undefined],
    ['?q=css', undefined],
  ])('gateway return %s', (search, parsed) => expect(r.parseGatewayReturn(search)).toEqual(parsed));

  it('lists the membership-only and auth paths', () => {
    expect(r.MEMBERSHIP_ONLY_PATHS).toHaveLength(5);
    expect(r.AUTH_PATHS).toEqual(['/auth', '/auth/amnesia', '/auth/signup', '/auth/confirmation']);
  });

  it('sends a shopper with an empty cart from a later step back to the details, not a return', () => {
    expect(r.emptyCartRedirect('/checkout/payment', '')).toBe(r.CHECKOUT_PATH);
    expect(r.emptyCartRedirect('/checkout/confirmation/', '')).toBe(r.CHECKOUT_PATH);
    expect(r.emptyCartRedirect('/checkout/confirmation', '?gateway=stripe')).toBeUndefined();
    expect(r.emptyCartRedirect('/checkout', '')).toBeUndefined();
    expect(r.emptyCartRedirect('/checkout/confirmation/ord-1', '')).toBeUndefined();
  });
});
