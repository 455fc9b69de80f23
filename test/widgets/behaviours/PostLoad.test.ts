import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import PostLoad from '@widgets/behaviours/PostLoad';
import { fakeLocation } from '../../support/location';
import { expectAccessible } from '../../setup/axe';

const FALLBACK =
  '<h2>Related articles</h2><p>More in <a href="/articles/">all our articles</a>.</p>';

/** An IntersectionObserver the test moves: `scrollNear()` brings every observed element in. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly targets: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly init?: IntersectionObserverInit,
  ) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
  static scrollNear() {
    for (const o of FakeObserver.all) {
      const entries = o.targets.map((target) => ({ target, isIntersecting: true }));
      if (entries.length) o.callback(entries as unknown as IntersectionObserverEntry[], o as never);
    }
  }
}

const connect = (src: string) => {
  fakeLocation(`${inject('backendUrl')}/articles/css-cascade-layers`);
  document.body.innerHTML = `<main><h1>An article</h1><section data-host>${FALLBACK}</section></main>`;
  const host = document.querySelector('[data-host]') as HTMLElement;
  return { host, disconnect: PostLoad.connect(host, { src }) };
};

describe('PostLoad', () => {
  afterEach(() => {
    FakeObserver.all = [];
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('loads the fragment only when the element nears the viewport, busy meanwhile', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { host } = connect('/assets/fragments/related-articles.html');
    expect(FakeObserver.all[0]?.init?.rootMargin).toMatch(/px/);
    expect(fetchSpy).not.toHaveBeenCalled();
    FakeObserver.scrollNear();
    expect(host.getAttribute('aria-busy')).toBe('true');
    await screen.findByRole('link', { name: 'Performance budgets that hold' });
    expect(host.hasAttribute('aria-busy')).toBe(false);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    // The fragment's own widget markup stays for the loader to mount.
    expect(host.querySelector('time')?.dataset.behaviour).toBe('AddTimeAgo');
    await expectAccessible();
  });

  it('keeps the fallback and says so when the fragment cannot load', async () => {
    const { host } = connect('/assets/fragments/no-such-fragment.html');
    await screen.findByRole('status');
    expect(screen.getByRole('status').textContent).toMatch(
      /^More content could not be loaded\. A connection error occurred/,
    );
    expect(screen.getByRole('link', { name: 'all our articles' })).toBeTruthy();
    expect(host.hasAttribute('aria-busy')).toBe(false);
    await expectAccessible();
  });

  it('never fetches a fragment of another site', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    connect('https://elsewhere.test/fragment.html');
    expect((await screen.findByRole('status')).textContent).toMatch(/Only parts of this site/);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('renders script payloads inert', async () => {
    const hostile = `<h2>Related</h2><script>window.pwned = 1</script>
      <img src="x" onerror="window.pwned = 2" alt="a picture">
      <a href="javascript:window.pwned = 3">a trap</a><a href="/books/">Books</a>
      <iframe src="/"></iframe><p style="position:fixed" onclick="window.pwned = 4">text</p>`;
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(hostile, { status: 200 }));
    const { host } = connect('/assets/fragments/hostile.html');
    await screen.findByRole('link', { name: 'Books' });
    await waitFor(() => expect(host.dataset.postload).toBe('loaded'));
    expect(host.querySelector('script, iframe, [onerror], [onclick], [style]')).toBeNull();
    expect(screen.getByText('a trap').getAttribute('href')).toBeNull();
    expect(host.querySelector('img')?.getAttribute('alt')).toBe('a picture');
    expect((window as { pwned?: number }).pwned).toBeUndefined();
  });

  it('lets go on disconnect: a fragment arriving later is not put in', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      await answered;
      return new Response('<p>The fragment</p>', { status: 200 });
    });
    const src = '/assets/fragments/related-articles.html';
    const { host, disconnect } = connect(src);
    // A twin that stays, asking second: once it has the fragment, the first had its answer too.
    const twin = document.createElement('section');
    document.querySelector('main')?.append(twin);
    PostLoad.connect(twin, { src });
    FakeObserver.scrollNear();
    disconnect();
    answer();
    await waitFor(() => expect(twin.dataset.postload).toBe('loaded'));
    expect(host.innerHTML).toBe(FALLBACK);
    expect(host.hasAttribute('aria-busy')).toBe(false);
  });
});
