import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { SearchHitsCount } from '@widgets/containers/SearchHitsCount/SearchHitsCount';
import { more } from '@stores/search/actions';
import { $search } from '@stores/search/state';
import { expectAccessible } from '../../setup/axe';
import { searchPage } from './search-support';

const mount = () => {
  document.body.innerHTML = '<main><h1>Search</h1><p>Found <span id="host"></span></p></main>';
  const host = document.getElementById('host') as HTMLElement;
  render(<SearchHitsCount host={host} options={{}} />, { container: host });
};

describe('SearchHitsCount', () => {
  it("counts the page's hits in a live region, busy until the answer", async () => {
    const control = searchPage('?q=css');
    const held = control.hold('css');
    mount();
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-busy')).toBe('true');
    await held.sent;
    held.open();
    await waitFor(() => expect(status.textContent).toMatch(/^\d+ results$/));
    expect(status.getAttribute('aria-busy')).toBe('false');
    expect(status.textContent).toBe(`${$search.get().nbHits} results`);
    // Loading more changes what is shown, not the count.
    await more();
    expect(status.textContent).toBe(`${$search.get().nbHits} results`);
    await expectAccessible();
  });

  it('says one result in the singular', async () => {
    searchPage('?q=oklch');
    mount();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('1 result'));
  });

  it('stays empty after a failure (the results say why)', async () => {
    const control = searchPage('?q=css');
    control.fail(true);
    mount();
    await waitFor(() => expect($search.get().status).toBe('error'));
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
