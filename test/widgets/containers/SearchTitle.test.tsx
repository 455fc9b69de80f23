import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { SearchTitle } from '@widgets/containers/SearchTitle/SearchTitle';
import { fakeLocation } from '../../support/location';
import { expectAccessible } from '../../setup/axe';

const mount = () => {
  document.title = 'Search — Smashing Magazine Demo';
  document.body.innerHTML = '<main><h1 id="host">Search</h1></main>';
  const host = document.getElementById('host') as HTMLElement;
  return render(<SearchTitle host={host} options={{}} />, { container: host });
};

describe('SearchTitle', () => {
  it('names the query in the heading and the document title', async () => {
    fakeLocation('/search?q=%3Cb%3Ecss%3C%2Fb%3E');
    const { unmount } = mount();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Search results for "<b>css</b>"',
    );
    expect(document.querySelector('h1 b')).toBeNull();
    expect(document.title).toBe('Search results for "<b>css</b>" — Smashing Magazine Demo');
    await expectAccessible();
    unmount();
    expect(document.title).toBe('Search — Smashing Magazine Demo');
  });

  it('says plainly "Search" without a query', () => {
    fakeLocation('/search?q=%20');
    mount();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Search');
  });
});
