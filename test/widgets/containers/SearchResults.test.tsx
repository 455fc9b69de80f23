import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchResults } from '@widgets/containers/SearchResults/SearchResults';
import { SEARCH_FAILED } from '@domain';
import { search } from '@stores/search/actions';
import { fakeLocation } from '../../support/location';
import { bodyOf } from '../../support/search-requester';
import { expectAccessible } from '../../setup/axe';
import { indexAnswering, searchPage } from './search-support';
import { renderInPage } from '../../support/render-in-page';

const mount = () =>
  renderInPage('Search', (host) => (
    <SearchResults host={host} options={{ moreLabel: 'Load more results' }} />
  ));

const hitLinks = () => within(screen.getByRole('list')).getAllByRole('link');

describe('SearchResults', () => {
  it('shows the first 15 hits for ?q= with the matched words marked, then 15 more', async () => {
    searchPage('?q=css');
    mount();
    // The room is held, busy, while the first answer is on its way.
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    await waitFor(() => expect(hitLinks()).toHaveLength(15));
    const first = hitLinks()[0] as HTMLAnchorElement;
    expect(first.getAttribute('href')).toMatch(/^\/articles\//);
    const marks = [...document.querySelectorAll('mark')].map((m) => m.textContent?.toLowerCase());
    expect(marks.length).toBeGreaterThan(0);
    expect(new Set(marks)).toEqual(new Set(['css']));
    await expectAccessible();

    await userEvent.click(screen.getByRole('button', { name: 'Load more results' }));
    await waitFor(() => expect(hitLinks().length).toBeGreaterThan(15));
    const links = hitLinks();
    // Focus moves to the first new hit, and the new count is said.
    expect(document.activeElement).toBe(links[15]);
    expect(screen.getByRole('status').textContent).toContain(`Showing ${links.length} of`);
    // Every hit is shown: no button offers more.
    expect(links.length).toBeLessThanOrEqual(30);
    if (links.length < 30) {
      expect(screen.queryByRole('button', { name: 'Load more results' })).toBeNull();
    }
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
    // A search asked for afterwards is the only one the service sees, once it is answered.
    await act(() => search('css'));
    expect(control.seen.map((request) => bodyOf(request))).toEqual([
      expect.stringContaining('"query":"css"'),
    ]);
  });

  it('says the search failed, and tries again on request', async () => {
    const control = searchPage('?q=grid');
    control.fail(true);
    mount();
    expect((await screen.findByRole('alert')).textContent).toContain(SEARCH_FAILED);
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
    await userEvent.click(screen.getByRole('button', { name: 'Load more results' }));
    expect((await screen.findByRole('alert')).textContent).toContain(SEARCH_FAILED);
    expect(hitLinks()).toHaveLength(15);
    control.fail(false);
    await userEvent.click(screen.getByRole('button', { name: 'Load more results' }));
    await waitFor(() => expect(hitLinks().length).toBeGreaterThan(15));
    expect(document.activeElement).toBe(hitLinks()[15]);
  });

  it('shows markup in an indexed title as text and runs none of it', async () => {
    fakeLocation('/search?q=css');
    const hostile = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';
    indexAnswering([
      {
        objectID: 'hostile',
        title: hostile,
        url: '/articles/hostile',
        description: 'A &#60;b&#62; tag',
        author: 'Mallory',
        tags: [],
        image: '',
        publishedDate: '2026-01-01T00:00:00.000Z',
        commentCount: 0,
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
});
