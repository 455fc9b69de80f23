import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import InstantAddToCart from '../../../widgets/behaviours/InstantAddToCart';
import { $cart } from '../../../src/stores/cart';
import { addedToCart } from '../../../src/domain';
import { connectStores } from '../../support/connected';
import { fakeLocation } from '../../support/location';
import { expectAccessible } from '../../setup/axe';

const page = (html: string) => {
  document.body.innerHTML = `<main><h1>Shop</h1>${html}</main>`;
  return document.body.querySelector<HTMLElement>('[data-sku]') as HTMLElement;
};

describe('InstantAddToCart', () => {
  beforeEach(() => {
    connectStores();
  });
  afterEach(() => vi.restoreAllMocks());

  it('adds and goes straight to the cart', async () => {
    const location = fakeLocation('/jobs/');
    const host = page('<button data-sku="job-post-fulltime">Post a job</button>');
    InstantAddToCart.connect(host, { sku: 'job-post-fulltime', quantity: 1, cartUrl: '/cart' });
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
    const host = page('<a href="#" data-sku="smashing-book-7-ebook">Buy two now</a>');
    InstantAddToCart.connect(host, {
      sku: 'smashing-book-7-ebook',
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
    const host = page('<button data-sku="inclusive-components-print">Buy now</button>');
    InstantAddToCart.connect(host, {
      sku: 'inclusive-components-print',
      quantity: 1,
      cartUrl: '/cart',
    });
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
    const host = page('<button data-sku="no-such-book">Buy now</button>');
    InstantAddToCart.connect(host, { sku: 'no-such-book', quantity: 1, cartUrl: '/cart' });
    await userEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    await waitFor(() => expect(host.dataset.result).toBe('unavailable'));
    expect(location.assign).not.toHaveBeenCalled();
    expect(warn.mock.calls[0]?.[0]).toContain('InstantAddToCart');
  });
});

vi.setConfig({ testTimeout: 15_000 });
