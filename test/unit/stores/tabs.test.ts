import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addCartItem } from '@api/storefront/cart';
import { createStorefront } from '@api/storefront/client';
import type { IdentityClient } from '@api/identity';
import { TAB_CHANNEL } from '@domain/storage';
import { $cart, $itemCount, addItem, loadCart } from '@stores/cart';
import { followUser } from '@stores/cart/account';
import { setCustomer } from '@stores/cart/checkout';
import { config } from '@stores/connections';
import { $privacy, respondToPrivacy } from '@stores/privacy';
import { swapClients } from '@stores/seam';
import { hearOtherTabs } from '@stores/tab-channel';
import type { TabNews } from '@stores/tab-channel';
import { $identity, login, logout } from '@stores/user';
import { productBySku } from '@stores/catalog/price';
import { connectStores } from '../../support/connected';
import { standInIdentity } from '../../support/identity';

const EMAIL = 'tabby@example.com';

const member = (): IdentityClient =>
  standInIdentity({
    email: EMAIL,
    jwt: async () => 'token',
    expiresAt: () => Date.now() + 3_600_000,
    remembered: false,
  });

/**
 * The reader's other tab: its own end of the channel (Node has BroadcastChannel), hearing what
 * this page's stores tell and telling them what it did.
 */
let other: BroadcastChannel;
let heard: TabNews[];

beforeEach(() => {
  heard = [];
  other = new BroadcastChannel(TAB_CHANNEL);
  other.onmessage = (event: MessageEvent<TabNews>) => heard.push(event.data);
});

afterEach(() => {
  other.close();
});

describe('the tabs of one reader agree', () => {
  it('tells the other tabs that the cart changed, with its id and count only', async () => {
    connectStores();
    await addItem('smashing-book-7-ebook');
    await vi.waitFor(() => expect(heard).toHaveLength(1));
    expect(heard[0]).toEqual({ topic: 'cart', id: $cart.get().cart?.id, count: 1 });
    // Reading the cart is no news: the other tab would read it again, and so on. The channel
    // keeps the order of its news, so once the next change is heard the read told nothing.
    await loadCart();
    await addItem('smashing-book-7-ebook');
    await vi.waitFor(() => expect(heard).toHaveLength(2));
    expect(heard[1]).toEqual({ topic: 'cart', id: $cart.get().cart?.id, count: 2 });
  });

  it('asks for the cart again when another tab changed it, in the same store session', async () => {
    const storefront = connectStores();
    // A widget shows the cart (the header's count): the store listens to the other tabs.
    const shown = $itemCount.listen(() => undefined);
    await loadCart();
    expect($itemCount.get()).toBe(0);
    // The other tab shares the session (in a browser, its cookie) and adds a book.
    const there = createStorefront({ ...storefront.options });
    const product = await productBySku('smashing-book-7-ebook');
    await addCartItem(there, { product_id: product?.id ?? '', quantity: 2 });
    other.postMessage({ topic: 'cart', id: null, count: 2 } satisfies TabNews);
    await vi.waitFor(() => expect($itemCount.get()).toBe(2));
    shown();
  });

  it('leaves a cart this tab never showed for when it first does', async () => {
    const requests: string[] = [];
    connectStores((input, init) => {
      requests.push(String(input));
      return fetch(input, init);
    });
    const shown = $itemCount.listen(() => undefined);
    // Heard here too, after the store's own listener: the news has been handled by then.
    const delivered = new Promise<void>((resolve) => {
      const stop = hearOtherTabs(() => {
        stop();
        resolve();
      });
    });
    other.postMessage({ topic: 'cart', id: null, count: 1 } satisfies TabNews);
    await delivered;
    expect($cart.get()).toMatchObject({ loaded: false, loading: false });
    shown();
    expect(requests).toEqual([]);
  });

  it('logs out here when another tab logs out, and the cart forgets the member', async () => {
    followUser();
    const storefront = connectStores();
    swapClients({ config: config(), storefront, identity: member() });
    await addItem('smashing-book-7-ebook');
    await setCustomer({
      email: EMAIL,
      shipping: { first_name: 'Tabby', city: 'Freiburg', country: 'DE' },
      sameAddress: true,
    });
    await login(EMAIL, 'pw', false);
    expect($identity.get().user?.email).toBe(EMAIL);
    other.postMessage({ topic: 'logout' } satisfies TabNews);
    await vi.waitFor(() => expect($identity.get().user).toBeNull());
    await vi.waitFor(() => expect($cart.get().cart?.account).toBeNull());
    expect($cart.get().cart?.metadata.details).toBeUndefined();
    expect($cart.get().cart?.items).toHaveLength(1);
  });

  it('tells the other tabs of a logout here, and of nothing when nobody was logged in', async () => {
    swapClients({ config: config(), identity: member() });
    await logout();
    await login(EMAIL, 'pw', false);
    await logout();
    await vi.waitFor(() => expect(heard).toContainEqual({ topic: 'logout' }));
    expect(heard.filter((news) => news.topic === 'logout')).toHaveLength(1);
  });

  it('takes a privacy answer given in another tab, and tells them its own', async () => {
    other.postMessage({ topic: 'privacy', choice: 'all' } satisfies TabNews);
    await vi.waitFor(() =>
      expect($privacy.get()).toMatchObject({ responded: true, accepted: true }),
    );
    respondToPrivacy('decline');
    await vi.waitFor(() => expect(heard).toEqual([{ topic: 'privacy', choice: 'decline' }]));
    expect($privacy.get()).toMatchObject({ accepted: false, declined: true });
  });
});

describe('a browser without BroadcastChannel', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('tells nothing and writes no storage key: the other tabs find out on their next page', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    vi.resetModules();
    const tabs = await import('@stores/tab-channel');
    const news: TabNews[] = [];
    tabs.hearOtherTabs((item) => news.push(item));
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    tabs.tellOtherTabs({ topic: 'logout' });
    expect(setItem).not.toHaveBeenCalled();
    setItem.mockRestore();
    expect(news).toEqual([]);
  });
});
