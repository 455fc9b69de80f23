import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LastOrders } from '@widgets/containers/LastOrders/LastOrders';
import { registry } from '@widgets/registry';
import { SESSION_KEYS } from '@domain';
import type { LastOrdersOptions } from '@widgets/containers/LastOrders/options';
import type { Storefront } from '@api/storefront/client';
import { NO_ORDERS_YET } from '@domain';
import { setUser } from '@stores/user';
import { $memberOrders, loadMemberOrders } from '@stores/member-orders';
import { connectStores } from '../../support/connected';
import { fakeLocation } from '../../support/location';
import { expectAccessible } from '../../setup/axe';
import { signedInMember } from './membership-support';
import { buysEbook, siteThrough } from './member-orders-support';

const OPTIONS: LastOrdersOptions = {
  count: 3,
  ordersUrl: '/membership/orders',
  orderUrl: '/checkout/order',
  shopUrl: '/books/',
};

const mount = (options: Partial<LastOrdersOptions> = {}) => {
  document.body.innerHTML =
    '<main><h1>Your membership</h1><section aria-label="Member dashboard"><div id="host"></div></section></main>';
  const host = document.getElementById('host') as HTMLElement;
  render(<LastOrders host={host} options={{ ...OPTIONS, ...options }} />, { container: host });
  return host;
};

const latest = () => screen.getByRole('region', { name: 'Your latest orders' });

describe('LastOrders', () => {
  let sf: Storefront;
  beforeEach(() => {
    sf = connectStores();
    fakeLocation('/membership/');
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists the latest orders compactly, each linking to its page, and all of them', async () => {
    const email = await signedInMember('latest');
    const ids = [];
    for (const product of ['prod-inclusive-ebook', 'prod-sb7-ebook', 'prod-inclusive-ebook']) {
      ids.push(await buysEbook(sf, email, product));
    }
    mount({ count: 2 });
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Loading your orders…');
    const list = await within(latest()).findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [newest] = items;
    const link = within(newest as HTMLElement).getByRole('link', { name: /^Order \d+$/ });
    expect(link.getAttribute('href')).toBe(`/checkout/order?order=${ids[2]}`);
    // Billed to Germany: the total in euros; paid by card at once.
    expect(newest?.textContent).toContain('€17.99');
    expect(newest?.textContent).toContain('Paid');
    expect(within(latest()).getByRole('link', { name: 'All your orders' })).toHaveProperty(
      'pathname',
      '/membership/orders',
    );
    await expectAccessible();
  }, 20_000);

  it('says a member has no orders yet, with a way to the books', async () => {
    await signedInMember('latest-none');
    mount();
    const empty = await screen.findByText(
      (_, node) => node?.textContent === `${NO_ORDERS_YET} Browse the books`,
    );
    expect(latest().contains(empty)).toBe(true);
    expect(screen.getByRole('link', { name: 'Browse the books' }).getAttribute('href')).toBe(
      '/books/',
    );
    await expectAccessible();
  });

  it('shows a visitor nothing at all, and no error', async () => {
    const error = vi.spyOn(console, 'error');
    setUser(null);
    const host = mount();
    // The load the widget started is over, and found a visitor: still nothing to show.
    await act(() => loadMemberOrders());
    expect($memberOrders.get().status).toBe('visitor');
    expect(host.innerHTML).toBe('');
    expect(error).not.toHaveBeenCalled();
  });

  it('is not even downloaded without a session in this browser or an email link', () => {
    const when = registry.containers.LastOrders?.when;
    expect(when?.()).toBe(false);
    localStorage.setItem(SESSION_KEYS.remembered, '{}');
    expect(when?.()).toBe(true);
    localStorage.clear();
    sessionStorage.setItem(SESSION_KEYS.tab, '{}');
    expect(when?.()).toBe(true);
    sessionStorage.clear();
    fakeLocation('/membership/#confirmation_token=abc');
    expect(when?.()).toBe(true);
  });

  it('says a failed load with Try again, which loads the orders', async () => {
    const email = await signedInMember('latest-down');
    await buysEbook(sf, email);
    let down = true;
    siteThrough(sf, (input, init) =>
      down ? Promise.resolve(new Response(null, { status: 502 })) : fetch(input, init),
    );
    mount();
    expect(await screen.findByRole('alert')).toBeTruthy();
    await expectAccessible();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await within(latest()).findAllByRole('link', { name: /^Order \d+$/ })).toHaveLength(1);
    expect(document.activeElement).toBe(
      within(latest()).getByRole('heading', { name: 'Your latest orders' }),
    );
  });
});
