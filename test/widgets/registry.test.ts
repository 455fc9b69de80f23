import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS, STORAGE_KEYS } from '@domain/storage';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createLoader } from '@loader/loader';
import type { Loader } from '@loader/loader';
import { $privacy, respondToPrivacy } from '@stores/privacy';
import { registry } from '@widgets/registry';

/** The page's address as the registry reads it, with `replace` recorded instead of followed. */
function arrive(path: string): { replaced: string[] } {
  const url = new URL(path, 'https://magazine.test');
  const replaced: string[] = [];
  vi.stubGlobal('location', {
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    replace: (target: string) => replaced.push(target),
  });
  return { replaced };
}

const keepStoreSession = () => {
  document.cookie = 'swell-session=abc; path=/';
};

describe('the registry: the page rules and first views of a reader', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    document.cookie = 'swell-session=; path=/; max-age=0';
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each(['/checkout/payment', '/checkout/confirmation/'])(
    'sends a shopper without a store session from %s back to the details step before anything loads',
    (path) => {
      const page = arrive(path);
      registry.atStart?.();
      expect(page.replaced).toEqual(['/checkout']);
      expect(registry.containers.Checkout?.personal?.()).toBe(false);
    },
  );

  it('loads the cookie banner until the cookie-info flag says the reader was told', () => {
    expect(registry.containers.CookieBanner?.when?.()).toBe(true);
    localStorage.setItem(STORAGE_KEYS.cookieInfo, '1');
    expect(registry.containers.CookieBanner?.when?.()).toBe(false);
    // Answering the banner is what writes it.
    localStorage.clear();
    respondToPrivacy('decline');
    expect(localStorage.getItem(STORAGE_KEYS.cookieInfo)).toBe('1');
    expect(registry.containers.CookieBanner?.when?.()).toBe(false);
  });

  it('leaves a later step to the checkout when a cart or a member may exist, or a provider returns', () => {
    keepStoreSession();
    const withCart = arrive('/checkout/payment');
    registry.atStart?.();
    expect(withCart.replaced).toEqual([]);
    expect(registry.containers.Checkout?.personal?.()).toBe(true);

    document.cookie = 'swell-session=; path=/; max-age=0';
    const returning = arrive('/checkout/confirmation?gateway=stripe&payment_intent=pi_1');
    registry.atStart?.();
    expect(returning.replaced).toEqual([]);

    localStorage.setItem(SESSION_KEYS.remembered, '{}');
    const member = arrive('/checkout/confirmation');
    registry.atStart?.();
    expect(member.replaced).toEqual([]);
  });

  it('leaves the details step and other pages where they are', () => {
    for (const path of ['/checkout/', '/checkout', '/books/', '/checkout/order?order=ord-1']) {
      const page = arrive(path);
      registry.atStart?.();
      expect(page.replaced, path).toEqual([]);
    }
  });

  it('wakes the order at start for every reader: the build knows no order', () => {
    const order = registry.containers.Order;
    expect(order?.wake).toBe('load');
    expect(order?.personal).toBeUndefined();
  });

  it('marks the views that show a member or a cart, for a skeleton until they are known', () => {
    const marked = Object.entries(registry.containers)
      .filter(([, entry]) => entry.reader)
      .map(([name, entry]) => `${name}: ${entry.reader}`);
    expect(marked).toContain('MemberHeader: member');
    expect(marked).toContain('Checkout: member cart');
    expect(marked).toContain('Login: member');
    expect(marked).toContain('FeaturePanel: member');
  });
});

describe('the registry: "Cookie settings" brings the answered banner back', () => {
  afterEach(() => {
    loader?.stop();
    vi.unstubAllGlobals();
  });
  let loader: Loader | undefined;

  it('mounts the banner over a given answer on a click of the marked link, and not before', async () => {
    arrive('/articles/x');
    respondToPrivacy('all');
    document.body.innerHTML =
      '<main><a href="/about#privacy" data-privacy-settings>Cookie settings</a></main>' +
      '<div data-container="CookieBanner"></div>';
    registry.atStart?.();
    loader = createLoader(document, { registry });
    const link = screen.getByRole('link', { name: 'Cookie settings' });
    expect(screen.queryByRole('region')).toBeNull();

    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    // The link leads to the policy only without script.
    expect(click.defaultPrevented).toBe(true);
    const region = await screen.findByRole('region', { name: 'Cookies, briefly' });
    expect(region.textContent).toContain('Your choice: “Accept all”');
    await userEvent.click(screen.getByRole('button', { name: 'Necessary only' }));
    expect($privacy.get().accepted).toBe(false);
    expect(screen.queryByRole('region')).toBeNull();
    // Answered again, the banner stays away until asked again.
    expect(registry.containers.CookieBanner?.when?.()).toBe(false);
  });

  it('keeps an answer clicked before the banner came, and never fetches the banner', async () => {
    arrive('/articles/x');
    const banner = registry.containers.CookieBanner;
    if (!banner) throw new Error('no CookieBanner in the registry');
    const load = vi.spyOn(banner, 'load');
    // The build's banner: its buttons name their answer.
    document.body.innerHTML =
      '<main><h1>Article</h1></main>' +
      '<div data-container="CookieBanner" data-prerendered=""><section class="mw-cookie-banner">' +
      '<button type="button" data-privacy-choice="all">Accept all</button>' +
      '<button type="button" data-privacy-choice="decline">Decline</button></section></div>';
    registry.atStart?.();
    loader = createLoader(document, { registry });
    // A tap: no focus or pointer first, which would already ask for the banner's code.
    screen.getByRole('button', { name: 'Decline' }).click();
    // Kept at once: the next page reads it, and the banner is gone from this one.
    expect($privacy.get()).toMatchObject({ responded: true, declined: true });
    expect(localStorage.getItem(STORAGE_KEYS.cookieInfo)).toBe('1');
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Accept all' })).toBeNull());
    expect(load).not.toHaveBeenCalled();
  });

  it('leaves other clicks alone', () => {
    arrive('/articles/x');
    document.body.innerHTML = '<a href="#about">About</a>';
    registry.atStart?.();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    screen.getByRole('link', { name: 'About' }).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });
});
