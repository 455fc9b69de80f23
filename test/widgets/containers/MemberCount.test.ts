import { afterEach, describe, expect, it, vi } from 'vitest';
import { inject } from 'vitest';
import { screen } from '@testing-library/react';
import widget from '@widgets/containers/MemberCount';
import { memberCountView } from '@widgets/containers/MemberCount/view';
import { options } from '@widgets/containers/MemberCount/options';
import { defaultsOf } from '@kit';
import { swapClients } from '@stores/seam';
import { defaultConfig } from '@config/config';
import { connectStores } from '../../support/connected';
import { expectAccessible } from '../../setup/axe';

// Released after each test: a store still followed would not load again for the next one.
const connected: (() => void)[] = [];

const mount = (one = 'member', other = 'members', fallback = '', minimum = 1) => {
  document.body.innerHTML = `<main><h1>Plans</h1><p>Join <span id="host">${fallback}</span> who keep us independent.</p></main>`;
  const host = document.getElementById('host') as HTMLElement;
  const disconnect = widget.connect(host, { one, other, minimum });
  connected.push(disconnect);
  return { host, disconnect };
};

afterEach(() => connected.splice(0).forEach((disconnect) => disconnect()));

const feed = (response: () => Response) =>
  swapClients({
    config: defaultConfig('https://magazine.example'),
    site: { baseUrl: 'https://magazine.example/site-api', fetch: async () => response() },
  });

const membersNow = async (): Promise<number> => {
  const res = await fetch(`${inject('backendUrl')}/site-api/market`);
  return ((await res.json()) as { members: number }).members;
};

describe('memberCountView', () => {
  const words = { one: 'reader', other: 'readers', minimum: 0 };
  it('counts with the plural rules and the number format of the locale', () => {
    const text = (members: number, locale: string) => {
      const { markup } = memberCountView({ status: 'ready', members }, words, locale);
      return markup?.children.map((c) => (typeof c === 'string' ? c : c.children.join('')));
    };
    expect(text(1, 'en-US')).toEqual(['1', ' reader']);
    expect(text(0, 'en-US')).toEqual(['0', ' readers']);
    expect(text(12480, 'en-US')).toEqual(['12,480', ' readers']);
    expect(text(12480, 'de')).toEqual(['12.480', ' readers']);
  });

  it('is pending while loading and says the error once the feed failed', () => {
    expect(memberCountView({ status: 'loading' }, words).pending).toBe(true);
    const failed = memberCountView({ status: 'error', message: 'No connection.' }, words);
    expect(failed).toEqual({
      pending: false,
      markup: {
        tag: 'span',
        className: 'mw-member-count mw-member-count--error',
        children: ['No connection.'],
      },
    });
  });
});

describe('MemberCount', () => {
  it(
    'shows the number of members from the market feed, counting first',
    { timeout: 20_000 },
    async () => {
      connectStores();
      const { host } = mount();
      expect(screen.getByText('Counting members…').getAttribute('aria-busy')).toBe('true');
      const members = await membersNow();
      expect(members).toBeGreaterThanOrEqual(2);
      const figure = await screen.findByText(
        new Intl.NumberFormat(navigator.language).format(members),
      );
      expect(figure.tagName).toBe('STRONG');
      expect(host.textContent).toBe(`${members} members`);
      expect(host.firstElementChild?.className).toBe('mw-member-count');
      await expectAccessible();
    },
  );

  it("formats large counts for the reader's locale and takes the editor's words", async () => {
    feed(
      () =>
        new Response(JSON.stringify({ count: 0, results: [], members: 12480, facets: {} }), {
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const { host } = mount('reader', 'readers');
    await screen.findByText(new Intl.NumberFormat(navigator.language).format(12480));
    expect(host.textContent).toMatch(/^12.480 readers$/);
  });

  it("keeps the editor's words while counting, and gives them back on disconnect", async () => {
    feed(
      () =>
        new Response(JSON.stringify({ count: 0, results: [], members: 7, facets: {} }), {
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const { host, disconnect } = mount('member', 'members', 'our members');
    expect(host.textContent).toBe('our members');
    expect(screen.queryByText('Counting members…')).toBeNull();
    await screen.findByText('7');
    expect(host.textContent).toBe('7 members');
    disconnect();
    expect(host.innerHTML).toBe('our members');
  });

  it("keeps the editor's words while there are fewer members than the minimum", async () => {
    feed(
      () =>
        new Response(JSON.stringify({ count: 0, results: [], members: 2, facets: {} }), {
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const { minimum } = defaultsOf(options);
    expect(minimum).toBeGreaterThan(2);
    const { host } = mount('member', 'members', 'the readers', minimum);
    const empty = document.createElement('span');
    host.after(empty);
    connected.push(widget.connect(empty, { one: 'member', other: 'members', minimum }));
    expect(empty.textContent).toBe('Counting members…');
    await vi.waitFor(() => expect(empty.textContent).toBe(''));
    expect(host.textContent).toBe('the readers');
    expect(screen.queryByText('2')).toBeNull();
  });

  it('says when the feed cannot be reached', async () => {
    feed(() => new Response(null, { status: 503 }));
    mount();
    const said = await screen.findByText(/connection error|went wrong/i);
    expect(said.className).toBe('mw-member-count mw-member-count--error');
    await expectAccessible();
  });
});
