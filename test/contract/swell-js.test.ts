import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import swell from 'swell-js';
import { startBackend } from '../server/harness';
import type { TestBackend } from '../server/harness';
import { GOOD_CARD } from './storefront-support';

// The published types want numbers where the form has strings.
const CARD = { ...GOOD_CARD, exp_month: 12, exp_year: 2030 };

interface Cart {
  items: { id: string; product_id: string; quantity: number; price: number }[];
  coupon_code: string | null;
  grand_total: number;
}

// The official published client against the reference Storefront API and vault. In Node it
// has no document for cookies, so the test gives it a cookie jar of its own.
describe('contract: swell-js against /api and /vault', () => {
  let backend: TestBackend;
  const jar = new Map<string, string>();
  beforeAll(async () => {
    backend = await startBackend();
    swell.init('magazine', 'pk_demo_magazine', {
      url: backend.base,
      vaultUrl: `${backend.base}/vault`,
      getCookie: (name: string) => jar.get(name),
      setCookie: (name: string, value: string) => jar.set(name, value),
    });
  });
  afterAll(() => backend.close());

  it('lists products', async () => {
    const list = (await swell.products.list({ limit: 4 })) as {
      count: number;
      results: { sku: string }[];
    };
    expect(list.results).toHaveLength(4);
    expect(list.count).toBeGreaterThan(4);
  });

  it('adds, updates and removes cart items in one session', async () => {
    await swell.cart.addItem({ product_id: 'prod-sb7-ebook', quantity: 1 });
    expect(jar.get('swell-session')).toBeTruthy();
    let cart = (await swell.cart.addItem({ product_id: 'prod-forms-ebook', quantity: 1 })) as Cart;
    expect(cart.items).toHaveLength(2);
    const first = cart.items[0]?.id ?? '';
    cart = (await swell.cart.updateItem(first, { quantity: 3 })) as Cart;
    expect(cart.items[0]?.quantity).toBe(3);
    cart = (await swell.cart.removeItem(first)) as Cart;
    expect(cart.items.map((i) => i.product_id)).toEqual(['prod-forms-ebook']);
  });

  it('replaces the items with setItems, and empties the cart with setItems([])', async () => {
    let cart = (await swell.cart.setItems([
      { product_id: 'prod-sb7-ebook', quantity: 2 },
      { product_id: 'prod-forms-ebook', quantity: 1 },
    ])) as Cart;
    expect(cart.items.map((i) => [i.product_id, i.quantity])).toEqual([
      ['prod-sb7-ebook', 2],
      ['prod-forms-ebook', 1],
    ]);
    cart = (await swell.cart.setItems([])) as Cart;
    expect(cart.items).toEqual([]);
    cart = (await swell.cart.addItem({ product_id: 'prod-forms-ebook', quantity: 1 })) as Cart;
    expect(cart.items).toHaveLength(1);
  });

  it('applies a coupon and surfaces an unknown one as an error', async () => {
    const cart = (await swell.cart.applyCoupon('SMASHING5')) as Cart;
    expect(cart).toMatchObject({ coupon_code: 'SMASHING5', grand_total: 14 });
    await expect(swell.cart.applyCoupon('NOPE')).rejects.toMatchObject({ status: 400 });
  });

  it('logs in to an account', async () => {
    await swell.account.create({ email: 'swell@example.com', password: 'purr-purr-9' });
    await swell.account.logout();
    expect(await swell.account.login('swell@example.com', 'nope-nope')).toBeNull();
    expect(await swell.account.login('swell@example.com', 'purr-purr-9')).toMatchObject({
      email: 'swell@example.com',
    });
  });

  it('tokenises a card through the vault and submits the order', async () => {
    const token = (await swell.card.createToken(CARD)) as { token: string; last4: string };
    expect(token.last4).toBe('4242');
    await swell.cart.update({ billing: { method: 'card', card: { token: token.token } } });
    const order = (await swell.cart.submitOrder()) as { id: string; paid: boolean };
    expect(order).toMatchObject({ paid: true, email: 'swell@example.com' });
    const invalid = await swell.card
      .createToken({ ...CARD, number: '4242 4242 4242 4241' })
      .catch((e: unknown) => e);
    expect(invalid).toMatchObject({ status: 402, code: 'invalid_card_number' });
  });
});
