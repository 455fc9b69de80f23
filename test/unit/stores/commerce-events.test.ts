import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultConfig } from '@config/config';
import type { CommerceDetail } from '@domain/commerce-events';
import { $cart, addItem, removeItem, updateItem } from '@stores/cart';
import { checkoutStepShown } from '@stores/cart/checkout-step';
import { tell } from '@stores/commerce-events';
import { respondToPrivacy } from '@stores/privacy';
import { swapClients } from '@stores/seam';
import { connectStores } from '../../support/connected';

type Scope = Record<string, unknown>;
const scope = window as unknown as Scope;

/** Every `mw:*` commerce event dispatched on document, by name. */
function listen(): { name: string; detail: CommerceDetail }[] {
  const heard: { name: string; detail: CommerceDetail }[] = [];
  for (const name of ['cart-add', 'cart-remove', 'checkout-step', 'purchase', 'signup']) {
    document.addEventListener(`mw:${name}`, (event) => {
      heard.push({ name, detail: (event as CustomEvent<CommerceDetail>).detail });
    });
  }
  return heard;
}

const settings = (dataLayer: string) =>
  swapClients({ config: { ...defaultConfig('http://magazine.invalid'), dataLayer } });

afterEach(() => {
  delete scope.dataLayer;
  delete scope.layer;
});

describe('commerce events: the page’s data layer', () => {
  it('stays untouched until the reader allows statistics, then takes GA4’s shape', async () => {
    settings('dataLayer');
    tell('signup', { method: 'email' });
    await vi.dynamicImportSettled();
    expect(scope.dataLayer).toBeUndefined();
    respondToPrivacy('necessary');
    tell('signup', { method: 'email' });
    await vi.dynamicImportSettled();
    expect(scope.dataLayer).toBeUndefined();
    respondToPrivacy('all');
    tell('signup', { method: 'email' });
    await vi.dynamicImportSettled();
    expect(scope.dataLayer).toEqual([{ ecommerce: null }, { event: 'sign_up', method: 'email' }]);
  });

  it('pushes through a tag manager’s own push, to the name the settings give', async () => {
    const pushed: unknown[] = [];
    scope.layer = { push: (...entries: unknown[]) => pushed.push(...entries) };
    settings('layer');
    respondToPrivacy('all');
    tell('cart-remove', { currency: 'USD', value: 0, items: [] });
    await vi.dynamicImportSettled();
    expect(pushed).toEqual([
      { ecommerce: null },
      { event: 'remove_from_cart', ecommerce: { currency: 'USD', value: 0, items: [] } },
    ]);
  });

  it('pushes nowhere without a data layer in the settings, or with a name that is none', async () => {
    respondToPrivacy('all');
    for (const name of ['', 'window.dataLayer']) {
      settings(name);
      tell('signup', { method: 'email' });
    }
    await vi.dynamicImportSettled();
    expect(scope.dataLayer).toBeUndefined();
    // A global that cannot take a push is left alone.
    scope.layer = 42;
    settings('layer');
    tell('signup', { method: 'email' });
    await vi.dynamicImportSettled();
    expect(scope.layer).toBe(42);
  });

  it('dispatches the DOM event whatever the consent', () => {
    settings('');
    const heard = listen();
    tell('signup', { method: 'email' });
    expect(heard).toEqual([{ name: 'signup', detail: { method: 'email' } }]);
  });
});

describe('commerce events from the cart store, against the reference backend', () => {
  beforeEach(() => {
    connectStores();
  });

  it('tell what came into the cart, its companion too, and what went', async () => {
    const heard = listen();
    await addItem('smashing-book-7-print', 2);
    await vi.dynamicImportSettled();
    expect(heard.map(({ name, detail }) => [name, detail.items?.[0]?.sku, detail.value])).toEqual([
      ['cart-add', 'smashing-book-7-print', 88],
      ['cart-add', 'smashing-book-7-companion-ebook', 0],
    ]);
    expect(heard[0]?.detail).toEqual({
      currency: 'USD',
      value: 88,
      items: [
        {
          sku: 'smashing-book-7-print',
          name: 'Smashing Book 7 (Print)',
          price: 44,
          quantity: 2,
          type: 'book',
        },
      ],
    });
    heard.length = 0;
    const [book] = $cart.get().cart?.items ?? [];
    await updateItem(book?.id ?? '', 3);
    await removeItem(book?.id ?? '');
    await vi.dynamicImportSettled();
    expect(heard.map(({ name, detail }) => [name, detail.items?.[0]?.quantity])).toEqual([
      ['cart-add', 1],
      ['cart-remove', 3],
    ]);
  });

  it('tell a checkout step once the cart is known, and none for an empty cart', async () => {
    const heard = listen();
    const stop = checkoutStepShown('details');
    expect(heard).toEqual([]);
    await addItem('form-design-patterns-ebook');
    await vi.dynamicImportSettled();
    expect(heard.find((event) => event.name === 'checkout-step')?.detail).toMatchObject({
      step: 'details',
      currency: 'USD',
      items: [{ sku: 'form-design-patterns-ebook', quantity: 1 }],
    });
    stop();
    heard.length = 0;
    $cart.setKey('cart', null);
    checkoutStepShown('payment')();
    await vi.dynamicImportSettled();
    expect(heard).toEqual([]);
  });
});
