import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import widget from '@widgets/containers/SearchTitle';
import { titledDocument } from '@widgets/containers/SearchTitle/title';
import { fakeLocation } from '../../support/location';
import { expectAccessible } from '../../setup/axe';

const mount = () => {
  document.title = 'Search — Smashing Magazine Demo';
  document.body.innerHTML = '<main><h1 id="host">Search results</h1></main>';
  const host = document.getElementById('host') as HTMLElement;
  return widget.connect(host, {});
};

describe('titledDocument', () => {
  it("puts the title before the site's name, or alone without one", () => {
    expect(titledDocument('Search — Magazine', 'Found')).toBe('Found — Magazine');
    expect(titledDocument('A — B — C', 'Found')).toBe('Found — B — C');
    expect(titledDocument('Search', 'Found')).toBe('Found');
  });
});

describe('SearchTitle', () => {
  it('names the query in the heading and the document title', async () => {
    fakeLocation('/search?q=%3Cb%3Ecss%3C%2Fb%3E');
    const disconnect = mount();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Search results for "<b>css</b>"',
    );
    expect(document.querySelector('h1 b')).toBeNull();
    expect(document.title).toBe('Search results for "<b>css</b>" — Smashing Magazine Demo');
    await expectAccessible();
    disconnect();
    expect(document.title).toBe('Search — Smashing Magazine Demo');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Search results');
  });

  it('says plainly "Search" without a query', () => {
    fakeLocation('/search?q=%20');
    mount();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Search');
    expect(document.title).toBe('Search — Smashing Magazine Demo');
  });
});
