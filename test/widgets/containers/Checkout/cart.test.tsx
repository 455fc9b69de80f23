import { beforeEach, describe, expect, inject, it, onTestFinished, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CartStep } from '@widgets/containers/Checkout/cart/CartStep';
import { options as checkoutOptions } from '@widgets/containers/Checkout/options';
import { defaultsOf } from '@kit';
import type { CheckoutOptions } from '@widgets/containers/Checkout/options';
import { $cart, addItem, loadCart } from '@stores/cart';
import { updateCart } from '@api/storefront/cart';
import { loadCatalog } from '@stores/catalog/actions';
import { setUser } from '@stores/user/state';
import { createAccount, loginAccount, recoverAccount } from '@api/storefront/account';
import type { Storefront } from '@api/storefront/client';
import { FIELD_EMPTY, PLAN_DISCOUNT_PERCENT } from '@domain';
import { connectStores } from '../../../support/connected';
import { expectAccessible } from '../../../setup/axe';
import { renderInPage } from '../../../support/render-in-page';

const OPTIONS: CheckoutOptions = { ...defaultsOf(checkoutOptions), step: 'cart' };

const EBOOK = 'Smashing Book 7 (eBook)';
const PRINT = 'Smashing Book 7 (Print)';
const COMPANION = 'Smashing Book 7 (Companion eBook)';

const EMPTY = /Your cart is empty/;
const shopLink = () =>
  screen.getAllByRole('link').find((link) => link.getAttribute('href') === OPTIONS.shopUrl);

const mount = () => renderInPage('Cart', () => <CartStep options={OPTIONS} />);

/** The totals as [label, amount] pairs. */
const totals = () =>
  [...document.querySelectorAll('.mw-summary__row')].map((row) => [
    row.querySelector('dt')?.textContent,
    row.querySelector('dd')?.textContent,
  ]);

const quantityOf = (name: string) =>
  screen.getByRole('group', { name: `Quantity of ${name}` }).querySelector('output')?.textContent;

/** Requests the store answers with a failure, to prove a refusal changes nothing. */
let refuse: ((method: string, path: string) => boolean) | undefined;

/**
 * The store session's account proves the member's mailbox (the store's password token), as
 * the reference backend asks before it gives a plan's discount (the seeded member@example.com
 * has the member plan).
 */
async function proveMember(sf: Storefront, email: string): Promise<void> {
  await createAccount(sf, { email, password: 'purr-purr-7' }).catch(() => undefined);
  await recoverAccount(sf, { email });
  const res = await fetch(`${inject('backendUrl')}/_outbox.json?to=${encodeURIComponent(email)}`);
  const mails = (await res.json()) as { kind: string; links: { url: string }[] }[];
  const link = mails.find((m) => m.kind === 'password-recovery')?.links[0]?.url ?? 'http://x/';
  const token = new URL(link).searchParams.get('password_token') ?? '';
  expect(await loginAccount(sf, { email, password_token: token })).toMatchObject({ email });
}

