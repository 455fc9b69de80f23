import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import widget from '@widgets/containers/SearchHitsCount';
import { hitsCountView } from '@widgets/containers/SearchHitsCount/view';
import { more } from '@stores/search/actions';
import { $search } from '@stores/search/state';
import { expectAccessible } from '../../setup/axe';
import { searchPage } from './search-support';

// Released after each test: a store still followed would not search again for the next one.
const connected: (() => void)[] = [];
afterEach(() => connected.splice(0).forEach((disconnect) => disconnect()));

const mount = () => {
  document.body.innerHTML = '<main><h1>Search</h1><p>Found <span id="host"></span></p></main>';
  const host = document.getElementById('host') as HTMLElement;
  connected.push(widget.connect(host, {}));
  return host;
};

describe('hitsCountView', () => {
  it.each([
    [{ status: 'idle', query: '', nbHits: 0 }, 'css', true, 'Counting…'],
    [{ status: 'loading', query: '', nbHits: 0 }, 'css', true, 'Counting…'],
    [{ status: 'loading', query: 'css', nbHits: 40 }, 'css', false, '40 results'],
    [{ status: 'ready', query: 'css', nbHits: 1 }, 'css', false, '1 result'],
    [{ status: 'error', query: '', nbHits: 0 }, 'css', false, ''],
    [{ status: 'idle', query: '', nbHits: 0 }, '', false, ''],
  ] as const)('%o for ?q=%s: busy %s, says "%s"', (state, query, busy, text) => {
    const view = hitsCountView(state, query);
    expect(view.attributes).toEqual({ role: 'status', 'aria-busy': String(busy) });
    expect(view.children).toEqual([text]);
    expect(view.className?.includes('mw-skeleton')).toBe(busy);
  });
});

describe('SearchHitsCount', () => {
  it("counts the page's hits in a live region, busy until the answer", async () => {
    const control = searchPage('?q=css');
    const held = control.hold('css');
    mount();
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-busy')).toBe('true');
    await held.sent;
    held.open();
    await waitFor(() => expect(status.textContent).toMatch(/^\d+ results$/));
    // The region the reader's screen reader follows is the one that was there.
    expect(screen.getByRole('status')).toBe(status);
    expect(status.getAttribute('aria-busy')).toBe('false');
    expect(status.textContent).toBe(`${$search.get().nbHits} results`);
    // Loading more changes what is shown, not the count.
    await more();
    expect(status.textContent).toBe(`${$search.get().nbHits} results`);
    await expectAccessible();
  });

  it('says one result in the singular', async () => {
    searchPage('?q=oklch');
    mount();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('1 result'));
  });

  it('stays empty after a failure (the results say why)', async () => {
    const control = searchPage('?q=css');
    control.fail(true);
    mount();
    await waitFor(() => expect($search.get().status).toBe('error'));
    await waitFor(() => expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('false'));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('is an empty status region without a query', async () => {
    searchPage('');
    mount();
    const status = screen.getByRole('status');
    expect([status.textContent, status.getAttribute('aria-busy')]).toEqual(['', 'false']);
    await expectAccessible();
  });
});
