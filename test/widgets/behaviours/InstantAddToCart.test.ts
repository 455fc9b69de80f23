import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import InstantAddToCart from '@widgets/behaviours/InstantAddToCart';
import { defaultsOf } from '@kit';
import { $cart } from '@stores/cart';
import { addedToCart } from '@domain';
import { connectStores } from '../../support/connected';
import { fakeLocation } from '../../support/location';
import { expectAccessible } from '../../setup/axe';

/** The behaviour on the page's element for its `data-sku`, one of it to `/cart` unless told. */
const connect = (html: string, { quantity = 1, cartUrl = '/cart' } = {}) => {
  document.body.innerHTML = `<main><h1>Shop</h1>${html}</main>`;
  const host = document.body.querySelector<HTMLElement>('[data-sku]') as HTMLElement;
  InstantAddToCart.connect(host, {
    ...defaultsOf(InstantAddToCart.options),
    sku: host.dataset.sku ?? '',
    quantity,
    cartUrl,
  });
  return host;
};

describe('InstantAddToCart', () => {
  beforeEach(() => {
    connectStores();
  });
  afterEach(() => vi.restoreAllMocks());

  it('adds and goes straight to the cart', async () => {
    const location = fakeLocation('/jobs/');
    connect('<button data-sku="job-post-fulltime">Post a job</button>');
    const button = screen.getByRole('button', { name: 'Post a job' });
    expect(button.getAttribute('type')).toBe('button');
    await userEvent.click(button);
    await waitFor(() => expect(location.assign).toHaveBeenCalledWith('/cart'));
    expect(location.assign).toHaveBeenCalledTimes(1);
    expect($cart.get().cart?.items.map((i) => [i.sku, i.quantity])).toEqual([
      ['job-post-fulltime', 1],
    ]);
    expect(screen.getByRole('status').textContent).toBe(
      addedToCart('Job post: full-time position (60 days)'),
    );
    await expectAccessible();
  });

  it('adds the quantity asked for, once for a double click, and goes to the page’s cart', async () => {
    const location = fakeLocation('/events/');
    connect('<a href="#" data-sku="smashing-book-7-ebook">Buy two now</a>', {
      quantity: 2,
      cartUrl: '/shop/cart',
    });
    await userEvent.dblClick(screen.getByRole('button', { name: 'Buy two now' }));
    await waitFor(() => expect(location.assign).toHaveBeenCalledWith('/shop/cart'));
    expect(location.assign).toHaveBeenCalledTimes(1);
    expect($cart.get().cart?.items.find((i) => i.sku === 'smashing-book-7-ebook')?.quantity).toBe(
      2,
    );
  });

  it('stays on the page and says why when the store refuses', async () => {
    const location = fakeLocation('/books/');
    connect('<button data-sku="inclusive-components-print">Buy now</button>');
    const button = screen.getByRole('button', { name: 'Buy now' });
    await userEvent.click(button);
    const status = await screen.findByText(/out of stock/);
    expect(status.getAttribute('role')).toBe('status');
    expect($cart.get().error).toBe(status.textContent);
    expect(button.dataset.result).toBe('failed');
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(location.assign).not.toHaveBeenCalled();
    await expectAccessible();
  });

  it('stays on the page, and warns the editor, for an unknown sku', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const location = fakeLocation('/books/');
    const host = connect('<button data-sku="no-such-book">Buy now</button>');
    await userEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    await waitFor(() => expect(host.dataset.result).toBe('unavailable'));
    expect(location.assign).not.toHaveBeenCalled();
    expect(warn.mock.calls[0]?.[0]).toContain('InstantAddToCart');
  });
});

vi.setConfig({ testTimeout: 15_000 });
