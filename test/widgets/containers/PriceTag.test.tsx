import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { STORE_UNMOUNT_DELAY } from 'nanostores';
import PriceTag from '@widgets/containers/PriceTag';
import { defaultsOf } from '@kit';
import { productPrice } from '@stores/catalog/price';
import { setUser } from '@stores/user/state';
import { PRODUCT_UNAVAILABLE, SETTINGS_LOAD_FAILED } from '@domain';
import { connectHeldStores, connectOfflineStores, connectStores } from '../../support/connected';
import { expectAccessible } from '../../setup/axe';

const MEMBER = {
  id: 'u',
  email: 'm@example.com',
  app_metadata: { subscription: { plan: 'member' } },
};

let connected: (() => void)[] = [];
afterEach(() => {
  connected.forEach((disconnect) => disconnect());
  connected = [];
  vi.useRealTimers();
});

/** The editor's markup: the price with the visitor's price written in as the fallback. */
const connect = (sku: string, fallback = '') => {
  document.body.innerHTML = `<main><p>Price: <span id="host">${fallback}</span></p></main>`;
  const host = document.getElementById('host')!;
  const disconnect = PriceTag.connect(host, { ...defaultsOf(PriceTag.options), sku });
  connected.push(disconnect);
  return { host, disconnect };
};

const settled = (sku: string) =>
  vi.waitFor(() => expect(productPrice(sku).get().status).not.toBe('loading'));

