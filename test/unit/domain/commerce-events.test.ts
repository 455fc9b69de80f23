import { describe, expect, it } from 'vitest';
import {
  itemsValue,
  lineChange,
  lineItem,
  orderItem,
  subscriptionDetail,
} from '@domain/commerce-events';

const BOOK = {
  sku: 'smashing-book-7-print',
  name: 'Smashing Book 7',
  price: 4450,
  productType: 'book',
};

describe('commerce events: the details', () => {
  it('name a line’s product in major units, with what it is', () => {
    expect(lineItem(BOOK, 2)).toEqual({
      sku: 'smashing-book-7-print',
      name: 'Smashing Book 7',
      price: 44.5,
      quantity: 2,
      type: 'book',
    });
  });

  it('add up to the cent, however the prices round', () => {
    const third = { ...lineItem(BOOK, 3), price: 0.1 };
    expect(itemsValue([third, { ...third, price: 0.2, quantity: 1 }])).toBe(0.5);
    expect(itemsValue([])).toBe(0);
  });

  it('tell what came into the cart and what went, and nothing when nothing changed', () => {
    expect(lineChange(BOOK, 1, 3, 'EUR')).toEqual({
      name: 'cart-add',
      detail: { currency: 'EUR', value: 89, items: [lineItem(BOOK, 2)] },
    });
    expect(lineChange(BOOK, 3, 0, 'EUR')).toEqual({
      name: 'cart-remove',
      detail: { currency: 'EUR', value: 133.5, items: [lineItem(BOOK, 3)] },
    });
    expect(lineChange(BOOK, 2, 2, 'EUR')).toBeUndefined();
  });

  it('name a placed order’s product from the line, else from its product, else by its id', () => {
    const kept = {
      product_id: 'p1',
      quantity: 2,
      price: 19,
      sku: 'sb7-ebook',
      name: 'SB7',
      type: 'ebook',
    };
    expect(orderItem(kept)).toEqual({
      sku: 'sb7-ebook',
      name: 'SB7',
      price: 19,
      quantity: 2,
      type: 'ebook',
    });
    const cartLike = {
      product_id: 'p1',
      quantity: 1,
      price: 44,
      product: { sku: 'sb7-print', name: 'SB7 Print', content: { productType: 'book' } },
    };
    expect(orderItem(cartLike)).toMatchObject({
      sku: 'sb7-print',
      name: 'SB7 Print',
      type: 'book',
    });
    expect(orderItem({ ...cartLike, product: { type: 'ticket' } })).toEqual({
      sku: 'p1',
      name: '',
      price: 44,
      quantity: 1,
      type: 'ticket',
    });
    expect(orderItem({ product_id: 'p2', quantity: 1, price: 0 }).type).toBe('');
  });

  it('name a plan bought by its store id, its name and one period’s price', () => {
    expect(
      subscriptionDetail('member', 'member-yearly', { id: 'sub_1', price: 59, currency: 'USD' }),
    ).toEqual({
      plan: 'member-yearly',
      orderId: 'sub_1',
      currency: 'USD',
      value: 59,
      items: [{ sku: 'member-yearly', name: 'Member', price: 59, quantity: 1, type: 'membership' }],
    });
  });
});
