import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Search from '@widgets/behaviours/Search';
import { renderSuggestions, resultsUrl } from '@widgets/behaviours/Search/suggestion-list';
import { fakeLocation } from '../../support/location';
import { expectAccessible } from '../../setup/axe';

// The magazine's header form: the field opens from a "Search" button.
const HEADER = `
  <header>
    <form role="search" action="/search">
      <button type="button" aria-expanded="false" aria-controls="field">Search</button>
      <div id="field">
        <label for="q">Search articles</label>
        <input id="q" name="q" type="search" />
        <button type="submit">Find</button>
      </div>
    </form>
    <a href="/books/">Books</a>
  </header>
  <main><h1>A page</h1></main>`;

const connect = (path = '/articles/') => {
  fakeLocation(path);
  document.body.innerHTML = HEADER;
  const form = document.querySelector('form') as HTMLFormElement;
  const disconnect = Search.connect(form, { delay: 20 });
  const toggle = screen.getByRole('button', { name: 'Search' });
  const box = screen.getByRole('searchbox', { name: 'Search articles' }) as HTMLInputElement;
  return { toggle, box, disconnect };
};

describe('Search: the header field and the way to every result', () => {
  it('opens the field from its button into the box; Escape closes it back to the button', async () => {
    const { toggle, box } = connect();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(box);
    await expectAccessible();
    await userEvent.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('closes when focus or a pointer goes elsewhere, not while it stays in the form', async () => {
    const { toggle } = connect();
    await userEvent.click(toggle);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Find' })).toBe(document.activeElement);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Books' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    await userEvent.click(toggle);
    fireEvent.pointerDown(screen.getByRole('heading', { name: 'A page' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('lets go of the button on disconnect', async () => {
    const { toggle, disconnect } = connect();
    disconnect();
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows the query in the box on the search page, and only there', () => {
    expect(connect('/search?q=grid%20layout').box.value).toBe('grid layout');
    expect(connect('/articles/?q=grid').box.value).toBe('');
  });

  it('ends the suggestions with one for every result, and offers none without suggestions', () => {
    document.body.innerHTML = '<form action="/search"><ul role="listbox"></ul></form>';
    const form = document.querySelector('form');
    const listbox = screen.getByRole('listbox');
    const url = resultsUrl(form, 'css & grid');
    expect(url).toBe('/search?q=css+%26+grid');
    renderSuggestions(
      listbox,
      [{ id: '1', title: 'Grid in <em>CSS</em>', url: '/articles/grid' }],
      { query: 'css & grid', url },
    );
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Grid in CSS',
      'See all results for "css & grid"',
    ]);
    expect(options[1]?.dataset.url).toBe('/search?q=css+%26+grid');
    renderSuggestions(listbox, [], { query: 'zzz', url: resultsUrl(form, 'zzz') });
    expect(screen.queryAllByRole('option')).toEqual([]);
  });
});
