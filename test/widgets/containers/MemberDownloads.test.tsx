import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemberDownloads } from '@widgets/containers/MemberDownloads/MemberDownloads';
import type { Storefront } from '@api/storefront/client';
import { CONNECTION_ERROR_MESSAGE } from '@domain';
import { addItem } from '@stores/cart';
import { setCard, setCustomer, submitOrder } from '@stores/cart/checkout';
import { accessToken, logout } from '@stores/user';
import { connectStores } from '../../support/connected';
import { fakeLocation } from '../../support/location';
import { expectAccessible } from '../../setup/axe';
import { signedInMember } from './membership-support';
import { siteThrough } from './member-orders-support';
import { GOOD_CARD } from '../../support/checkout-fixtures';
import { renderInPage } from '../../support/render-in-page';

const mount = () =>
  renderInPage('Your downloads', (host) => (
    <MemberDownloads host={host} options={{ booksUrl: '/books/' }} />
  ));

/** The signed-in member buys the Smashing Book 7 eBook through the cart, paying with 4242. */
async function buyEbook(email: string): Promise<void> {
  await addItem('smashing-book-7-ebook');
  await setCustomer({ email, sameAddress: true });
  await setCard(GOOD_CARD, `${location.origin}/checkout/payment`);
  await submitOrder();
}

describe('MemberDownloads', () => {
  let sf: Storefront;
  beforeEach(() => {
    sf = connectStores();
    fakeLocation('/membership/downloads');
  });
  afterEach(() => vi.restoreAllMocks());

  // First: gotrue-js keeps the last signed-in member in memory for the rest of the file.
  it('sends a visitor to log in, remembering the page', async () => {
    mount();
    await waitFor(() => expect(window.location.replace).toHaveBeenCalled());
    expect(vi.mocked(window.location.replace).mock.calls[0]?.[0]).toMatch(/^\/auth/);
    expect(screen.queryByRole('link', { name: /^Download/ })).toBeNull();
  });

  it("lists a buyer's ebook with a link per format, signed with their own token", async () => {
    const email = await signedInMember('downloader');
    await buyEbook(email);
    mount();
    expect(screen.getByRole('status').textContent).toBe('Loading your downloads…');
    const book = await screen.findByRole('heading', { name: 'Smashing Book 7 (eBook)' });
    const files = within(book.parentElement as HTMLElement).getAllByRole('link');
    expect(files.map((link) => link.textContent)).toEqual([
      'Download PDF of Smashing Book 7 (eBook)',
      'Download ePUB of Smashing Book 7 (eBook)',
    ]);
    const token = await accessToken();
    const pdf = files[0]?.getAttribute('href') ?? '';
    expect(pdf).toBe(
      `${inject('backendUrl')}/downloads/me/downloads/smashing-book-7-pdf?jwt=${token ?? ''}`,
    );
    const res = await fetch(pdf);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(window.location.replace).not.toHaveBeenCalled();
    await expectAccessible();

    // Signed out: the links (they carry the token) leave the page with the member.
    await logout();
    await waitFor(() => expect(screen.queryByRole('link', { name: /^Download/ })).toBeNull());
  });

  it('tells a member without purchases where the books are', async () => {
    await signedInMember('no-books');
    mount();
    expect(await screen.findByText(/No downloads yet: ebooks you buy appear here\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the books' })).toHaveProperty(
      'href',
      'http://localhost:3000/books/',
    );
    await expectAccessible();
  });

  it('says a failure and loads again on "Try again"', async () => {
    let down = true;
    siteThrough(sf, (input, init) =>
      down ? Promise.reject(new TypeError('network down')) : fetch(input, init),
    );
    const email = await signedInMember('retry-files');
    await buyEbook(email);
    mount();
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      CONNECTION_ERROR_MESSAGE,
    );
    await expectAccessible();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('link', { name: 'Download PDF of Smashing Book 7 (eBook)' }),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    // The button left with the failure; focus waited on the widget's area, not the page.
    expect(document.activeElement).toBe(document.querySelector('.mw-downloads'));
  });
});
