import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AddToCart from '@widgets/behaviours/AddToCart';
import { $cart, $itemCount } from '@stores/cart';
import { addedToCart } from '@domain';
import { connectStores } from '../../support/connected';
import { expectAccessible } from '../../setup/axe';

const page = (html: string) => {
  document.body.innerHTML = html;
  return document.body.querySelector<HTMLElement>('[data-sku]') as HTMLElement;
};

describe('AddToCart', () => {
  beforeEach(() => {
    connectStores();
  });

  it('adds the product from the editor’s button, busy while it runs, and says so', async () => {
    const host = page(
      '<form><button data-sku="smashing-book-7-ebook">Buy the eBook</button></form>',
    );
    const submitted = vi.fn((event: Event) => event.preventDefault());
    document.querySelector('form')?.addEventListener('submit', submitted);
    AddToCart.connect(host, { sku: 'smashing-book-7-ebook', quantity: 2 });
    const button = screen.getByRole('button', { name: 'Buy the eBook' });
    expect(button.getAttribute('type')).toBe('button');
    await userEvent.click(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    const status = await screen.findByText(addedToCart('Smashing Book 7 (eBook)'));
    expect(status.getAttribute('role')).toBe('status');
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(button.dataset.result).toBe('added');
    expect($itemCount.get()).toBe(2);
    expect(submitted).not.toHaveBeenCalled();
    await expectAccessible();
  });

  it('ignores clicks while busy, so a double click adds once', async () => {
    const host = page('<button data-sku="form-design-patterns-ebook">Buy</button>');
    AddToCart.connect(host, { sku: 'form-design-patterns-ebook', quantity: 1 });
    const button = screen.getByRole('button', { name: 'Buy' });
    await userEvent.dblClick(button);
    await waitFor(() => expect(button.dataset.result).toBe('added'));
    expect($itemCount.get()).toBe(1);
  });

  it('announces the store’s refusal and keeps the cart', async () => {
    const host = page('<button data-sku="inclusive-components-print">Buy</button>');
    AddToCart.connect(host, { sku: 'inclusive-components-print', quantity: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Buy' }));
    expect(await screen.findByText(/out of stock/)).toBeTruthy();
    expect(host.dataset.result).toBe('failed');
    expect($cart.get().cart).toBeNull();
  });

  it('fails silently for the reader on an unknown sku, and warns the editor once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const host = page('<a href="#" data-sku="no-such-book">Buy</a>');
    AddToCart.connect(host, { sku: 'no-such-book', quantity: 1 });
    const button = screen.getByRole('button', { name: 'Buy' });
    await userEvent.click(button);
    await waitFor(() => expect(host.dataset.result).toBe('unavailable'));
    expect(document.querySelector('[role="status"]')?.textContent).toBe('');
    await userEvent.keyboard('{Enter}');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('no-such-book');
    warn.mockRestore();
  });

  it('releases everything on disconnect', () => {
    const host = page('<button data-sku="x">Buy</button>');
    const disconnect = AddToCart.connect(host, { sku: 'x', quantity: 1 });
    expect(document.querySelector('[role="status"]')).not.toBeNull();
    disconnect();
    expect(document.querySelector('[role="status"]')).toBeNull();
  });
});
