import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AddToCart from '@widgets/behaviours/AddToCart';
import { defaultsOf } from '@kit';
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
    AddToCart.connect(host, {
      ...defaultsOf(AddToCart.options),
      sku: 'smashing-book-7-ebook',
      quantity: 2,
    });
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

  it("adds the variant the reader chose in the page's form, and says when a fixed choice is wrong", async () => {
    const host = page(`<form id="ticket" aria-label="Your ticket">
        <label for="tier">Ticket</label>
        <select id="tier" name="Ticket"><option>Conference</option><option>Conference + workshop</option></select>
      </form>
      <button data-sku="smashingconf-nyc-2027">Get a ticket</button>`);
    AddToCart.connect(host, {
      ...defaultsOf(AddToCart.options),
      sku: 'smashingconf-nyc-2027',
      quantity: 1,
      optionsFrom: '#ticket',
    });
    await userEvent.selectOptions(screen.getByLabelText('Ticket'), 'Conference + workshop');
    const button = screen.getByRole('button', { name: 'Get a ticket' });
    await userEvent.click(button);
    await waitFor(() => expect(button.dataset.result).toBe('added'));
    expect($cart.get().cart?.items).toMatchObject([
      {
        sku: 'smashingconf-nyc-2027',
        options: [{ name: 'Ticket', value: 'Conference + workshop' }],
        price: 94900,
      },
    ]);
    await expectAccessible();

    const wrong = page('<button data-sku="smashingconf-nyc-2027">Get a VIP ticket</button>');
    AddToCart.connect(wrong, {
      ...defaultsOf(AddToCart.options),
      sku: 'smashingconf-nyc-2027',
      quantity: 1,
      options: 'Ticket: VIP',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Get a VIP ticket' }));
    expect(await screen.findByText('Ticket has no choice "VIP"')).toBeTruthy();
    expect(wrong.dataset.result).toBe('failed');
    expect($cart.get().cart?.items).toHaveLength(1);
  });

  it('ignores clicks while busy, so a double click adds once', async () => {
    const host = page('<button data-sku="form-design-patterns-ebook">Buy</button>');
    AddToCart.connect(host, {
      ...defaultsOf(AddToCart.options),
      sku: 'form-design-patterns-ebook',
      quantity: 1,
    });
    const button = screen.getByRole('button', { name: 'Buy' });
    await userEvent.dblClick(button);
    await waitFor(() => expect(button.dataset.result).toBe('added'));
    expect($itemCount.get()).toBe(1);
  });

  it('announces the store’s refusal and keeps the cart', async () => {
    const host = page('<button data-sku="inclusive-components-print">Buy</button>');
    AddToCart.connect(host, {
      ...defaultsOf(AddToCart.options),
      sku: 'inclusive-components-print',
      quantity: 1,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Buy' }));
    expect(await screen.findByText(/out of stock/)).toBeTruthy();
    expect(host.dataset.result).toBe('failed');
    expect($cart.get().cart).toBeNull();
  });

  it('fails silently for the reader on an unknown sku, and warns the editor once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const host = page('<a href="#" data-sku="no-such-book">Buy</a>');
    AddToCart.connect(host, { ...defaultsOf(AddToCart.options), sku: 'no-such-book', quantity: 1 });
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
    const disconnect = AddToCart.connect(host, {
      ...defaultsOf(AddToCart.options),
      sku: 'x',
      quantity: 1,
    });
    expect(document.querySelector('[role="status"]')).not.toBeNull();
    disconnect();
    expect(document.querySelector('[role="status"]')).toBeNull();
  });
});
