import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Order } from '@widgets/containers/Order/Order';
import type { OrderOptions } from '@widgets/containers/Order/options';
import type { Storefront } from '@api/storefront/client';
import {
  addCartItem,
  applyCoupon,
  getShipmentRating,
  submitOrder,
  updateCart,
} from '@api/storefront/cart';
import { createCardToken } from '@api/vault';
import { defaultConfig } from '@config/config';
import { swapClients } from '@stores/seam';
import { logout, signup, verifyToken } from '@stores/user';
import { connectStores } from '../../support/connected';
import { ADDRESS, GOOD_CARD, vaultAt } from '../../support/checkout-fixtures';
import { fakeLocation } from '../../support/location';
import { mailedToken, uniqueEmail } from '../../support/outbox';
import { expectAccessible } from '../../setup/axe';
import { renderInPage } from '../../support/render-in-page';

interface Mail {
  kind: string;
  links: { url: string }[];
}

/**
 * Buys, as a guest paying with 4242, the printed Smashing Book 7 (with its companion eBook)
 * and two Inclusive Components eBooks with the WELCOME10 coupon, shipped standard to Freiburg: the order's id and the key
 * of its receipt link.
 */
async function guestBuys(sf: Storefront, email: string): Promise<{ id: string; key: string }> {
  const base = inject('backendUrl');
  await addCartItem(sf, { product_id: 'prod-sb7-print', quantity: 1 });
  // The printed book's companion eBook, as AddToCart's cross-sell adds it.
  await addCartItem(sf, { product_id: 'prod-sb7-companion', quantity: 1 });
  await addCartItem(sf, { product_id: 'prod-inclusive-ebook', quantity: 2 });
  await applyCoupon(sf, 'WELCOME10');
  await updateCart(sf, {
    account: { email },
    shipping: ADDRESS,
    metadata: { details: { email, shippingAddress: ADDRESS, sameAddress: true } },
  });
  await getShipmentRating(sf);
  await updateCart(sf, { shipping: { service: 'standard' } });
  const card = await createCardToken(vaultAt(base), GOOD_CARD);
  await updateCart(sf, { billing: { method: 'card', card: { token: card.token } } });
  const order = await submitOrder(sf);
  const mails = (await (
    await fetch(`${base}/_outbox.json?to=${encodeURIComponent(email)}`)
  ).json()) as Mail[];
  const receipt = mails.find((mail) => mail.kind === 'order-receipt')?.links[0]?.url ?? '';
  return { id: order.id, key: new URL(receipt).searchParams.get('key') ?? '' };
}

const mount = (options: Partial<OrderOptions> = {}) =>
  renderInPage('Thank you for your order', (host) => (
    <Order host={host} options={{ orderId: '', loginUrl: '/auth/', ...options }} />
  ));

/** The site API as a browser on the site's origin calls it: with the store's session cookie. */
function asBrowser(sf: Storefront, fetchImpl: typeof fetch = fetch) {
  const base = inject('backendUrl');
  swapClients({
    config: defaultConfig(base),
    storefront: sf,
    site: {
      baseUrl: `${base}/site-api`,
      fetch: (input, init) =>
        fetchImpl(input, {
          ...init,
          headers: {
            ...init?.headers,
            Cookie: `swell-session=${sf.options.session.get('session')}`,
          },
        }),
    },
  });
}

