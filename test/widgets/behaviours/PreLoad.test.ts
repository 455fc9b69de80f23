import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PreLoad, { forgetPrefetched } from '@widgets/behaviours/PreLoad';
import { setWidgetWarmer } from '@kit/widget-warmer';
import type { WidgetNames } from '@kit/widget-warmer';
import { PRELOAD_HOVER_DELAY_MS } from '@domain/preload';
import { fakeLocation } from '../../support/location';
import { expectAccessible } from '../../setup/axe';

const NAV = `<nav aria-label="Main"><ul>
  <li><a href="/books/">Books</a></li>
  <li><a href="/membership/plans">Membership</a></li>
  <li><a href="https://elsewhere.test/">Elsewhere</a></li>
</ul></nav>`;

const hints = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=prefetch]')].map(
    (link) => new URL(link.href).pathname,
  );

const connect = (html = NAV) => {
  fakeLocation(`${inject('backendUrl')}/articles/`);
  document.body.innerHTML = `<header>${html}</header><main><h1>Articles</h1></main>`;
  const host = document.querySelector('nav, a') as HTMLElement;
  return { host, disconnect: PreLoad.connect(host, {}) };
};

const setConnection = (connection: object | undefined) =>
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });

describe('PreLoad', () => {
  let warmed: WidgetNames[];
  beforeEach(() => {
    warmed = [];
    setWidgetWarmer((names) => warmed.push(names));
  });
  afterEach(() => {
    setWidgetWarmer(undefined);
    setConnection(undefined);
    forgetPrefetched();
    document.head.querySelectorAll('link[rel=prefetch]').forEach((link) => link.remove());
    vi.restoreAllMocks();
  });

  it('prefetches a focused link and the widgets its page uses, once per URL', async () => {
    connect();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Books' }));
    expect(hints()).toEqual(['/books/']);
    // The books page's own markup, fetched from the reference backend: its header widgets
    // and the ones the page itself holds.
    await waitFor(() => expect(warmed).toHaveLength(1));
    expect(warmed[0]?.containers).toContain('MiniCart');
    expect(warmed[0]?.behaviours).toContain('ContrastSwitcher');
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    expect(hints()).toEqual(['/books/']);
    await expectAccessible();
  });

  it('prefetches on a resting pointer, not on a pass over the link', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      connect();
      // A pass over the link: in and out again at once, as a pointer crossing the nav.
      fireEvent.mouseOver(screen.getByRole('link', { name: 'Books' }));
      fireEvent.mouseOut(screen.getByRole('link', { name: 'Books' }));
      await vi.advanceTimersByTimeAsync(PRELOAD_HOVER_DELAY_MS);
      expect(hints()).toEqual([]);
      fireEvent.mouseOver(screen.getByRole('link', { name: 'Membership' }));
      await vi.advanceTimersByTimeAsync(PRELOAD_HOVER_DELAY_MS - 1);
      expect(hints()).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(hints()).toEqual(['/membership/plans']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves links to other sites alone', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    connect();
    screen.getByRole('link', { name: 'Elsewhere' }).focus();
    expect(hints()).toEqual([]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it.each([
    ['the reader saves data', { saveData: true, effectiveType: '4g' }],
    ['the connection is 2G', { effectiveType: '2g' }],
  ])('prefetches nothing when %s', async (_, connection) => {
    setConnection(connection);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    connect();
    await userEvent.tab();
    // A focused link is prefetched at once (the first test): there is nothing to wait for.
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Books' }));
    expect(hints()).toEqual([]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('works on a single link and lets go on disconnect', async () => {
    const { disconnect } = connect('<a href="/books/">Books</a>');
    disconnect();
    await userEvent.tab();
    expect(hints()).toEqual([]);
  });
});
