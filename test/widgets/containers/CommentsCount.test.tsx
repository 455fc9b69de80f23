import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { CommentsCount } from '../../../widgets/containers/CommentsCount/CommentsCount';
import widget from '../../../widgets/containers/CommentsCount';
import { connectStores } from '../../support/connected';
import { expectAccessible } from '../../setup/axe';

function mount(path: string) {
  document.body.innerHTML =
    '<main><h1>An article</h1><p>By Miriam · <span id="count"></span></p><div id="comments"></div></main>';
  const host = document.getElementById('count') as HTMLElement;
  render(<CommentsCount host={host} options={{ path, href: '#comments' }} />, { container: host });
  return host;
}

afterEach(() => vi.restoreAllMocks());

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
    // Only the count travels, never the thread (nor the sanitiser that comes with it).
    expect(spy.mock.calls.map(([url]) => String(url))).toEqual([
      expect.stringMatching(/\/comments\/articles-css-cascade-layers\.count\.json$/),
    ]);
    await expectAccessible();
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
    expect(await screen.findByRole('link', { name: 'Comments' })).toBeTruthy();
    await expectAccessible();
  });
});
