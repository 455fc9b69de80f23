import { describe, expect, it } from 'vitest';
import { fixture, hasChromium, recordScripts, useDemo, whenReady } from './harness';
import { chunkLeadOf } from '../../chunk-groups';

describe.runIf(hasChromium)('loader in Chromium', () => {
  const { fresh } = useDemo();

  it('a page with no widget markup downloads only the loader', async () => {
    const { base, page } = await fresh();
    const scripts = recordScripts(page);
    await fixture(page, base, '/_fixture/plain', '<h1>Just text</h1><p>No widgets.</p>');
    await page.goto(`${base}/_fixture/plain`, { waitUntil: 'networkidle' });
    expect(scripts).toEqual(['/js/widgets.js']);
    // Markup arriving later (a tab, infinite scroll) starts the loader then.
    await page.evaluate(() => {
      const button = document.createElement('button');
      button.dataset.behaviour = 'ContrastSwitcher';
      button.textContent = 'High contrast';
      document.body.append(button);
    });
    await page.waitForSelector('[data-behaviour="ContrastSwitcher"][data-state="ready"]');
    expect(scripts.some((s) => s.startsWith('/js/chunks/loader-'))).toBe(true);
  });

  it('a page with only behaviours downloads no React', async () => {
    const { base, page } = await fresh();
    const scripts = recordScripts(page);
    await fixture(
      page,
      base,
      '/_fixture/behaviours',
      `<h1>Behaviours</h1><button data-behaviour="ContrastSwitcher">High contrast</button>
      <nav aria-label="Main" data-behaviour="PreLoad"><a href="/about">About</a></nav>
      <p>Published <time datetime="2026-03-12" data-behaviour="AddTimeAgo">12 March 2026</time></p>
      <p><a href="/auth/" data-behaviour="AddLoginRedirect">Log in</a></p>
      <section data-behaviour="PostLoad" data-src="/assets/fragments/related-articles.html">
        <h2>Related articles</h2></section>`,
    );
    await page.goto(`${base}/_fixture/behaviours`, { waitUntil: 'networkidle' });
    await whenReady(page, '[data-behaviour="ContrastSwitcher"]');
    await page.getByRole('button', { name: 'High contrast' }).click();
    expect(await page.getAttribute('html', 'data-contrast')).toBe('high');
    await page.getByRole('link', { name: 'Performance budgets that hold' }).waitFor();
    // PreLoad is connected, but nobody pointed at its link: prefetching a page with containers
    // would fetch React for that page, which is the point of it (timeago-postload e2e).
    expect(await page.locator('p time').textContent()).toMatch(/ago$/);
    for (const name of [
      'ContrastSwitcher',
      'PreLoad',
      'AddTimeAgo',
      'AddLoginRedirect',
      'PostLoad',
    ]) {
      // A grouped widget comes in its group's chunk, named after the group's lead.
      expect(scripts.some((path) => path.includes(`/${chunkLeadOf(name)}-`))).toBe(true);
    }
    expect(scripts.filter((path) => /\/(react|react-host)-/.test(path))).toEqual([]);
  });

  it('mounts a TOC inserted after load and unmounts one removed', async () => {
    const { base, page } = await fresh();
    await fixture(
      page,
      base,
      '/_fixture/late',
      '<article id="a"><h2>First part</h2><p>x</p><h2>Second part</h2><p>y</p></article>',
    );
    await page.goto(`${base}/_fixture/late`, { waitUntil: 'networkidle' });
    await page.evaluate(() => {
      const nav = document.createElement('nav');
      nav.setAttribute('data-container', 'TOC');
      nav.setAttribute('data-source', '#a');
      nav.setAttribute('aria-label', 'Contents');
      nav.id = 'late-toc';
      document.querySelector('main')?.prepend(nav);
    });
    const toc = page.getByRole('navigation', { name: 'Contents' });
    await expect
      .poll(() => toc.getByRole('link').allTextContents())
      .toEqual(['First part', 'Second part']);
    expect(await page.getAttribute('#late-toc', 'data-state')).toBe('ready');
    // Detach and keep a reference: an unmounted widget leaves its host empty.
    await page.evaluate(() => {
      const nav = document.getElementById('late-toc');
      (window as unknown as { detached: Element | null }).detached = nav;
      nav?.remove();
    });
    await expect
      .poll(() =>
        page.evaluate(
          () => (window as unknown as { detached: Element }).detached.childElementCount,
        ),
      )
      .toBe(0);
  });

  it('a widget whose chunk fails ends in error while another widget works', async () => {
    const { base, context, page } = await fresh();
    await context.route(/\/js\/chunks\/TOC-.*\.js$/, (route) => route.abort('failed'));
    await fixture(
      page,
      base,
      '/_fixture/broken',
      `<nav id="toc" data-container="TOC" aria-label="Contents"></nav><h2>One</h2>
       <button data-behaviour="ContrastSwitcher">High contrast</button>`,
    );
    await page.goto(`${base}/_fixture/broken`);
    await expect.poll(() => page.getAttribute('#toc', 'data-state')).toBe('error');
    await expect.poll(() => page.textContent('#toc')).toMatch(/could not load/);
    await whenReady(page, '[data-behaviour="ContrastSwitcher"]');
    await page.getByRole('button', { name: 'High contrast' }).click();
    expect(await page.getAttribute('html', 'data-contrast')).toBe('high');
  });

  it('a widget that throws ends in error while another widget works', async () => {
    const { base, page } = await fresh();
    // A TOC whose headings make its render throw: an element whose textContent getter throws.
    await fixture(
      page,
      base,
      '/_fixture/throws',
      `<nav id="toc" data-container="TOC" data-source="#a" aria-label="Contents"></nav>
       <article id="a"><h2 id="boom">Boom</h2></article>
       <button data-behaviour="ContrastSwitcher">High contrast</button>
       <script>Object.defineProperty(document.getElementById('boom'), 'id', { get() { throw new Error('boom'); } });</script>`,
    );
    await page.goto(`${base}/_fixture/throws`);
    await expect.poll(() => page.getAttribute('#toc', 'data-state')).toBe('error');
    await whenReady(page, '[data-behaviour="ContrastSwitcher"]');
    await page.getByRole('button', { name: 'High contrast' }).click();
    expect(await page.getAttribute('html', 'data-contrast')).toBe('high');
  });
});
