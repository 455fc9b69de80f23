import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CommentsArea } from '@widgets/containers/CommentsArea/CommentsArea';
import widget from '@widgets/containers/CommentsArea';
import {
  AUTHOR_EMPTY,
  COMMENTS_LOAD_FAILED,
  COMMENT_EMPTY,
  COMMENT_HELD,
  COMMENT_PUBLISHED,
  EMAIL_INVALID,
  TWITTER_INVALID,
} from '@domain';
import { login } from '@stores/user/actions';
import { knownThread } from '@stores/comments/views';
import { DEMO_PASSWORD } from '@server/services/identity/demo-members';
import { connectStores } from '../../support/connected';
import { expectAccessible } from '../../setup/axe';

// The backend is shared by test files running in parallel: every write goes to a page of its own.
const newPage = () => `/articles/test-${Math.random().toString(36).slice(2, 10)}`;

const options = (path: string) => ({
  path,
  avatars: '',
  defaultAvatar: '/assets/img/avatar.svg',
});

function mount(path: string) {
  document.body.innerHTML = '<main><h1>An article</h1><div id="comments"></div></main>';
  const host = document.getElementById('comments') as HTMLElement;
  host.dataset.container = 'CommentsArea';
  render(<CommentsArea host={host} options={options(path)} />, { container: host });
  return host;
}

async function fill(author: string, email: string, body: string) {
  const user = userEvent.setup();
  if (author) await user.type(screen.getByLabelText('Name'), author);
  if (email) await user.type(screen.getByLabelText(/^Email/), email);
  if (body) await user.type(screen.getByLabelText('Comment'), body);
  return user;
}

declare global {
  var __commentsPwned: boolean | undefined;
}

afterEach(() => {
  vi.restoreAllMocks();
  globalThis.__commentsPwned = undefined;
});

/** No way for the comment to run code: no script, no on* attribute, no javascript: link. */
function expectInert(root: HTMLElement) {
  expect(root.querySelectorAll('script, iframe, object, embed, style')).toHaveLength(0);
  for (const element of root.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      expect(attribute.name).not.toMatch(/^on/i);
      expect(attribute.value).not.toMatch(/^\s*javascript:/i);
    }
  }
  expect(globalThis.__commentsPwned).toBeUndefined();
}

const PAYLOAD =
  'Nice one <script>globalThis.__commentsPwned = true</script>' +
  '<img src="x" onerror="globalThis.__commentsPwned = true">' +
  '<a href="javascript:globalThis.__commentsPwned = true">click me</a>';

