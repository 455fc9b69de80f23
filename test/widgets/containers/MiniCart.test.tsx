import { beforeEach, describe, expect, inject, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MiniCart } from '@widgets/containers/MiniCart/MiniCart';
import { $cart, addItem } from '@stores/cart';
import { CART_EMPTY } from '@domain';
import { connectStores } from '../../support/connected';
import { expectAccessible } from '../../setup/axe';

const mount = () => {
  document.body.innerHTML =
    '<header><div id="host"></div></header><main><a href="/">Home</a></main>';
  const host = document.getElementById('host') as HTMLElement;
  render(<MiniCart host={host} options={{ cartUrl: '/cart', shopUrl: '/books/' }} />, {
    container: host,
  });
};

describe('MiniCart', () => {
  beforeEach(() => {
    connectStores();
  });

  it('shows the count and total, and opens a summary linking to the cart', async () => {
    await addItem('smashing-book-7-ebook', 2);
    mount();
    const button = await screen.findByRole('button', { name: 'Cart, 2 items, $38.00' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(
      button.getAttribute('aria-controls') ?? '',
    ) as HTMLElement;
    expect(within(panel).getByRole('heading', { name: 'Your cart' })).toBeTruthy();
    expect(within(panel).getByText('Smashing Book 7 (eBook)')).toBeTruthy();
    expect(
      within(panel).getByRole('group', { name: 'Quantity of Smashing Book 7 (eBook)' }).textContent,
    ).toContain('2');
    expect(
      within(panel).getByRole('link', { name: 'View cart and check out' }).getAttribute('href'),
    ).toBe('/cart');
    await expectAccessible();
  });

  it('counts a printed book with its free eBook as one, the eBook read as part of it', async () => {
    await addItem('smashing-book-7-print');
    mount();
    const button = await screen.findByRole('button', { name: 'Cart, 1 item, $44.00' });
    await userEvent.click(button);
    const panel = document.getElementById(
      button.getAttribute('aria-controls') ?? '',
    ) as HTMLElement;
    const lines = within(panel).getAllByRole('listitem');
    const book = lines.find((item) => item.textContent?.startsWith('Smashing Book 7 (Print)'));
    expect(within(book as HTMLElement).getByText('Includes the eBook')).toBeTruthy();
    expect(within(panel).queryByText('Smashing Book 7 (Companion eBook)')).toBeNull();
    expect(within(panel).queryByText('$0.00')).toBeNull();
    // The cover beside the name says nothing the name does not.
    const cover = (book as HTMLElement).querySelector('img');
    // The store names it by full address, so it shows on a page of another origin too.
    expect([cover?.getAttribute('src'), cover?.getAttribute('alt')]).toEqual([
      `${inject('backendUrl')}/assets/img/book-7.svg`,
      '',
    ]);
    // One more of the book brings one more eBook with it.
    await userEvent.click(screen.getByRole('button', { name: 'One more Smashing Book 7 (Print)' }));
    expect(await screen.findByRole('button', { name: 'Cart, 2 items, $88.00' })).toBeTruthy();
    expect($cart.get().cart?.items.map((item) => item.quantity)).toEqual([2, 2]);
    await expectAccessible();
  });

  it('closes on Escape with focus back on its button, and on a click outside', async () => {
    await addItem('smashing-book-7-ebook');
    mount();
    const button = await screen.findByRole('button', { name: /Cart, 1 item/ });
    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('loads the cart itself and offers the shop when it is empty', async () => {
    mount();
    const button = await screen.findByRole('button', { name: 'Cart, 0 items' });
    await userEvent.click(button);
    expect(screen.getByText(CART_EMPTY, { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the books' }).getAttribute('href')).toBe(
      '/books/',
    );
  });

  it('changes quantities and removes lines, keeping focus on the control', async () => {
    await addItem('smashing-book-7-ebook');
    mount();
    await userEvent.click(await screen.findByRole('button', { name: /Cart, 1 item/ }));
    const more = screen.getByRole('button', { name: 'One more Smashing Book 7 (eBook)' });
    const fewer = screen.getByRole('button', { name: 'One fewer Smashing Book 7 (eBook)' });
    expect(fewer.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(more);
    expect(await screen.findByRole('button', { name: 'Cart, 2 items, $38.00' })).toBeTruthy();
    expect(document.activeElement).toBe(more);
    await userEvent.click(fewer);
    expect(await screen.findByRole('button', { name: 'Cart, 1 item, $19.00' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Smashing Book 7 (eBook)' }));
    const cart = await screen.findByRole('button', { name: 'Cart, 0 items' });
    expect(document.activeElement).toBe(cart);
    await expectAccessible();
  });

  // WCAG 2.5.3, label in name: a reader who says what they see ("click Cart 2") reaches the
  // button. Words as axe's rule splits them (it cannot run in jsdom, which has no canvas).
  it('has a name that starts with the words its button shows', async () => {
    await addItem('smashing-book-7-ebook', 2);
    mount();
    const name = 'Cart, 2 items, $38.00';
    const button = await screen.findByRole('button', { name });
    const words = (text: string) =>
      text
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean);
    const shown = words(button.textContent ?? '');
    expect(shown).toEqual(['cart', '2']);
    expect(words(name).slice(0, shown.length)).toEqual(shown);
  });

  it('follows the shared cart when another widget adds to it', async () => {
    mount();
    await screen.findByRole('button', { name: 'Cart, 0 items' });
    await addItem('form-design-patterns-ebook');
    expect(await screen.findByRole('button', { name: 'Cart, 1 item, $19.00' })).toBeTruthy();
  });
});
