import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { defaultConfig } from '@config/config';
import type { WidgetConfig } from '@config/config';
import {
  COMMENTS_LOAD_FAILED,
  COMMENT_HELD,
  COMMENT_PUBLISHED,
  EMAIL_INVALID,
  threadName,
} from '@domain';
import { loadCount, loadThread, post } from '@stores/comments/actions';
import { $comments, EMPTY_THREAD, threadState } from '@stores/comments/state';
import { resetStores, swapClients } from '@stores/seam';

// The backend is shared by test files running in parallel: every write goes to a page of its own.
const newPage = () => `/articles/test-${Math.random().toString(36).slice(2, 10)}/`;

const input = {
  author: 'Tess Tabby',
  email: 'tess@example.com',
  body: 'Lovely piece. The part on layers finally made it click for me.',
};

let config: WidgetConfig;
beforeEach(() => {
  config = defaultConfig(inject('backendUrl'));
  swapClients({ config });
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** A fetch that holds the next request until released (a slow network). */
function holdNextFetch() {
  const real = globalThis.fetch;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementationOnce(async (...args) => {
    await released;
    return real(...args);
  });
  return { release, spy };
}

describe('comment threads against the reference backend', () => {
  it('loads a thread, keyed by thread name, with its count', async () => {
    const path = '/articles/css-cascade-layers/';
    expect(threadState(path)).toBe(EMPTY_THREAD);
    const loading = loadThread(path);
    expect(threadState(path)).toMatchObject({ status: 'loading', error: null });
    await loading;
    const thread = threadState('/articles/css-cascade-layers');
    expect(thread).toMatchObject({ status: 'ready', countStatus: 'ready', error: null });
    expect(thread.items.length).toBeGreaterThanOrEqual(2);
    expect(thread.count).toBe(thread.items.length);
    expect(Object.keys($comments.get())).toEqual([threadName(path)]);
  });

  it('loads a count alone (CommentsCount), zero for a page nobody wrote about', async () => {
    const path = newPage();
    const loading = loadCount(path);
    expect(threadState(path)).toMatchObject({ countStatus: 'loading', status: 'idle' });
    await loading;
    expect(threadState(path)).toMatchObject({ count: 0, countStatus: 'ready', items: [] });
  });

  it('sanitises bodies before they reach the store (and so the DOM)', async () => {
    const path = newPage();
    const evil = {
      id: 1,
      parent: null,
      author: 'Mallory',
      verified: false,
      twitter: null,
      md5: '0'.repeat(32),
      www: null,
      body: '<p>Hi<script>alert(1)</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">x</a></p>',
      date: '2026-01-01T00:00:00.000Z',
    };
    // A compromised comment host: something the reference backend never serves.
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(Response.json([evil]));
    await loadThread(path);
    expect(threadState(path).items).toEqual([{ ...evil, body: '<p>Hi<a>x</a></p>' }]);
  });

  it('keeps the comments shown when a reload fails', async () => {
    const path = '/articles/css-cascade-layers';
    await loadThread(path);
    const before = threadState(path);
    swapClients({ config: { ...config, commentsBase: `${config.commentsBase}/missing/deeper` } });
    await loadThread(path);
    expect(threadState(path)).toEqual({ ...before, status: 'error', error: COMMENTS_LOAD_FAILED });
    await loadCount(`${path}/`);
    expect(threadState(path)).toMatchObject({ countStatus: 'error', count: before.count });
  });

  it('the newest load wins, and an answer after a reset writes nothing', async () => {
    const path = '/articles/css-cascade-layers';
    const slow = holdNextFetch();
    const older = loadThread(path);
    await loadThread(path);
    const newer = threadState(path);
    slow.release();
    await older;
    expect(threadState(path)).toBe(newer);

    const late = holdNextFetch();
    const pending = loadCount(path);
    resetStores();
    late.release();
    await pending;
    expect($comments.get()).toEqual({});
  });
});

describe('posting comments against the reference backend', () => {
  it('a published comment joins the loaded thread and its count', async () => {
    const path = newPage();
    await loadThread(path);
    const posting = post(path, { ...input, body: 'Great <b>read</b>!' });
    expect(threadState(path)).toMatchObject({ posting: true, postError: null });
    expect(await posting).toEqual({ ok: true, status: 'published', message: COMMENT_PUBLISHED });
    const thread = threadState(path);
    expect(thread).toMatchObject({ posting: false, postError: null, count: 1 });
    expect(thread.items.map((c) => [c.author, c.body])).toEqual([
      ['Tess Tabby', '<p>Great &lt;b&gt;read&lt;/b&gt;!</p>'],
    ]);
    // What the store holds is what the server now serves.
    await loadThread(path);
    expect(threadState(path).items).toEqual(thread.items);
  });

  it('a published comment stays when a load that left before it answers after it', async () => {
    const path = newPage();
    // The thread's request leaves first and is answered last (a slow network): its list was
    // read before the comment existed.
    const real = globalThis.fetch;
    let answered = () => {};
    const read = new Promise<void>((resolve) => (answered = resolve));
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    vi.spyOn(globalThis, 'fetch').mockImplementationOnce(async (...args) => {
      const answer = await real(...args);
      answered();
      await released;
      return answer;
    });
    const loading = loadThread(path);
    await read;
    expect(await post(path, input)).toMatchObject({ ok: true, status: 'published' });
    release();
    await loading;
    const thread = threadState(path);
    expect(thread).toMatchObject({ status: 'ready', count: 1 });
    expect(thread.items.map((c) => c.author)).toEqual(['Tess Tabby']);
  });

  it('a published comment only counts where the thread is not loaded', async () => {
    const path = newPage();
    await post(path, input);
    expect(threadState(path)).toMatchObject({ items: [], count: null, posting: false });
    await loadCount(path);
    await post(path, { ...input, body: 'And another thing.' });
    expect(threadState(path)).toMatchObject({ items: [], count: 2 });
  });

  it('a comment with a link is held for moderation and changes no thread', async () => {
    const path = newPage();
    await loadThread(path);
    const before = threadState(path);
    const outcome = await post(path, { ...input, body: 'See www.cats.example/layers too' });
    expect(outcome).toEqual({ ok: true, status: 'pending', message: COMMENT_HELD });
    expect(threadState(path)).toEqual(before);
  });

  it('a refused comment leaves the thread as it was and returns the error', async () => {
    const path = newPage();
    await post(path, input);
    await loadThread(path);
    const before = threadState(path);
    const outcome = await post(path, { ...input, email: 'tess-at-example' });
    expect(outcome).toEqual({ ok: false, error: EMAIL_INVALID });
    const after = threadState(path);
    expect(after).toEqual({ ...before, postError: EMAIL_INVALID });
    expect(after.items).toBe(before.items);
    // The next attempt clears the error.
    await post(path, { ...input, body: 'Second try.' });
    expect(threadState(path)).toMatchObject({ postError: null, count: 2 });
  });

  it('an answer after a reset writes nothing', async () => {
    const path = newPage();
    const late = holdNextFetch();
    const pending = post(path, input);
    resetStores();
    late.release();
    expect(await pending).toMatchObject({ ok: true, status: 'published' });
    expect($comments.get()).toEqual({});
  });
});
