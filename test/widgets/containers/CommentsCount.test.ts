import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import widget from '@widgets/containers/CommentsCount';
import { commentsCountView } from '@widgets/containers/CommentsCount/view';
import { connectStores } from '../../support/connected';
import { expectAccessible } from '../../setup/axe';

// Released after each test: a store still followed would not load again for the next one.
const connected: (() => void)[] = [];

function mount(path: string, fallback = '') {
  document.body.innerHTML = `<main><h1>An article</h1><p>By Miriam · <span id="count">${fallback}</span></p><div id="comments"></div></main>`;
  const host = document.getElementById('count') as HTMLElement;
  const disconnect = widget.connect(host, { path, href: '#comments' });
  connected.push(disconnect);
  return { host, disconnect };
}

afterEach(() => {
  connected.splice(0).forEach((disconnect) => disconnect());
  vi.restoreAllMocks();
});

describe('commentsCountView', () => {
  it.each([
    [{ count: null, countStatus: 'loading' }, true, 'Counting comments…'],
    [{ count: null, countStatus: 'error' }, false, 'Comments'],
    [{ count: 4, countStatus: 'error' }, false, 'Comments'],
    [{ count: 0, countStatus: 'ready' }, false, '0 comments'],
    [{ count: 1, countStatus: 'ready' }, false, '1 comment'],
    [{ count: 1200, countStatus: 'ready' }, false, '1,200 comments'],
  ] as const)('%o: pending %s, says %s', (thread, pending, text) => {
    const view = commentsCountView(thread, '#c', 'en-US');
    expect(view.pending).toBe(pending);
    expect(view.markup?.children).toEqual([text]);
    expect(view.markup?.tag).toBe(pending ? 'span' : 'a');
  });
});

describe('CommentsCount', () => {
  it('links to #comments by default, for this page', () => {
    expect(widget.options.href.fallback).toBe('#comments');
    expect(widget.options.path.fallback).toBe('');
  });

  it('shows how many comments the article has, linking to the thread', async () => {
    connectStores();
    const spy = vi.spyOn(globalThis, 'fetch');
    mount('/articles/css-cascade-layers');
    expect(screen.getByText('Counting comments…').getAttribute('aria-busy')).toBe('true');
    const link = await screen.findByRole('link', { name: '3 comments' });
    expect(link.getAttribute('href')).toBe('#comments');
    expect(link.className).toBe('mw-comments-count');
    // Only the count travels, never the thread (nor the sanitiser that comes with it).
    expect(spy.mock.calls.map(([url]) => String(url))).toEqual([
      expect.stringMatching(/\/comments\/articles-css-cascade-layers\.count\.json$/),
    ]);
    await expectAccessible();
  });

  it("keeps the editor's link while counting, and gives it back on disconnect", async () => {
    connectStores();
    const { host, disconnect } = mount(
      '/articles/css-cascade-layers',
      '<a href="#comments">Comments</a>',
    );
    const fallback = screen.getByRole('link', { name: 'Comments' });
    expect(screen.queryByText('Counting comments…')).toBeNull();
    await screen.findByRole('link', { name: '3 comments' });
    disconnect();
    expect(host.firstElementChild).toBe(fallback);
    expect(screen.getByRole('link', { name: 'Comments' })).toBe(fallback);
  });

  it('counts a page without comments as 0 comments', async () => {
    connectStores();
    mount('/articles/no-comments-here');
    expect(await screen.findByRole('link', { name: '0 comments' })).toBeTruthy();
  });

  it('still links to the thread when the count cannot be had', async () => {
    connectStores();
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response(null, { status: 503 }));
    mount('/articles/css-cascade-layers');
    const link = await screen.findByRole('link', { name: 'Comments' });
    expect(link.getAttribute('href')).toBe('#comments');
    await expectAccessible();
  });
});