describe('CommentsArea', () => {
  it('reads its options from the markup, this page by default', () => {
    expect(widget.options.path.fallback).toBe('');
    expect(widget.options.avatars.fallback).toContain('{md5}');
    // The spec's thumbnail size (SPEC point 9): fetched at the size it is drawn.
    expect(widget.options.avatars.fallback).toContain('s=70&');
  });

  it(
    'shows the seeded thread with replies nested, avatars, the badge and relative dates',
    { timeout: 20_000 },
    async () => {
      connectStores();
      const host = mount('/articles/css-cascade-layers');
      expect(screen.getByText('Loading comments…').getAttribute('aria-busy')).toBe('true');
      const hana = await screen.findByRole('article', { name: 'Comment by Hana Kovač' });
      expect(within(hana).getByText(/design system of about 400 components/)).toBeTruthy();
      // Milo answers Hana: his comment sits in the list of replies inside Hana's item.
      const hanaItem = hana.closest('li') as HTMLElement;
      const replies = within(hanaItem).getByRole('list');
      const milo = within(replies).getByRole('article', { name: 'Comment by Milo Member' });
      expect(within(milo).getByText('Verified member')).toBeTruthy();
      expect(within(hana).queryByText('Verified member')).toBeNull();
      expect(within(milo).getByText('@import url(vendor.css) layer(vendor);').tagName).toBe('CODE');
      const avatar = hana.querySelector('img') as HTMLImageElement;
      expect(avatar.getAttribute('alt')).toBe('');
      expect(avatar.getAttribute('src')).toBe('/assets/img/avatar.svg');
      expect([avatar.width, avatar.height]).toEqual([70, 70]);
      const time = hana.querySelector('time') as HTMLTimeElement;
      expect(time.dateTime).toBe('2026-03-12T10:41:00.000Z');
      expect(time.textContent).toMatch(/ago|yesterday|last/);
      expect(screen.getByRole('heading', { name: 'Comments (3)' })).toBeTruthy();
      expect(host.querySelectorAll('li')).toHaveLength(3);
      await expectAccessible();
    },
  );

  it('fetches nothing until the area nears the viewport', async () => {
    connectStores();
    let show: (() => void) | undefined;
    const watched: Element[] = [];
    class FakeObserver {
      constructor(callback: IntersectionObserverCallback) {
        show = () =>
          callback(
            [{ isIntersecting: true } as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          );
      }
      observe(target: Element) {
        watched.push(target);
      }
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const spy = vi.spyOn(globalThis, 'fetch');
    const host = mount('/articles/css-cascade-layers');
    // The area waits for the viewport, and nobody asked for the thread meanwhile.
    await waitFor(() => expect(watched.some((target) => host.contains(target))).toBe(true));
    expect(knownThread('/articles/css-cascade-layers').get().status).toBe('idle');
    expect(spy).not.toHaveBeenCalled();
    expect(screen.getByText('Loading comments…')).toBeTruthy();
    act(() => show?.());
    expect(await screen.findByRole('article', { name: 'Comment by Hana Kovač' })).toBeTruthy();
    expect(String(spy.mock.calls[0]?.[0])).toMatch(
      /\/comments\/articles-css-cascade-layers\.json$/,
    );
    vi.unstubAllGlobals();
  });

  it('shows its form at once where the build rendered it, so taking its place keeps the form', async () => {
    connectStores();
    // An observer that never answers: only the build's render says the area is near.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    document.body.innerHTML = '<main><div id="comments" data-prerendered=""></div></main>';
    const host = document.getElementById('comments') as HTMLElement;
    render(<CommentsArea host={host} options={options('/articles/css-cascade-layers')} />, {
      container: host,
    });
    expect(screen.getByRole('button', { name: 'Post comment' })).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Comment by Hana Kovač' })).toBeTruthy();
    vi.unstubAllGlobals();
  });

  it('says so when a page has no comments yet', async () => {
    connectStores();
    mount(newPage());
    expect(await screen.findByText(/No comments yet/)).toBeTruthy();
    await expectAccessible();
  });

  it('checks the form with the spec messages before sending anything', async () => {
    connectStores();
    mount(newPage());
    await screen.findByText(/No comments yet/);
    const spy = vi.spyOn(globalThis, 'fetch');
    const user = await fill('', 'not-an-email', '');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(screen.getByText(AUTHOR_EMPTY)).toBeTruthy();
    expect(screen.getByText(EMAIL_INVALID)).toBeTruthy();
    expect(screen.getByText(COMMENT_EMPTY)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));
    expect(spy).not.toHaveBeenCalled();
    await expectAccessible();
  });

  it('posts a comment that then shows in the thread, and keeps name and email', async () => {
    connectStores();
    mount(newPage());
    await screen.findByText(/No comments yet/);
    const user = await fill('Tess Tabby', 'tess@example.com', 'Layers finally clicked for me.');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText(COMMENT_PUBLISHED)).toBeTruthy();
    const mine = screen.getByRole('article', { name: 'Comment by Tess Tabby' });
    expect(within(mine).getByText('Layers finally clicked for me.')).toBeTruthy();
    expect(within(mine).getByText('now')).toBeTruthy();
    expect((screen.getByLabelText('Comment') as HTMLTextAreaElement).value).toBe('');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Tess Tabby');
    expect(screen.getByRole('heading', { name: 'Comments (1)' })).toBeTruthy();
    await expectAccessible();
  });

  it('takes an optional Twitter handle by the spec pattern, and shows it on the comment', async () => {
    connectStores();
    mount(newPage());
    await screen.findByText(/No comments yet/);
    const user = await fill('Tess Tabby', 'tess@example.com', 'Handles too.');
    const handle = screen.getByLabelText('Twitter handle (optional)');
    await user.type(handle, '@not-a-handle');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(screen.getByText(TWITTER_INVALID)).toBeTruthy();
    await user.clear(handle);
    await user.type(handle, '@tess_tabby');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText(COMMENT_PUBLISHED)).toBeTruthy();
    const mine = screen.getByRole('article', { name: 'Comment by Tess Tabby' });
    const link = within(mine).getByRole('link', { name: '@tess_tabby' });
    expect(link.getAttribute('href')).toBe('https://twitter.com/tess_tabby');
    await expectAccessible();
  });

  it('replies to a comment: the reply is nested under it', async () => {
    connectStores();
    mount(newPage());
    await screen.findByText(/No comments yet/);
    let user = await fill('Tess Tabby', 'tess@example.com', 'First!');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    await screen.findByRole('article', { name: 'Comment by Tess Tabby' });
    await user.click(screen.getByRole('button', { name: 'Reply to Tess Tabby' }));
    expect(screen.getByRole('heading', { name: 'Reply to Tess Tabby' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Comment'));
    user = await fill('', '', 'Answering myself.');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    await waitFor(() => {
      const first = screen.getByText('First!').closest('li') as HTMLElement;
      expect(within(within(first).getByRole('list')).getByText('Answering myself.')).toBeTruthy();
    });
    expect(screen.getByRole('heading', { name: 'Leave a comment' })).toBeTruthy();
  });

  it('says a comment with a link waits for a moderator, and does not show it', async () => {
    connectStores();
    mount(newPage());
    await screen.findByText(/No comments yet/);
    const user = await fill('Spam Cat', 'spam@example.com', 'Read more at https://cats.example');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText(COMMENT_HELD)).toBeTruthy();
    expect(screen.queryByText(COMMENT_PUBLISHED)).toBeNull();
    expect(screen.queryByRole('article', { name: 'Comment by Spam Cat' })).toBeNull();
    expect(screen.getByText(/No comments yet/)).toBeTruthy();
  });

  it('keeps everything typed when the post fails, and says why', async () => {
    connectStores();
    mount(newPage());
    await screen.findByText(/No comments yet/);
    const user = await fill('Tess Tabby', 'tess@example.com', 'Will this get through?');
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response(null, { status: 503 }));
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/something went wrong|connection error/i);
    expect((screen.getByLabelText('Comment') as HTMLTextAreaElement).value).toBe(
      'Will this get through?',
    );
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Tess Tabby');
    await expectAccessible();
  });

  it('says when the thread cannot be loaded, and still takes a comment', async () => {
    connectStores();
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response(null, { status: 503 }));
    mount(newPage());
    expect(await screen.findByText(COMMENTS_LOAD_FAILED)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Post comment' })).toBeTruthy();
    await expectAccessible();
  });

  it('renders a posted script payload inert', async () => {
    connectStores();
    const host = mount(newPage());
    await screen.findByText(/No comments yet/);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Mallory');
    await user.type(screen.getByLabelText(/^Email/), 'mallory@example.com');
    // Typed as is: user-event would read the brackets as key names.
    await user.click(screen.getByLabelText('Comment'));
    await user.paste(PAYLOAD);
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    const mine = await screen.findByRole('article', { name: 'Comment by Mallory' });
    expect(within(mine).getByText(/Nice one/)).toBeTruthy();
    expectInert(host);
  });

  it('renders a script payload served in the thread inert', async () => {
    connectStores();
    const raw = [
      {
        id: 1,
        parent: null,
        author: 'Mallory',
        verified: false,
        twitter: null,
        md5: '0bc83cb571cd1c50ba6f3e8a78ef1346',
        www: null,
        body: `<p>${PAYLOAD}</p><p><a href="https://ok.example/">fine link</a></p>`,
        date: '2026-03-12T10:41:00Z',
      },
    ];
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      new Response(JSON.stringify(raw), { headers: { 'Content-Type': 'application/json' } }),
    );
    const host = mount(newPage());
    const mine = await screen.findByRole('article', { name: 'Comment by Mallory' });
    expect(within(mine).getByText('click me').hasAttribute('href')).toBe(false);
    expect(within(mine).getByRole('link', { name: 'fine link' }).getAttribute('rel')).toBe(
      'nofollow ugc noopener',
    );
    // What the sanitiser left is all there is: no handler is left to run later.
    expectInert(host);
  });

  it(
    "fills in a member's email, and posts with the verified badge",
    { timeout: 20_000 },
    async () => {
      connectStores();
      await login('member@example.com', DEMO_PASSWORD, false);
      mount(newPage());
      await screen.findByText(/No comments yet/);
      expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe(
        'member@example.com',
      );
      const name = (screen.getByLabelText('Name') as HTMLInputElement).value || 'Milo';
      const user = await fill(
        (screen.getByLabelText('Name') as HTMLInputElement).value ? '' : name,
        '',
        'Posting as a member.',
      );
      await user.click(screen.getByRole('button', { name: 'Post comment' }));
      const mine = await screen.findByRole('article', { name: `Comment by ${name}` });
      expect(within(mine).getByText('Verified member')).toBeTruthy();
    },
  );
});
