import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import widget from '@widgets/containers/SearchResults';
import { resultsView } from '@widgets/containers/SearchResults/view';
import type { ResultsContext, ResultsState } from '@widgets/containers/SearchResults/view';
import { hitDate } from '@widgets/containers/SearchResults/hit-view';
import { SEARCH_FAILED } from '@domain';
import { search } from '@stores/search/actions';
import { fakeLocation } from '../../support/location';
import { bodyOf } from '../../support/search-requester';
import { expectAccessible } from '../../setup/axe';
import { indexAnswering, searchPage } from './search-support';

const EDITOR = '<noscript><p>The results need JavaScript.</p></noscript>';

// Released after each test: a store still followed would not search again for the next one.
const connected: (() => void)[] = [];
afterEach(() => connected.splice(0).forEach((disconnect) => disconnect()));

const mount = () => {
  document.body.innerHTML = `<main><h1>Search</h1><div id="host">${EDITOR}</div></main>`;
  const host = document.getElementById('host') as HTMLElement;
  const disconnect = widget.connect(host, { moreLabel: 'Load more results' });
  connected.push(disconnect);
  return { host, disconnect };
};

const hitLinks = () => within(screen.getByRole('list')).getAllByRole('link');
const moreButton = () => screen.getByRole('button', { name: 'Load more results' });

const hit = (id: string, title: string, url = `/articles/${id}`) => ({
  objectID: id,
  title,
  url,
  description: 'About it',
  author: 'Ana',
  tags: [],
  image: '',
  publishedDate: '2026-01-01T00:00:00.000Z',
  commentCount: 0,
});

describe('resultsView', () => {
  const context: ResultsContext = { query: 'css', moreLabel: 'More', askedAt: null };
  const state = (over: Partial<ResultsState> = {}): ResultsState => ({
    hits: [],
    status: 'idle',
    nbHits: 0,
    error: null,
    ...over,
  });
  const text = (markup: ReturnType<typeof resultsView>): string =>
    markup.children.map((child) => (typeof child === 'string' ? child : text(child))).join('');

  it('invites a query without one, whatever the store holds', () => {
    expect(text(resultsView(state({ status: 'error' }), { ...context, query: '' }))).toBe(
      'Type what you are looking for in the search box above.',
    );
  });

  it('holds the room, busy, until the first hits, through a search on its way', () => {
    for (const status of ['idle', 'loading'] as const) {
      const view = resultsView(state({ status }), context);
      expect(view.attributes).toEqual({ 'aria-busy': 'true' });
      expect(text(view)).toBe('Searching…');
    }
  });

  it('says the failure (an empty one when the store gave no words) with a retry', () => {
    expect(text(resultsView(state({ status: 'error', error: 'Down.' }), context))).toBe(
      'Down.Try again',
    );
    expect(text(resultsView(state({ status: 'error' }), context))).toBe('Try again');
  });

  it('says the count only once the hits asked for have come', () => {
    const hits = Array.from({ length: 30 }, (_, i) => hit(`a${i}`, `Title ${i}`));
    const ready = state({ hits, status: 'ready', nbHits: 31 });
    const said = (view: ReturnType<typeof resultsView>) => {
      const region = view.children[1];
      return typeof region === 'string' ? region : region?.children.join('');
    };
    expect(said(resultsView(ready, context))).toBe('');
    expect(said(resultsView(ready, { ...context, askedAt: 30 }))).toBe('');
    expect(said(resultsView({ ...ready, status: 'loading' }, { ...context, askedAt: 15 }))).toBe(
      '',
    );
    expect(said(resultsView(ready, { ...context, askedAt: 15 }))).toBe('Showing 30 of 31 results');
    // Every hit shown: no button; one more to come: the button, busy while it loads.
    expect(text(resultsView({ ...ready, nbHits: 30 }, context))).not.toContain('More');
    expect(text(resultsView({ ...ready, status: 'loading' }, context))).toMatch(/Loading…$/);
  });
});

describe('hitDate', () => {
  it('writes the day in full in the reader’s language, nothing for no date', () => {
    expect(hitDate('2026-03-14T08:00:00.000Z', 'en-US')).toBe('March 14, 2026');
    expect(hitDate('someday', 'en-US')).toBe('');
  });
});

