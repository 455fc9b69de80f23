import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Search from '../../../widgets/behaviours/Search';
import { $suggestions } from '../../../src/stores/search/suggest';
import { fakeLocation } from '../../support/location';
import { expectAccessible } from '../../setup/axe';
import { searchPage } from '../containers/search-support';

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
  const box = screen.getByRole('combobox', { name: 'Search articles' }) as HTMLInputElement;
  return { form, box, disconnect };
};

const optionTexts = () => screen.queryAllByRole('option').map((o) => o.textContent);

describe('Search', () => {
  it('suggests as the reader types, as a combobox; Enter on a suggestion opens it', async () => {
    const control = searchPage('');
    const location = fakeLocation('/articles/');
    const { box } = connect();
    expect(box.getAttribute('aria-expanded')).toBe('false');
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
    await new Promise((resolve) => setTimeout(resolve, 100));
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
    await new Promise((resolve) => setTimeout(resolve, 100));
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
