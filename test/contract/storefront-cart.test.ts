import { describe, expect, it } from 'vitest';
import * as account from '@api/storefront/account';
import * as cart from '@api/storefront/cart';
import { listProducts } from '@api/storefront/catalog';
import type { Storefront } from '@api/storefront/client';
import { ApiError, AUTHORIZED_AMOUNT_MISMATCH, CART_EMPTY, PLAN_DISCOUNT_PERCENT } from '@domain';
import { createCardToken, createIntent } from '@api/vault';
import {
  ADDRESS,
  DECLINED_CARD,
  GOOD_CARD,
  onReferenceBackend,
  storefrontFor,
  vaultFor,
} from './storefront-support';

// Our storefront client against the reference Storefront API: every cart call, end to end.
describe('contract: storefront client, cart', () => {
  let sf: Storefront;
  const backend = onReferenceBackend((client) => (sf = client));

  it('starts without a cart and adopts the session the store names', async () => {
    expect(await cart.getCart(sf)).toBeNull();
    expect(sf.options.session.get('session')).toMatch(/^[\w-]{16,}$/);
  });

  it('adds, updates, replaces and removes items, pricing every line from the catalogue', async () => {
    let c = await cart.addCartItem(sf, { product_id: 'prod-sb7-ebook', quantity: 2 });
    expect(c.items).toHaveLength(1);
    expect(c.items[0]).toMatchObject({ quantity: 2, price: 19, price_total: 38 });
    expect(c.grand_total).toBe(38);
    c = await cart.addCartItem(sf, { product_id: 'prod-sb7-ebook', quantity: 1 });
    expect(c.items[0]?.quantity).toBe(3);
    const id = c.items[0]?.id ?? '';
    c = await cart.updateCartItem(sf, id, { quantity: 1 });
    expect(c.sub_total).toBe(19);
    c = await cart.addCartItem(sf, { product_id: 'prod-sb7-bundle', quantity: 1 });
    expect(c.items[1]).toMatchObject({ price: 49 });
    c = await cart.removeCartItem(sf, id);
    expect(c.items.map((i) => i.product_id)).toEqual(['prod-sb7-bundle']);
    c = await cart.setCartItems(sf, []);
    expect(c.items).toEqual([]);
    expect((await cart.getCart(sf, true))?.items).toEqual([]);
  });

  it('resolves a choice of options to its variant and prices what the choice adds', async () => {
    let c = await cart.addCartItem(sf, {
      product_id: 'prod-conf-nyc',
      quantity: 1,
      options: { Ticket: 'Conference + workshop' },
    });
    expect(c.items[0]).toMatchObject({
      price: 949,
      variant_id: 'var-nyc-workshop',
      options: [{ id: 'opt-nyc-ticket', name: 'Ticket', value: 'Conference + workshop' }],
    });
    // No choice takes the first value, as a select does: a line of its own.
    c = await cart.addCartItem(sf, { product_id: 'prod-conf-nyc', quantity: 1 });
    expect(c.items[1]).toMatchObject({ price: 699, variant_id: 'var-nyc-conference' });
    // The same variant named by id joins its line.
    c = await cart.addCartItem(sf, {
      product_id: 'prod-conf-nyc',
      quantity: 1,
      variant_id: 'var-nyc-workshop',
    });
    expect(c.items.map((i) => i.quantity)).toEqual([2, 1]);
    await expect(
      cart.addCartItem(sf, {
        product_id: 'prod-conf-nyc',
        quantity: 1,
        options: { Ticket: 'VIP' },
      }),
    ).rejects.toMatchObject({
      status: 400,
      param: 'options',
      message: 'Ticket has no choice "VIP"',
    });
    await expect(
      cart.addCartItem(sf, {
        product_id: 'prod-sb7-ebook',
        quantity: 1,
        options: { cover: 'hard' },
      }),
    ).rejects.toMatchObject({ status: 400, param: 'options' });
    await expect(
      cart.addCartItem(sf, { product_id: 'prod-conf-nyc', quantity: 1, variant_id: 'var-nope' }),
    ).rejects.toMatchObject({ status: 404, param: 'variant_id' });
    const [product] = (await listProducts(sf, { where: { sku: 'smashingconf-nyc-2027' } })).results;
    expect(product?.variants?.results?.map((v) => v.id)).toEqual([
      'var-nyc-conference',
      'var-nyc-workshop',
    ]);
  });

  it('refuses unknown products and sold-out stock in the contract shape', async () => {
    await expect(cart.addCartItem(sf, { product_id: 'nope', quantity: 1 })).rejects.toMatchObject({
      status: 404,
      code: 'not_found',
      param: 'product_id',
    });
    const error = await cart
      .addCartItem(sf, { product_id: 'prod-inclusive-print', quantity: 1 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'out_of_stock' });
  });

  it('applies and removes a coupon; an unknown or expired code is an error', async () => {
    await cart.addCartItem(sf, { product_id: 'prod-sb7-ebook', quantity: 1 });
    let c = await cart.applyCoupon(sf, 'welcome10');
    expect(c).toMatchObject({ coupon_code: 'WELCOME10', discount_total: 1.9, grand_total: 17.1 });
    expect(c.discounts).toEqual([{ id: 'coupon', type: 'coupon', amount: 1.9 }]);
    await expect(cart.applyCoupon(sf, 'SUMMER2025')).rejects.toMatchObject({ status: 400 });
    await expect(cart.applyCoupon(sf, 'NOPE')).rejects.toMatchObject({ param: 'code' });
    c = await cart.removeCoupon(sf);
    expect(c).toMatchObject({ coupon_code: null, grand_total: 19 });
    await expect(cart.applyGiftcard(sf, 'GIFT')).rejects.toMatchObject({ status: 400 });
    await expect(cart.removeGiftcard(sf, 'gc_1')).rejects.toMatchObject({ status: 404 });
  });

  it('rates shipment for the address and resets the service when the country changes', async () => {
    await cart.addCartItem(sf, { product_id: 'prod-sb7-print', quantity: 1 });
    await cart.updateCart(sf, { shipping: ADDRESS });
    let c = await cart.getShipmentRating(sf);
    expect(c.shipment_rating?.services.map((s) => s.id)).toEqual(['standard', 'express']);
    c = await cart.updateCart(sf, { shipping: { service: 'express' } });
    expect(c.shipment_total).toBe(24.99);
    expect(c.grand_total).toBe(68.99);
    c = await cart.updateCart(sf, { shipping: { country: 'US' } });
    expect(c.shipping?.service).toBeUndefined();
    expect(c.shipment_rating).toBeNull();
    expect(c.shipment_total).toBe(0);
  });

  it('serves the cart settings', async () => {
    expect(await cart.getCartSettings(sf)).toMatchObject({ guest_checkout: true });
  });

  it('submits an order paid by card, clears the cart and finds the order again', async () => {
    await cart.addCartItem(sf, { product_id: 'prod-sb7-ebook', quantity: 1 });
    const token = await createCardToken(vaultFor(backend()), GOOD_CARD);
    await cart.updateCart(sf, {
      account: { email: 'reader@example.com' },
      billing: { method: 'card', card: { token: token.token } },
    });
    const order = await cart.submitOrder(sf);
    expect(order).toMatchObject({ grand_total: 19, paid: true, email: 'reader@example.com' });
    expect(JSON.stringify(order)).not.toContain(token.token);
    expect((await cart.getCart(sf, true)) ?? { items: [] }).toMatchObject({ items: [] });
    expect(await cart.getCartOrder(sf)).toMatchObject({ id: order.id });
    expect(await cart.getCartOrder(sf, 'ord_someone_else')).toBeNull();
  });

  it('refuses an order from an empty cart, and a declined card, leaving the cart', async () => {
    await expect(cart.submitOrder(sf)).rejects.toMatchObject({ message: CART_EMPTY });
    await cart.addCartItem(sf, { product_id: 'prod-sb7-ebook', quantity: 1 });
    const token = await createCardToken(vaultFor(backend()), DECLINED_CARD);
    await cart.updateCart(sf, {
      account: { email: 'reader@example.com' },
      billing: { method: 'card', card: { token: token.token } },
    });
    await expect(cart.submitOrder(sf)).rejects.toMatchObject({
      status: 402,
      code: 'card_declined',
    });
    expect((await cart.getCart(sf, true))?.items).toHaveLength(1);
  });

  it('answers a changed total with the authorised-amount mismatch', async () => {
    await cart.addCartItem(sf, { product_id: 'prod-sb7-ebook', quantity: 1 });
    const vault = vaultFor(backend());
    const token = await createCardToken(vault, GOOD_CARD);
    const intent = await createIntent<{ id: string; status: string }>(vault, {
      gateway: 'stripe',
      intent: { amount: 1900, currency: 'usd', payment_method: token.token },
    });
    expect(intent.status).toBe('requires_capture');
    await cart.updateCart(sf, {
      account: { email: 'reader@example.com' },
      billing: {
        method: 'card',
        card: { token: token.token },
        intent: { stripe: { id: intent.id } },
      },
    });
    // The price the page showed no longer holds: another copy went into the cart.
    await cart.addCartItem(sf, { product_id: 'prod-sb7-ebook', quantity: 1 });
    await expect(cart.submitOrder(sf)).rejects.toMatchObject({
      status: 402,
      message: AUTHORIZED_AMOUNT_MISMATCH,
    });
  });

  it('gives a member the plan discount once their store account proved the address', async () => {
    await backend().db.query(
      `UPDATE identity_users SET app_metadata = '{"subscription":{"plan":"member"}}',
         confirmed_at = now() WHERE lower(email) = 'member@example.com'`,
    );
    await cart.addCartItem(sf, { product_id: 'prod-sb7-ebook', quantity: 2 });
    // The email alone, typed into the cart, proves nothing.
    const typed = await cart.updateCart(sf, { account: { email: 'member@example.com' } });
    expect(typed.discounts).toEqual([]);
    await account.createAccount(sf, { email: 'member@example.com', password: 'purr-purr-7' });
    expect((await cart.getCart(sf, true))?.discounts).toEqual([]);
    // The mailed token coming back proves it: the session's account is the member's.
    await account.recoverAccount(sf, { email: 'member@example.com' });
    const mails = (await (
      await fetch(`${backend().base}/_outbox.json?to=member@example.com`)
    ).json()) as { links: { url: string }[] }[];
    const token = new URL(mails[0]?.links[0]?.url ?? '').searchParams.get('password_token') ?? '';
    await account.loginAccount(sf, { email: 'member@example.com', password_token: token });
    const c = await cart.getCart(sf, true);
    const discount = (38 * PLAN_DISCOUNT_PERCENT.member) / 100;
    expect(c?.discounts).toEqual([
      { id: 'member-member', type: 'promo-member-member', amount: discount },
    ]);
    expect(c?.promotions?.results).toHaveLength(1);
    expect(c?.grand_total).toBe(38 - discount);
  });

  it('recovers an abandoned cart through its signed checkout id', async () => {
    const c = await cart.addCartItem(sf, { product_id: 'prod-forms-ebook', quantity: 1 });
    const other = storefrontFor(backend());
    await expect(cart.recoverCart(other, c.id ?? '')).rejects.toMatchObject({ status: 404 });
    const { checkout_id: checkoutId } = c as { checkout_id?: string };
    const recovered = await cart.recoverCart(other, checkoutId ?? '');
    expect(recovered.items.map((i) => i.product_id)).toEqual(['prod-forms-ebook']);
    await expect(cart.recoverCart(other, 'cart_unknown')).rejects.toMatchObject({ status: 404 });
  });

  it('lists products with paging from the Link and total-count headers', async () => {
    const first = await listProducts(sf, { limit: 5 });
    expect(first.results).toHaveLength(5);
    expect(first.count).toBeGreaterThan(15);
    expect(first.links.next).toContain('page=2');
    expect(first.links.total).toBe(first.count);
    const ebooks = await listProducts(sf, { where: { type: 'ebook' }, limit: 50 });
    expect(ebooks.results.every((p) => p.type === 'ebook')).toBe(true);
  });
});
