import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemberCount } from '../../../widgets/containers/MemberCount/MemberCount';
import { swapClients } from '../../../src/stores/seam';
import { defaultConfig } from '../../../src/config/config';
import { connectStores } from '../../support/connected';
import { expectAccessible } from '../../setup/axe';

const mount = (one = 'member', other = 'members') => {
  document.body.innerHTML =
    '<main><h1>Plans</h1><p>Join <span id="host"></span> who keep us independent.</p></main>';
  const host = document.getElementById('host') as HTMLElement;
  render(<MemberCount host={host} options={{ one, other }} />, { container: host });
  return host;
};

const membersNow = async (): Promise<number> => {
  const res = await fetch(`${inject('backendUrl')}/site-api/market`);
  return ((await res.json()) as { members: number }).members;
};

describe('MemberCount', () => {
  it(
    'shows the number of members from the market feed, counting first',
    { timeout: 20_000 },
    async () => {
      connectStores();
      const host = mount();
      expect(screen.getByText('Counting members…').getAttribute('aria-busy')).toBe('true');
      const members = await membersNow();
      expect(members).toBeGreaterThanOrEqual(2);
      await screen.findByText(new Intl.NumberFormat(navigator.language).format(members));
      expect(host.textContent).toBe(`${members} members`);
      await expectAccessible();
    },
  );

  it("formats large counts for the reader's locale and takes the editor's words", async () => {
    const big = async () =>
      new Response(JSON.stringify({ count: 0, results: [], members: 12480, facets: {} }), {
        headers: { 'Content-Type': 'application/json' },
      });
    swapClients({
      config: defaultConfig('https://magazine.example'),
      site: { baseUrl: 'https://magazine.example/site-api', fetch: big },
    });
    const host = mount('reader', 'readers');
    await screen.findByText(new Intl.NumberFormat(navigator.language).format(12480));
    expect(host.textContent).toMatch(/^12.480 readers$/);
  });

  it('says when the feed cannot be reached', async () => {
    swapClients({
      config: defaultConfig('https://magazine.example'),
      site: {
        baseUrl: 'https://magazine.example/site-api',
        fetch: async () => new Response(null, { status: 503 }),
      },
    });
    mount();
    expect(await screen.findByText(/connection error|went wrong/i)).toBeTruthy();
    await expectAccessible();
  });
});
