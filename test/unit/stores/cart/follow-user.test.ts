import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { IdentityClient } from '@api/identity';
import { IDENTITY_STORAGE_KEY } from '@api/identity';
import { $cart, addItem } from '@stores/cart';
import { followUser } from '@stores/cart/account';
import { setCustomer } from '@stores/cart/checkout';
import { config } from '@stores/connections';
import { swapClients } from '@stores/seam';
import { TOKEN_REFRESH_MARGIN_MS } from '@domain';
import { $identity, ensureIdentity, login, logout } from '@stores/user';
import { DEMO_PASSWORD } from '@server/services/identity/demo-members';
import { connectStores } from '../../../support/connected';
import { standInIdentity } from '../../../support/identity';

const EMAIL = 'tabby@example.com';

// The identity service's side is tested in stores/user; here a stand-in session whose token
// refresh can be refused, next to the real store behind the cart.
const fakeIdentity = (expiresInMs: number, refresh: () => Promise<string>): IdentityClient =>
  standInIdentity({
    email: EMAIL,
    jwt: async (force) => (force ? refresh() : 'token'),
    expiresAt: () => Date.now() + expiresInMs,
    remembered: false,
  });

/** A cart that knows the member: an item, their email and an address. */
async function cartOfTheMember(identity: IdentityClient) {
  const storefront = connectStores();
  swapClients({ config: config(), storefront, identity });
  await addItem('smashing-book-7-ebook');
  await setCustomer({
    email: EMAIL,
    shipping: { first_name: 'Tabby', city: 'Freiburg', country: 'DE' },
    sameAddress: true,
  });
  expect($cart.get().cart?.account?.email).toBe(EMAIL);
}

const forgotten = () => {
  expect($cart.get().cart?.account).toBeNull();
  expect($cart.get().cart?.metadata.details).toBeUndefined();
  expect($cart.get().cart?.shipping).toEqual({});
  expect($cart.get().cart?.items).toHaveLength(1);
};

describe('the cart follows the user', () => {
  beforeEach(() => {
    followUser();
  });

  it('forgets the member on logout, before the logout settles', async () => {
    await cartOfTheMember(fakeIdentity(3_600_000, async () => 'fresh'));
    await login(EMAIL, 'pw', false);
    await logout();
    forgotten();
  });

  it('forgets the member when their token can no longer be refreshed', async () => {
    // Expiring within the refresh margin: the refresh is due at once, and refused.
    await cartOfTheMember(
      fakeIdentity(TOKEN_REFRESH_MARGIN_MS, () => Promise.reject(new Error('refused'))),
    );
    await login(EMAIL, 'pw', false);
    await vi.waitFor(() => expect($identity.get().user).toBeNull());
    await vi.waitFor(forgotten);
  });

  it('forgets the member when another tab logs out', async () => {
    await cartOfTheMember(fakeIdentity(3_600_000, async () => 'fresh'));
    await login(EMAIL, 'pw', true);
    await ensureIdentity();
    window.dispatchEvent(
      new StorageEvent('storage', { key: IDENTITY_STORAGE_KEY, newValue: null }),
    );
    expect($identity.get().user).toBeNull();
    await vi.waitFor(forgotten);
  });

  it("prices the cart as the member's once they log in on the page, and as a guest's after logout", async () => {
    connectStores();
    await addItem('smashing-book-7-ebook');
    expect($cart.get().cart?.discounts).toEqual([]);
    await login('member@example.com', DEMO_PASSWORD, false);
    const discounts = () => $cart.get().cart?.discounts ?? [];
    expect(discounts()).toEqual([expect.objectContaining({ type: 'promo-member-member' })]);
    const total = $cart.get().cart?.total ?? 0;
    expect(total).toBeLessThan($cart.get().cart?.subTotal ?? 0);
    await logout();
    expect(discounts()).toEqual([]);
    expect($cart.get().cart?.items).toHaveLength(1);
  });
});