describe('PriceTag', () => {
  beforeEach(() => {
    connectStores();
  });

  it("keeps the editor's price while the store's loads, then shows the store's", async () => {
    const store = connectHeldStores();
    const { host } = connect('smashing-book-7-print', '<strong>$40.00</strong>');
    await vi.waitFor(() => expect(store.asked).toBe(true));
    expect(host.innerHTML).toBe('<strong>$40.00</strong>');
    expect(host.getAttribute('aria-busy')).toBeNull();
    store.release();
    expect(await screen.findByText('$44.00')).toBeTruthy();
    expect(host.querySelector('.mw-price .mw-price__current')?.textContent).toBe('$44.00');
    expect(host.querySelector('s')).toBeNull();
    await expectAccessible();
  });

  it("shows the chosen variant's price, following the page's form, and a member's price of it", async () => {
    document.body.innerHTML = `<main>
      <form id="ticket" aria-label="Your ticket"><label for="tier">Ticket</label>
        <select id="tier" name="Ticket"><option>Conference</option><option>Conference + workshop</option></select>
      </form>
      <p>Price: <span id="host">$699.00</span></p></main>`;
    const host = document.getElementById('host')!;
    connected.push(
      PriceTag.connect(host, {
        ...defaultsOf(PriceTag.options),
        sku: 'smashingconf-nyc-2027',
        optionsFrom: '#ticket',
      }),
    );
    expect(host.getAttribute('aria-live')).toBe('polite');
    await settled('smashingconf-nyc-2027');
    const tier = screen.getByLabelText('Ticket');
    tier.querySelector<HTMLOptionElement>('option:last-child')!.selected = true;
    tier.dispatchEvent(new Event('change', { bubbles: true }));
    await vi.waitFor(() => expect(host.textContent).toBe('$949.00'));
    setUser(MEMBER);
    // The member plan's 5 % off the chosen tier, the regular price struck through.
    await vi.waitFor(() =>
      expect(host.querySelector('.mw-price__current')?.textContent).toContain('$901.55'),
    );
    expect(host.querySelector('s')?.textContent).toContain('$949.00');
    await expectAccessible();
  });

  it('shows the price of a variant the editor fixed, by id or by its options', async () => {
    document.body.innerHTML =
      '<main><p><span id="a">$699.00</span> <span id="b"></span></p></main>';
    const options = { ...defaultsOf(PriceTag.options), sku: 'smashingconf-nyc-2027' };
    connected.push(
      PriceTag.connect(document.getElementById('a')!, { ...options, variant: 'var-nyc-workshop' }),
      PriceTag.connect(document.getElementById('b')!, {
        ...options,
        options: 'Ticket: Conference',
      }),
    );
    await vi.waitFor(() => expect(document.getElementById('a')?.textContent).toBe('$949.00'));
    await vi.waitFor(() => expect(document.getElementById('b')?.textContent).toBe('$699.00'));
  });

  it("leaves the host's nodes alone when the price reads as the editor wrote it", async () => {
    const { host } = connect('smashing-book-7-print', ' <strong>$44.00</strong> ');
    const written = host.querySelector('strong');
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(host, { childList: true, subtree: true, characterData: true });
    await settled('smashing-book-7-print');
    expect(observer.takeRecords().concat(changes)).toEqual([]);
    observer.disconnect();
    expect(host.querySelector('strong')).toBe(written);
    expect(host.querySelector('.mw-price')).toBeNull();
  });

  it('strikes the regular price through on sale', async () => {
    const { host } = connect('smashing-book-7-bundle', '<s>$54.00</s> $49.00');
    expect(await screen.findByText('Sale price')).toBeTruthy();
    expect(screen.getByText('$49.00').tagName).toBe('STRONG');
    expect(host.querySelector('s')?.textContent).toBe('Regular price $54.00');
    expect(host.textContent).toBe('Regular price $54.00 Sale price $49.00');
    await expectAccessible();
  });

  it('gives a member the member price with the regular one struck through', async () => {
    setUser(MEMBER);
    const { host } = connect('smashing-book-7-print', '$44.00');
    expect(await screen.findByText('$41.80')).toBeTruthy();
    expect(host.textContent).toBe('Regular price $44.00 Member price $41.80');
    // Logging out on the page: the regular price again.
    setUser(null);
    expect(host.textContent).toBe('$44.00');
    expect(host.querySelector('s')).toBeNull();
  });

  it("shows a price in the reader's display currency by the store's rule, in the store's locale", async () => {
    // A store as the real one answers: its settings name the locale and the currencies, and a
    // product's prices come in the store's own currency, whatever the session chose.
    const sf = connectStores(async (input, init) => {
      const url = String(input);
      if (url.endsWith('/api/settings')) {
        const answer = (await (await fetch(input, init)).json()) as Record<string, unknown>;
        return Response.json({ ...answer, locale: 'de_DE' });
      }
      if (!url.includes('/api/products')) return fetch(input, init);
      const headers = { ...(init?.headers as Record<string, string>) };
      delete headers['X-Currency'];
      const list = (await (await fetch(input, { ...init, headers })).json()) as {
        results: Record<string, unknown>[];
      };
      return Response.json({
        ...list,
        results: list.results.map(({ currency: _named, ...product }) => product),
      });
    });
    sf.options.session.set('currency', 'EUR');
    const { host } = connect('smashing-book-7-print', '$44.00');
    // 44 USD at the euro's rate 0.93 is 40.92, rounded up to end on .99.
    await vi.waitFor(() => expect(host.textContent).toBe('40,99\u00a0€'));
  });

  it('shows prices in en_US, logging it, when the store settings cannot be had', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    connectStores((input, init) =>
      String(input).endsWith('/api/settings')
        ? Promise.resolve(Response.json({ error: { message: 'down' } }, { status: 500 }))
        : fetch(input, init),
    );
    connect('smashing-book-7-print');
    expect(await screen.findByText('$44.00')).toBeTruthy();
    expect(error).toHaveBeenCalledWith(`[widgets] ${SETTINGS_LOAD_FAILED}`, expect.anything());
    error.mockRestore();
  });

  it('says so, and warns the editor, for an unknown sku', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    connect('nope', '$10.00');
    expect(await screen.findByText(PRODUCT_UNAVAILABLE)).toBeTruthy();
    expect(screen.queryByText('$10.00')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"nope"'));
    warn.mockRestore();
    await expectAccessible();
  });

  it("says so when the store cannot be reached, in the store's words", async () => {
    connectOfflineStores();
    const { host } = connect('smashing-book-7-ebook', '$19.00');
    await vi.waitFor(() => expect(host.querySelector('.mw-price--error')).not.toBeNull());
    expect(host.textContent).not.toBe('$19.00');
  });

  it("puts the editor's markup back and stops following the price when disconnected", async () => {
    const { host, disconnect } = connect('smashing-book-7-bundle', '<s>$54.00</s> $49.00');
    const written = [...host.childNodes];
    await screen.findByText('Sale price');
    disconnect();
    expect([...host.childNodes]).toEqual(written);
    expect(host.innerHTML).toBe('<s>$54.00</s> $49.00');
    setUser(MEMBER);
    expect(host.innerHTML).toBe('<s>$54.00</s> $49.00');
  });

  it("releases the product's price store once the last PriceTag showing it is gone", async () => {
    const sku = 'smashing-book-7-print';
    const first = connect(sku, '$44.00');
    await settled(sku);
    const shown = productPrice(sku);
    vi.useFakeTimers();
    first.disconnect();
    // Shown again within nanostores' unmount delay: the same store, kept while it is shown.
    vi.advanceTimersByTime(STORE_UNMOUNT_DELAY - 1);
    const second = connect(sku, '$44.00');
    vi.advanceTimersByTime(STORE_UNMOUNT_DELAY * 2);
    expect(productPrice(sku)).toBe(shown);
    second.disconnect();
    vi.advanceTimersByTime(STORE_UNMOUNT_DELAY - 1);
    expect(productPrice(sku)).toBe(shown);
    vi.advanceTimersByTime(1);
    expect(productPrice(sku)).not.toBe(shown);
  });
});