// Each test talks to the reference backend several times; axe's first run is slow on a busy machine.
describe('Checkout, the cart step', { timeout: 20_000 }, () => {
  let sf: Storefront;
  beforeEach(() => {
    refuse = undefined;
    sf = connectStores((input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (refuse?.(init?.method ?? 'GET', url.pathname)) {
        const body = JSON.stringify({ error: { message: 'The store is resting', code: 'busy' } });
        return Promise.resolve(
          new Response(body, { status: 503, headers: { 'Content-Type': 'application/json' } }),
        );
      }
      return fetch(input, init);
    });
  });

  it('shows a skeleton while loading, then the lines, totals and the way on', async () => {
    await addItem('smashing-book-7-ebook', 2);
    $cart.setKey('loaded', false);
    mount();
    expect(screen.getByText('Loading your cart…').getAttribute('role')).toBe('status');
    expect(document.querySelector('.mw-cart__skeleton')).not.toBeNull();
    const line = (await screen.findByText(EBOOK)).closest('li') as HTMLElement;
    expect(within(line).getByText('$38.00')).toBeTruthy();
    expect(quantityOf(EBOOK)).toBe('2');
    expect(totals()).toEqual([
      ['Subtotal', '$38.00'],
      ['Total', '$38.00'],
    ]);
    const next = screen.getByRole('link', { name: 'Continue to checkout' });
    expect(next.getAttribute('href')).toBe('/checkout');
    expect(next.className).toContain('mw-button');
    await expectAccessible();
  });

  it('changes a quantity and removes a line, focus kept on the page', async () => {
    await addItem('smashing-book-7-ebook');
    await addItem('form-design-patterns-ebook');
    mount();
    const more = await screen.findByRole('button', { name: `One more ${EBOOK}` });
    expect(
      screen.getByRole('button', { name: `One fewer ${EBOOK}` }).getAttribute('aria-disabled'),
    ).toBe('true');
    await userEvent.click(more);
    await vi.waitFor(() => expect(quantityOf(EBOOK)).toBe('2'));
    expect(document.activeElement).toBe(more);
    expect(totals().at(-1)).toEqual(['Total', '$57.00']);
    await userEvent.click(screen.getByRole('button', { name: `Remove ${EBOOK}` }));
    await vi.waitFor(() => expect(screen.queryByText(EBOOK)).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your cart' }));
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain(
      `${EBOOK} removed from your cart.`,
    );
    expect(totals().at(-1)).toEqual(['Total', '$19.00']);
  });

  it('keeps a print book’s companion eBook with it: grouped, same quantity, removed with it', async () => {
    await addItem('smashing-book-7-print');
    mount();
    const line = (await screen.findByText(PRINT)).closest('li') as HTMLElement;
    // The free eBook reads as part of its book: no line of its own, no price of 0.
    expect(await within(line).findByText('Includes the eBook')).toBeTruthy();
    expect(screen.queryByText(COMPANION)).toBeNull();
    expect(line.textContent).not.toMatch(/Free|\$0\.00/);
    expect(screen.queryByRole('button', { name: `One more ${COMPANION}` })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: `One more ${PRINT}` }));
    await vi.waitFor(() =>
      expect($cart.get().cart?.items.map((i) => [i.sku, i.quantity])).toEqual([
        ['smashing-book-7-print', 2],
        ['smashing-book-7-companion-ebook', 2],
      ]),
    );
    expect(quantityOf(PRINT)).toBe('2');
    expect(within(line).getByText('Includes the eBook')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: `Remove ${PRINT}` }));
    expect(await screen.findByText(EMPTY)).toBeTruthy();
    expect($cart.get().cart?.items).toEqual([]);
  });

  it('applies a coupon, says why an unknown one is refused, and removes it', async () => {
    await addItem('smashing-book-7-ebook', 2);
    mount();
    const field = await screen.findByRole('textbox', { name: 'Coupon code' });
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText(FIELD_EMPTY)).toBeTruthy();
    await vi.waitFor(() => expect(document.activeElement).toBe(field));

    await userEvent.type(field, 'NOPE');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await vi.waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const error = $cart.get().coupon.error ?? '';
    expect(error).toMatch(/NOPE/);
    expect(screen.getByText(error, { selector: '.mw-field__error' })).toBeTruthy();
    expect(screen.getAllByRole('status').some((s) => s.textContent === error)).toBe(true);
    expect(totals().at(-1)).toEqual(['Total', '$38.00']);
    await expectAccessible();

    await userEvent.clear(field);
    await userEvent.type(field, 'welcome10{Enter}');
    const remove = await screen.findByRole('button', { name: 'Remove coupon' });
    await vi.waitFor(() => expect(document.activeElement).toBe(remove));
    expect(totals()).toEqual([
      ['Subtotal', '$38.00'],
      ['Coupon WELCOME10', '−$3.80'],
      ['Total', '$34.20'],
    ]);
    await userEvent.click(remove);
    const again = await screen.findByRole('textbox', { name: 'Coupon code' });
    await vi.waitFor(() => expect(document.activeElement).toBe(again));
    expect(totals().at(-1)).toEqual(['Total', '$38.00']);
  });

  it("shows a member's discount as the store's own line, counted once", async () => {
    setUser({
      id: 'member',
      email: 'member@example.com',
      app_metadata: { subscription: { plan: 'member' } },
    });
    await proveMember(sf, 'member@example.com');
    await addItem('smashing-book-7-ebook', 2);
    mount();
    const discount = (3800 * PLAN_DISCOUNT_PERCENT.member) / 100;
    await screen.findByText(EBOOK);
    expect(totals()).toEqual([
      ['Subtotal', '$38.00'],
      ['5% member discount (member)', '−$1.90'],
      ['Total', `$${((3800 - discount) / 100).toFixed(2)}`],
    ]);
    expect(screen.getByText(/Discount/, { selector: '.mw-summary__line-discount' })).toBeTruthy();
    expect(document.querySelector('.mw-summary__note')).toBeNull();
  });

  it('says when the store does not give the member discount yet, and charges no less', async () => {
    setUser({
      id: 'member',
      email: 'member@example.com',
      app_metadata: { subscription: { plan: 'member' } },
    });
    await addItem('smashing-book-7-ebook', 2);
    mount();
    await screen.findByText(EBOOK);
    expect(document.querySelector('.mw-summary__note')?.textContent).toContain(
      '5% member discount (−$1.90) is not on this cart yet',
    );
    expect(totals().at(-1)).toEqual(['Total', '$38.00']);
  });

  it('says an empty cart is empty and links to the shop', async () => {
    mount();
    expect(await screen.findByText(EMPTY)).toBeTruthy();
    expect(shopLink()).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Continue to checkout' })).toBeNull();
    await expectAccessible();
  });

  it('keeps the cart as it was when the store refuses, and says why', async () => {
    await addItem('smashing-book-7-ebook', 2);
    mount();
    const more = await screen.findByRole('button', { name: `One more ${EBOOK}` });
    const before = $cart.get().cart;
    refuse = (method, path) => method === 'PUT' && path.includes('/cart/items/');
    await userEvent.click(more);
    expect((await screen.findByRole('alert')).textContent).toBe('The store is resting');
    expect($cart.get().cart).toEqual(before);
    expect(quantityOf(EBOOK)).toBe('2');
    await expectAccessible();
  });

  it('puts a pair back when its companion cannot follow', async () => {
    await addItem('smashing-book-7-print');
    mount();
    await screen.findByText('Includes the eBook');
    const companion = $cart.get().cart?.items[1]?.id ?? '';
    refuse = (method, path) => method === 'PUT' && path.endsWith(`/cart/items/${companion}`);
    await userEvent.click(screen.getByRole('button', { name: `One more ${PRINT}` }));
    expect((await screen.findByRole('alert')).textContent).toBe('The store is resting');
    expect($cart.get().cart?.items.map((i) => i.quantity)).toEqual([1, 1]);
    expect(quantityOf(PRINT)).toBe('1');
  });

  it('waits, controls in place, while the cart is locked', async () => {
    await addItem('smashing-book-7-ebook', 2);
    mount();
    await screen.findByText(EBOOK);
    $cart.setKey('locked', true);
    for (const name of [`One more ${EBOOK}`, `Remove ${EBOOK}`, 'Apply']) {
      expect((await screen.findByRole('button', { name })).getAttribute('aria-disabled')).toBe(
        'true',
      );
    }
    const next = screen.getByRole('link', { name: 'Continue to checkout' });
    expect(next.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: `Remove ${EBOOK}` }));
    expect(quantityOf(EBOOK)).toBe('2');
  });

  it('offers to try again when the cart cannot be loaded', async () => {
    refuse = (method, path) => method === 'GET' && path.endsWith('/cart');
    mount();
    expect((await screen.findByRole('alert')).textContent).toBe('The store is resting');
    refuse = undefined;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(EMPTY)).toBeTruthy();
  });

  it('estimates delivery for prerelease items, in the shopper’s country once known', async () => {
    // Before the release, whenever the suite runs; only Date is faked, timers run.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 22, 12) });
    onTestFinished(() => void vi.useRealTimers());
    await addItem('success-at-scale-print');
    mount();
    await screen.findByText('Success at Scale (Print, pre-order)');
    // No country yet: the default window (10 to 21 days) after the release on 2027-02-15.
    expect((await screen.findByText(/Estimated delivery/)).textContent).toMatch(
      /^Estimated delivery: February 25\s–\sMarch 8, 2027/u,
    );
    await updateCart(sf, { shipping: { country: 'DE' } });
    await loadCart();
    // Germany: 4 to 10 days.
    expect((await screen.findByText(/Estimated delivery to Germany/)).textContent).toMatch(
      /February 19\s–\s25, 2027/u,
    );
  });

  it('estimates nothing for a cart without prerelease items', async () => {
    await addItem('smashing-book-7-print');
    mount();
    await screen.findByText(PRINT);
    await loadCatalog();
    expect(screen.queryByText(/Estimated delivery/)).toBeNull();
  });
});
