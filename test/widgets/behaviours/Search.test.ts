import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Search from '@widgets/behaviours/Search';
import { $suggestions } from '@stores/search/suggest';
import type * as SuggestStore from '@stores/search/suggest';
import { fakeLocation } from '../../support/location';
import { expectAccessible } from '../../setup/axe';
import { searchPage } from '../containers/search-support';

// The suggestion code arrives by import(): the test sees when, and can hold it on its way.
const box$ = vi.hoisted(() => ({ imported: 0, held: undefined as Promise<void> | undefined }));
vi.mock('@widgets/behaviours/Search/suggestion-box', async (importOriginal) => {
  box$.imported += 1;
  await box$.held;
  return importOriginal();
});

// Every suggest() the box started, so a test can wait until the store handled each answer.
const suggesting = vi.hoisted(() => ({ calls: [] as Promise<void>[] }));
vi.mock('@stores/search/suggest', async (importOriginal) => {
  const store = await importOriginal<typeof SuggestStore>();
  const suggest = (typed: string) => {
    const call = store.suggest(typed);
    suggesting.calls.push(call);
    return call;
  };
  return { ...store, suggest };
});

/** Until the store has taken in every answer asked for, late ones included. */
const everyAnswerHandled = () => Promise.all(suggesting.calls);

const FORM = `
  <header>
    <form role="search" action="/search">
      <label for="q">Search articles</label>
      <input id="q" name="q" type="search" />
      <button type="submit">Search</button>
    </form>
  </header>
  <main><h1>An article</h1></main>`;

const connect = (delay = 20) => {
  document.body.innerHTML = FORM;
  const form = document.querySelector('form') as HTMLFormElement;
  const disconnect = Search.connect(form, { delay });
  // A plain search box until the reader comes to it; a combobox once its code arrived.
  const box = screen.getByRole('searchbox', { name: 'Search articles' }) as HTMLInputElement;
  return { form, box, disconnect };
};

const optionTexts = () => screen.queryAllByRole('option').map((o) => o.textContent);

describe('Search', () => {
  // First in the file: the module cache keeps the suggestion code once any test imported it.
  it('imports its suggestion code on the first focus, and suggests what was typed meanwhile', async () => {
    const control = searchPage('');
    let arrive = () => {};
    const { box } = connect();
    // Every import the page began is in: none of them was the suggestion code.
    await vi.dynamicImportSettled();
    expect(box$.imported).toBe(0);
    box$.held = new Promise<void>((resolve) => (arrive = resolve));
    expect(box.getAttribute('role')).toBeNull();

    box.focus();
    await waitFor(() => expect(box$.imported).toBe(1));
    // Typed while the code is on its way: the box keeps it, as a plain form would.
    await userEvent.type(box, 'grid');
    expect(box.value).toBe('grid');
    expect(screen.queryByRole('listbox', { hidden: true })).toBeNull();
    expect(control.seen).toHaveLength(0);

    arrive();
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(0));
    expect(box.getAttribute('role')).toBe('combobox');
    expect(control.seen).toHaveLength(1);
    expect($suggestions.get()).toMatchObject({ status: 'ready', query: 'grid' });
    box$.held = undefined;
  });

  it('is a plain search form until the reader comes to it', async () => {
    searchPage('');
    const { form, box } = connect();
    const submitted = vi.fn((event: SubmitEvent) => event.preventDefault());
    form.addEventListener('submit', submitted);
    box.value = 'grid';
    form.requestSubmit();
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(new FormData(form).get('q')).toBe('grid');
    expect(box.getAttribute('role')).toBeNull();
  });

  it('suggests as the reader types, as a combobox; Enter on a suggestion opens it', async () => {
    const control = searchPage('');
    const location = fakeLocation('/articles/');
    const { box } = connect();
    box.focus();
    await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('false'));
    await userEvent.type(box, 'cascade');
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(0));
    // Debounced: the quick keys made one request, for the whole word.
    expect(control.seen).toHaveLength(1);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('status').textContent).toMatch(/^\d+ suggested articles?$/);
    const first = screen.getAllByRole('option')[0] as HTMLElement;
    expect(first.querySelector('mark')?.textContent?.toLowerCase()).toBe('cascade');
    await expectAccessible();

    await userEvent.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(first.id);
    expect(first.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{Enter}');
    expect(location.assign).toHaveBeenCalledWith(first.dataset.url);
    expect(first.dataset.url).toMatch(/^\/articles\//);
  });

  it('never lets an older answer replace the newer one', async () => {
    const control = searchPage('');
    const { box } = connect();
    const late = control.hold('cs');
    await userEvent.type(box, 'cs');
    await late.sent;
    await userEvent.type(box, 's');
    await waitFor(() =>
      expect($suggestions.get()).toMatchObject({ status: 'ready', query: 'css' }),
    );
    const newest = optionTexts();
    expect(newest.length).toBeGreaterThan(0);
    late.open();
    await everyAnswerHandled();
    expect($suggestions.get().query).toBe('css');
    expect(optionTexts()).toEqual(newest);
  });

  it('shows no answer to other text than the box holds', async () => {
    const control = searchPage('');
    const { box } = connect(0);
    const held = control.hold('grid');
    await userEvent.type(box, 'grid');
    await held.sent;
    await userEvent.clear(box);
    await userEvent.type(box, 'x');
    held.open();
    await everyAnswerHandled();
    expect($suggestions.get()).toMatchObject({ status: 'ready', query: 'x' });
    expect(screen.queryAllByRole('option')).toEqual([]);
  });

  it('submits to the search page on Enter without a chosen suggestion', async () => {
    searchPage('');
    const { form, box } = connect();
    const submitted = vi.fn((event: SubmitEvent) => event.preventDefault());
    form.addEventListener('submit', submitted);
    await userEvent.type(box, 'grid');
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(0));
    await userEvent.keyboard('{Enter}');
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(new FormData(form).get('q')).toBe('grid');
  });

  it('closes on Escape, clears on a second Escape, and lets go on disconnect', async () => {
    searchPage('');
    const { box, disconnect } = connect();
    await userEvent.type(box, 'grid');
    await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('true'));
    await userEvent.keyboard('{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.value).toBe('grid');
    await userEvent.keyboard('{Escape}');
    expect(box.value).toBe('');
    disconnect();
    expect(box.getAttribute('role')).toBeNull();
    expect(document.querySelector('ul')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('warns once and leaves a form without a query box alone', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    document.body.innerHTML = '<form role="search" action="/search"></form>';
    const form = document.querySelector('form') as HTMLFormElement;
    Search.connect(form, { delay: 20 })();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no <input name="q">'));
    warn.mockRestore();
  });
});
