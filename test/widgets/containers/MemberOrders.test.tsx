import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemberOrders } from '@widgets/containers/MemberOrders/MemberOrders';
import type { Storefront } from '@api/storefront/client';
import { NO_ORDERS_YET } from '@domain';
import { logout } from '@stores/user';
import { connectStores } from '../../support/connected';
import { fakeLocation } from '../../support/location';
import { expectAccessible } from '../../setup/axe';
import { signedInMember } from './membership-support';
import { buysEbook, siteThrough } from './member-orders-support';
import { renderInPage } from '../../support/render-in-page';

const OPTIONS = { orderUrl: '/checkout/order', shopUrl: '/books/', loginUrl: '/auth/' };

const mount = () =>
  renderInPage('Your orders', (host) => <MemberOrders host={host} options={OPTIONS} />);

const orderLinks = () => screen.getAllByRole('link', { name: /^Order \d+$/ });

describe('MemberOrders', () => {
  let sf: Storefront;
  beforeEach(() => {
    sf = connectStores();
    fakeLocation('/membership/orders');
  });
  afterEach(() => vi.restoreAllMocks());

  it("lists the member's orders newest first, with lines, totals and a link to each", async () => {
    const email = await signedInMember('orders');
    const first = await buysEbook(sf, email, 'prod-inclusive-ebook');
    const second = await buysEbook(sf, email, 'prod-sb7-ebook');
    mount();
    expect(screen.getByRole('status').textContent).toBe('Loading your orders…');
    expect(await screen.findByText('You have placed 2 orders.')).toBeTruthy();
    expect(orderLinks().map((link) => link.getAttribute('href'))).toEqual([
      `/checkout/order?order=${second}`,
      `/checkout/order?order=${first}`,
    ]);
    const [newest] = screen.getAllByRole('article');
    const lines = within(newest as HTMLElement).getByRole('table', { name: /^Items of order / });
    expect(within(lines).getByRole('rowheader', { name: /^Smashing Book 7/ })).toBeTruthy();
    const total = within(lines)
      .getAllByRole('row')
      .find((row) => within(row).queryByRole('rowheader', { name: 'Total' }));
    // Billed to Germany: the order is in euros, and so is its total.
    expect(total?.textContent).toBe('Total€17.99');
    expect(within(newest as HTMLElement).getByText('Paid')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more orders' })).toBeNull();
    await expectAccessible();
  }, 20_000);

  it('reads more orders a page at a time, the first new one taking the focus', async () => {
    const email = await signedInMember('many-orders');
    const ids = [];
    for (const product of ['prod-inclusive-ebook', 'prod-sb7-ebook', 'prod-inclusive-ebook']) {
      ids.push(await buysEbook(sf, email, product));
    }
    // Pages of two instead of ten: the service's own paging, without placing eleven orders.
    siteThrough(sf, (input, init) => fetch(String(input).replace('limit=10', 'limit=2'), init));
    mount();
    expect(await screen.findByText('Showing your 2 latest of 3 orders.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show more orders' }));
    expect(await screen.findByText('You have placed 3 orders.')).toBeTruthy();
    const links = orderLinks();
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      ids.reverse().map((id) => `/checkout/order?order=${id}`),
    );
    await waitFor(() => expect(document.activeElement).toBe(links[2]));
    expect(screen.queryByRole('button', { name: 'Show more orders' })).toBeNull();
  }, 20_000);

  it('keeps the orders shown when the next page fails, and says so', async () => {
    const email = await signedInMember('more-fails');
    await buysEbook(sf, email);
    await buysEbook(sf, email, 'prod-sb7-ebook');
    let down = false;
    siteThrough(sf, (input, init) =>
      down
        ? Promise.resolve(new Response(null, { status: 503 }))
        : fetch(String(input).replace('limit=10', 'limit=1'), init),
    );
    mount();
    expect(await screen.findByText('Showing your 1 latest of 2 orders.')).toBeTruthy();
    down = true;
    await userEvent.click(screen.getByRole('button', { name: 'Show more orders' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(orderLinks()).toHaveLength(1);
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Show more orders' }));
    expect(await screen.findByText('You have placed 2 orders.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  }, 20_000);

  it('tells a member without orders so, with a way to the books', async () => {
    await signedInMember('no-orders');
    mount();
    expect(await screen.findByText(NO_ORDERS_YET)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the books' }).getAttribute('href')).toBe(
      '/books/',
    );
    await expectAccessible();
  });

  it('says a failed load with Try again, which loads the orders', async () => {
    const email = await signedInMember('orders-down');
    await buysEbook(sf, email);
    let down = true;
    siteThrough(sf, (input, init) =>
      down ? Promise.reject(new TypeError('network down')) : fetch(input, init),
    );
    mount();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your orders could not be loaded' })).toBeTruthy();
    await expectAccessible();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const count = await screen.findByText('You have placed 1 order.');
    await waitFor(() => expect(document.activeElement).toBe(count));
  });

  it('forgets the orders at a logout, and offers a visitor to log in', async () => {
    const email = await signedInMember('leaving');
    await buysEbook(sf, email);
    mount();
    expect(await screen.findByText('You have placed 1 order.')).toBeTruthy();
    await logout();
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });
});