describe('Order', () => {
  let sf: Storefront;
  beforeEach(() => {
    sf = connectStores();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  // A whole checkout first, then axe over a receipt: more than the default 5 s on 2 cores.
  it("shows the order of the email's link: lines, totals, addresses, payment, downloads", async () => {
    const { id, key } = await guestBuys(sf, uniqueEmail('guest'));
    fakeLocation(`/checkout/order?order=${id}&key=${key}`);
    mount();
    expect(screen.getByRole('status').textContent).toBe('Loading your order…');
    const order = await screen.findByRole('article', { name: /^Order \d+$/ });
    expect(within(order).getByText('Paid')).toBeTruthy();

    const lines = within(order).getByRole('table', { name: 'Items' });
    const row = (name: string) =>
      within(lines)
        .getAllByRole('row')
        .find((r) => within(r).queryByRole('rowheader', { name: new RegExp(`^${name}`) }));
    expect(row('Smashing Book 7 \\(Print\\)')?.textContent).toContain('$44.00');
    expect(row('Inclusive Components \\(eBook\\)')?.textContent).toContain('$38.00');
    expect(row('Inclusive Components \\(eBook\\)')?.textContent).toContain('$19.00 each');
    expect(row('Subtotal')?.textContent).toContain('$82.00');
    expect(row('Coupon WELCOME10')?.textContent).toContain('-$8.20');
    // The free companion eBook is part of its book, as the cart reads it: no line at $0.00.
    expect(row('Smashing Book 7 \\(Print\\)')?.textContent).toContain('Includes the eBook');
    expect(row('Smashing Book 7 \\(Companion eBook\\)')).toBeUndefined();
    expect(row('Shipping')?.textContent).toContain('$9.99');
    expect(row('Total')?.textContent).toContain('$83.79');

    const shipping = within(order).getByRole('heading', { name: 'Shipping address' });
    expect(shipping.nextElementSibling?.textContent).toBe(
      'Ada LovelaceKaiser-Joseph-Straße 179098 FreiburgGermany',
    );
    expect(within(order).getByText('Same as the shipping address')).toBeTruthy();
    expect(within(order).getByText('Visa ending in 4242')).toBeTruthy();

    const pdf = within(order).getByRole('link', {
      name: 'Download PDF of Inclusive Components (eBook)',
    });
    const host = `${inject('backendUrl')}/downloads/me/downloads/inclusive-components-pdf?jwt=`;
    expect(pdf.getAttribute('href')?.startsWith(host)).toBe(true);
    expect(within(order).getAllByRole('link', { name: /^Download / })).toHaveLength(4);
    const file = await fetch(pdf.getAttribute('href') ?? '');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('attachment');
    await expectAccessible();
  }, 20_000);

  it('opens right after paying, in the browser session that placed the order', async () => {
    const { id } = await guestBuys(sf, uniqueEmail('fresh'));
    asBrowser(sf);
    fakeLocation(`/checkout/confirmation/${id}`);
    mount();
    const order = await screen.findByRole('article', { name: /^Order \d+$/ });
    const epub = within(order).getByRole('link', {
      name: 'Download ePUB of Smashing Book 7 (Companion eBook)',
    });
    expect((await fetch(epub.getAttribute('href') ?? '')).status).toBe(200);
  });

  it('opens right after paying with the site API on another origin: no cookie, the session', async () => {
    const { id } = await guestBuys(sf, uniqueEmail('elsewhere'));
    // connectStores: no cookie of the site's reaches the site API, only what the widget sends.
    fakeLocation(`/checkout/order?order=${id}`);
    mount();
    expect(await screen.findByRole('article', { name: /^Order \d+$/ })).toBeTruthy();
  });

  it('shows a logged-in buyer their order by its data-order-id, without a key', async () => {
    const email = uniqueEmail('buyer');
    const { id } = await guestBuys(sf, email);
    // On another browser: the token opens it, not the session that paid.
    connectStores();
    await signup(email, 'purr-purr-purr');
    await verifyToken('signup', await mailedToken(email, 'signup-confirmation'));
    fakeLocation('/membership/orders');
    mount({ orderId: id });
    expect(await screen.findByRole('article', { name: /^Order \d+$/ })).toBeTruthy();
    await logout();
  });

  it('tells a reader who cannot open the order that it is not found, and offers to log in', async () => {
    const { id } = await guestBuys(sf, uniqueEmail('other'));
    // Another reader: a store session of their own.
    connectStores();
    fakeLocation(`/checkout/order?order=${id}`);
    mount();
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      `/auth/?return=${encodeURIComponent(`/checkout/order?order=${id}`)}`,
    );
    await expectAccessible();
  });

  it('says not found for an order that does not exist, and for a page naming none', async () => {
    fakeLocation('/checkout/confirmation/ord_does_not_exist?key=abc');
    mount();
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeTruthy();
    document.body.replaceChildren();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakeLocation('/checkout/confirmation');
    mount();
    expect(screen.getByRole('heading', { name: 'Order not found' })).toBeTruthy();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('data-order-id'));
    // Built ahead without an order, the link learns the reader's address when clicked.
    const login = screen.getByRole('link', { name: 'Log in' });
    expect(login.getAttribute('href')).toBe('/auth/');
    expect(login.dataset.behaviour).toBe('AddLoginRedirect');
  });

  it('keeps a failure with a retry that loads the order, focus on its heading', async () => {
    const { id, key } = await guestBuys(sf, uniqueEmail('retry'));
    let down = true;
    asBrowser(sf, (input, init) =>
      down ? Promise.reject(new TypeError('network down')) : fetch(input, init),
    );
    fakeLocation(`/checkout/confirmation/${id}?key=${key}`);
    mount();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your order could not be loaded' })).toBeTruthy();
    await expectAccessible();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const heading = await screen.findByRole('heading', { name: /^Order \d+$/ });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('shows the order when only its downloads fail, with a retry for them', async () => {
    const { id, key } = await guestBuys(sf, uniqueEmail('files'));
    let filesDown = true;
    asBrowser(sf, (input, init) =>
      filesDown && String(input).includes('/downloads')
        ? Promise.resolve(new Response(null, { status: 503 }))
        : fetch(input, init),
    );
    fakeLocation(`/checkout/confirmation/${id}?key=${key}`);
    mount();
    const order = await screen.findByRole('article', { name: /^Order \d+$/ });
    expect(within(order).getByRole('alert')).toBeTruthy();
    expect(within(order).getByRole('table', { name: 'Items' })).toBeTruthy();
    filesDown = false;
    await userEvent.click(within(order).getByRole('button', { name: 'Load the downloads again' }));
    expect(
      await within(order).findByRole('link', {
        name: 'Download PDF of Inclusive Components (eBook)',
      }),
    ).toBeTruthy();
    expect(document.activeElement).toBe(within(order).getByRole('heading', { name: 'Downloads' }));
  });
});
