import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AddLoginRedirect from '@widgets/behaviours/AddLoginRedirect';
import { takeReturnPath } from '@stores/user/routes';
import { fakeLocation } from '../../support/location';
import { expectAccessible } from '../../setup/axe';

const RETURN_TO = 'mw-return-to';

// jsdom does not navigate: the link's own click listener is what a real follow would run.
const page = (html: string) => {
  document.body.innerHTML = `<main><h1>Article</h1>${html}</main>`;
  const link = document.querySelector('a') as HTMLElement;
  link.addEventListener('click', (event) => event.preventDefault());
  return link;
};

describe('AddLoginRedirect', () => {
  afterEach(() => vi.restoreAllMocks());

  it('remembers the current page, query included, when the login link is followed', async () => {
    fakeLocation('/articles/css-cascade-layers?page=2');
    const link = page('<a href="/auth/">Log in to comment</a>');
    AddLoginRedirect.connect(link, {});
    expect(localStorage.getItem(RETURN_TO)).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Log in to comment' }));
    expect(localStorage.getItem(RETURN_TO)).toBe('/articles/css-cascade-layers?page=2');
    // The login page reads it once, then forgets it.
    expect(takeReturnPath()).toBe('/articles/css-cascade-layers?page=2');
    expect(localStorage.getItem(RETURN_TO)).toBeNull();
  });

  it('remembers it when the link is followed from the keyboard too', async () => {
    fakeLocation('/books/');
    const link = page('<a href="/auth/">Log in</a>');
    AddLoginRedirect.connect(link, {});
    await userEvent.tab();
    expect(document.activeElement).toBe(link);
    await userEvent.keyboard('{Enter}');
    expect(localStorage.getItem(RETURN_TO)).toBe('/books/');
  });

  it('leaves the editor’s link exactly as written', async () => {
    fakeLocation('/books/');
    const link = page('<a href="/auth/" class="login">Log in</a>');
    const before = link.outerHTML;
    AddLoginRedirect.connect(link, {});
    expect(link.outerHTML).toBe(before);
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/auth/');
    await expectAccessible();
  });

  it('lets go on disconnect', async () => {
    fakeLocation('/books/');
    const link = page('<a href="/auth/">Log in</a>');
    const disconnect = AddLoginRedirect.connect(link, {});
    disconnect();
    await userEvent.click(link);
    expect(localStorage.getItem(RETURN_TO)).toBeNull();
  });
});