describe('SearchResults', () => {
  it('shows the first 15 hits for ?q= with the matched words marked, then 15 more', async () => {
    const control = searchPage('?q=css');
    mount();
    // The room is held, busy, while the first answer is on its way.
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    await waitFor(() => expect(hitLinks()).toHaveLength(15));
    const first = hitLinks()[0] as HTMLAnchorElement;
    expect(first.getAttribute('href')).toMatch(/^\/articles\//);
    const marks = [...document.querySelectorAll('mark')].map((m) => m.textContent?.toLowerCase());
    expect(marks.length).toBeGreaterThan(0);
    expect(new Set(marks)).toEqual(new Set(['css']));
    expect(screen.getByRole('status').textContent).toBe('');
    await expectAccessible();

    // While the next 15 are on their way the button keeps the focus and says so.
    const held = control.hold('css');
    await userEvent.click(moreButton());
    await held.sent;
    const busy = screen.getByRole('button', { name: 'Loading…' });
    expect(document.activeElement).toBe(busy);
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(busy);
    held.open();
    await waitFor(() => expect(hitLinks().length).toBeGreaterThan(15));
    const links = hitLinks();
    // Focus moves to the first new hit, and the new count is said.
    expect(document.activeElement).toBe(links[15]);
    expect(screen.getByRole('status').textContent).toMatch(
      new RegExp(`^Showing ${links.length} of \\d+ results$`),
    );
    // Asked once: the click while it loaded asked nothing more.
    expect(links.length).toBeLessThanOrEqual(30);
    if (links.length < 30) expect(screen.queryByRole('button')).toBeNull();
    await expectAccessible();
  });

  it('says nothing matched, with the query', async () => {
    searchPage('?q=zzzzqqq');
    mount();
    expect(await screen.findByText(/No articles match “zzzzqqq”/)).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    await expectAccessible();
  });

  it('invites a query when the page has none, and asks the service nothing', async () => {
    const control = searchPage('');
    mount();
    expect(screen.getByText(/Type what you are looking for/)).toBeTruthy();
    await expectAccessible();
    // A search asked for afterwards is the only one the service sees, once it is answered.
    await search('css');
    expect(control.seen.map((request) => bodyOf(request))).toEqual([
      expect.stringContaining('"query":"css"'),
    ]);
  });

  it('says the search failed, and tries again on request', async () => {
    const control = searchPage('?q=grid');
    control.fail(true);
    mount();
    expect((await screen.findByRole('alert')).textContent).toBe(SEARCH_FAILED);
    await expectAccessible();
    control.fail(false);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(hitLinks().length).toBeGreaterThan(0));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the hits shown when "load more" fails, and asks that step again', async () => {
    const control = searchPage('?q=css');
    mount();
    await waitFor(() => expect(hitLinks()).toHaveLength(15));
    control.fail(true);
    await userEvent.click(moreButton());
    expect((await screen.findByRole('alert')).textContent).toBe(SEARCH_FAILED);
    expect(hitLinks()).toHaveLength(15);
    // The note comes before the button, which keeps the focus.
    expect(document.activeElement).toBe(moreButton());
    await expectAccessible();
    control.fail(false);
    await userEvent.click(moreButton());
    await waitFor(() => expect(hitLinks().length).toBeGreaterThan(15));
    expect(document.activeElement).toBe(hitLinks()[15]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows markup in an indexed title as text and runs none of it', async () => {
    fakeLocation('/search?q=css');
    const hostile = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';
    indexAnswering([
      {
        ...hit('hostile', hostile),
        description: 'A &#60;b&#62; tag',
        author: 'Mallory',
        _highlightResult: {
          title: { value: `${hostile}<em>css</em>`, matchLevel: 'full', matchedWords: ['css'] },
          description: { value: '&#60;b&#62; <em>tag</em>', matchLevel: 'full', matchedWords: [] },
        },
      },
    ]);
    mount();
    const link = await screen.findByRole('link', { name: `${hostile}css` });
    expect(link.querySelector('img, script')).toBeNull();
    expect(document.querySelector('main img, main script, main b')).toBeNull();
    expect(screen.getByText('tag').tagName).toBe('MARK');
    expect(screen.getByText(/<b>/)).toBeTruthy();
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('links no hit to an address that is not a web one', async () => {
    fakeLocation('/search?q=css');
    indexAnswering([
      hit('bad', 'Run me', 'javascript:alert(1)'),
      hit('far', 'Elsewhere', 'https://example.org/a'),
    ]);
    mount();
    await screen.findByRole('link', { name: 'Elsewhere' });
    expect(screen.queryByRole('link', { name: 'Run me' })).toBeNull();
    expect(screen.getByText('Run me').closest('[href]')).toBeNull();
  });

  it("gives the host back the editor's markup on disconnect", async () => {
    searchPage('?q=css');
    const { host, disconnect } = mount();
    await waitFor(() => expect(hitLinks()).toHaveLength(15));
    disconnect();
    expect(host.innerHTML).toBe(EDITOR);
  });
});
