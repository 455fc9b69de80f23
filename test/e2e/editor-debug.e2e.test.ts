import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { MISTAKES_PAGE, settle } from './demo-pages';
import { hasChromium, recordScripts, useDemo } from './harness';

// The editor's view: `?widgets=debug` outlines every widget with its name and state, says what
// it read and what is wrong, and lists them all in a panel; a reader's page fetches none of it.
describe.runIf(hasChromium)("the editor's view of the widgets", () => {
  const { fresh } = useDemo();

  it('names a misspelt widget with a suggestion and a missing attribute, in a labelled panel', async () => {
    const { base, page } = await fresh();
    const scripts = recordScripts(page);
    await page.goto(`${base}${MISTAKES_PAGE}?widgets=debug`, { waitUntil: 'networkidle' });
    await settle(page);
    expect(scripts.some((path) => path.startsWith('/js/chunks/debug-'))).toBe(true);

    const panel = page.getByRole('region', { name: /Widgets on this page/ });
    const row = (name: string) =>
      panel.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
    await expect
      .poll(() => row('MiniKart container').textContent())
      .toContain('Unknown container "MiniKart": did you mean MiniCart?');
    await expect
      .poll(() => row('PriceTag container').textContent())
      .toContain('PriceTag needs data-sku (non-empty text).');
    const toc = row('TOC container');
    await expect
      .poll(() => toc.textContent())
      .toContain(
        'TOC: data-levels="all" is not whole numbers from 2 to 6, comma-separated; using "2,3".',
      );
    // The contents' chunk was fetched and timed to ready.
    expect(await toc.textContent()).toMatch(/ready\d+\.\d KB\d+ ms/);

    // The host's tag says its name and state; its focus shows what the widget read.
    const tag = page.getByRole('button', { name: 'MiniKart · unknown' });
    const card = page.getByRole('tooltip').filter({ hasText: 'MiniKart (container)' });
    expect(await card.isVisible()).toBe(false);
    await tag.focus();
    await card.waitFor();
    expect(await card.textContent()).toContain('did you mean MiniCart?');
    await page.keyboard.press('Escape');
    await card.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'TOC · ready' }).hover();
    const tocCard = page.getByRole('tooltip').filter({ hasText: 'TOC (container)' });
    await tocCard.waitFor();
    expect(await tocCard.textContent()).toContain('data-levels2,3');

    expect(await axeViolations(page)).toEqual([]);
  });

  it('a page without ?widgets=debug fetches none of its code and shows none of it', async () => {
    const { base, page } = await fresh();
    const scripts = recordScripts(page);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto(`${base}${MISTAKES_PAGE}`, { waitUntil: 'networkidle' });
    await settle(page);
    // The loader ran (the widgets started), and asked for nothing of the view.
    expect(scripts.some((path) => path.startsWith('/js/chunks/loader-'))).toBe(true);
    expect(requests.filter((path) => /\/(debug-[^/]*\.js|manifest\.json)$/.test(path))).toEqual([]);
    expect(await page.getByRole('region', { name: /Widgets on this page/ }).count()).toBe(0);
    expect(await page.locator('.mw-debug-box').count()).toBe(0);
  });

  it('data-debug on the loader script asks for the view too', async () => {
    const { base, page } = await fresh();
    await page.route(`${base}/_fixture/debug-attribute`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><head><title>Fixture</title>
<script type="module" src="/js/widgets.js" data-debug></script></head><body><main>
<h1>Notes</h1><nav data-container="TOC" data-source="main" aria-label="Contents"></nav>
<h2>One</h2><p>x</p><h2>Two</h2><p>y</p></main></body></html>`,
      }),
    );
    await page.goto(`${base}/_fixture/debug-attribute`, { waitUntil: 'networkidle' });
    const panel = page.getByRole('region', { name: /Widgets on this page/ });
    await expect
      .poll(() => panel.getByRole('rowheader').allTextContents())
      .toEqual(['TOC container']);
  });
});
