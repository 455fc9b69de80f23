import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { axeViolations } from './axe';
import { collectErrors, fixture, hasChromium, recordScripts, useDemo, whenReady } from './harness';
import { afterPageDelay } from '../support/spec-delays';

/** Presses Tab until `target` has focus, as a keyboard user gets there; fails after `max`. */
async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

const focused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);

// Issue 15: every behaviour operated with the keyboard alone, in Chromium on the demo pages.
describe.runIf(hasChromium)('page behaviours with the keyboard alone', () => {
  const { fresh } = useDemo();

  it('the FAQ accordion and the tabs on /about', async () => {
    const { base, page } = await fresh();
    const errors = collectErrors(page);
    await page.goto(`${base}/about`);
    await whenReady(page, '[data-behaviour="Accordion"]');
    await whenReady(page, '[data-behaviour="ContentTabs"]');

    const first = page.getByRole('button', { name: 'Who writes the magazine?' });
    const second = page.getByRole('button', { name: 'Can I read an article without an account?' });
    const third = page.getByRole('button', { name: 'Do you ship printed books worldwide?' });
    const answer = page.getByText('Independent authors from the web community', { exact: false });
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    expect(await answer.isVisible()).toBe(false);
    await tabTo(page, first);
    await page.keyboard.press('Enter');
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    expect(await answer.isVisible()).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await focused(second)).toBe(true);
    await page.keyboard.press('Space');
    expect(await second.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('End');
    expect(await focused(third)).toBe(true);
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    expect(await answer.isVisible()).toBe(false);

    const tablist = page.getByRole('tablist', { name: 'Ways to read' });
    const online = tablist.getByRole('tab', { name: 'Online' });
    await tabTo(page, online);
    expect(await online.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowRight');
    const ebooks = tablist.getByRole('tab', { name: 'eBooks' });
    expect(await focused(ebooks)).toBe(true);
    expect(await ebooks.getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('tabpanel', { name: 'eBooks' }).isVisible()).toBe(true);
    expect(new URL(page.url()).hash).toBe('#read-ebooks');
    await page.keyboard.press('End');
    expect(await page.getByRole('tabpanel', { name: 'Print' }).isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await focused(page.getByRole('tabpanel', { name: 'Print' }))).toBe(true);

    // A reload opens the tab the address names.
    await page.reload();
    await whenReady(page, '[data-behaviour="ContentTabs"]');
    expect(await page.getByRole('tab', { name: 'Print' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('the programme disclosure and the tooltip on /events/', async () => {
    const { base, page } = await fresh();
    const errors = collectErrors(page);
    await page.goto(`${base}/events/`);
    await whenReady(page, '[data-behaviour="ToggleVisibility"]');
    await whenReady(page, '[data-behaviour="Tooltip"]');

    const toggle = page.getByRole('button', { name: 'The programme' });
    const programme = page.getByText('Day 1: design systems', { exact: false });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    expect(await programme.isVisible()).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Space');
    expect(await programme.isVisible()).toBe(false);

    const term = page.getByText('Q&A');
    const tip = page.getByRole('tooltip');
    await tabTo(page, term);
    await tip.waitFor();
    expect(await tip.textContent()).toBe('questions and answers');
    expect(await term.getAttribute('aria-describedby')).toBe(await tip.getAttribute('id'));
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await tip.waitFor({ state: 'hidden' });
    // The pointer too: hovering shows it, and it stays while the pointer moves onto it.
    await term.hover();
    await tip.waitFor();
    await tip.hover();
    await afterPageDelay(page, 'tooltipHide');
    expect(await tip.isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('the newsletter overlay on /articles/: modal, Escape, focus back on the opener', async () => {
    const { base, page } = await fresh();
    const errors = collectErrors(page);
    const scripts = recordScripts(page);
    await page.goto(`${base}/articles/`);
    await whenReady(page, '[data-container="HTMLOverlay"]');
    const opener = page.getByRole('button', { name: 'About the newsletter' });
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'The Smashing newsletter' });
    await dialog.waitFor();
    expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    // The page behind is inert: Tab stays inside the dialog.
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(
          () =>
            document.activeElement === document.body || !!document.activeElement?.closest('dialog'),
        ),
      ).toBe(true);
    }
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await focused(opener)).toBe(true);

    await page.keyboard.press('Space');
    await dialog.waitFor();
    await tabTo(page, dialog.getByRole('button', { name: 'Close' }));
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    expect(await focused(opener)).toBe(true);
    expect(scripts.some((path) => path.includes('/HTMLOverlay-'))).toBe(true);
    expect(errors).toEqual([]);
  });

  it('a page with only these widgets, the overlay included, downloads no React', async () => {
    const { base, page } = await fresh();
    const errors = collectErrors(page);
    const scripts = recordScripts(page);
    await fixture(
      page,
      base,
      '/behaviours-only',
      `<h1>Behaviours only</h1>
      <div data-behaviour="Accordion"><h2>Question</h2><p>Answer</p></div>
      <button type="button" data-container="HTMLOverlay" data-template="#box">Open</button>
      <template id="box"><h2>A box</h2><p>Inside.</p></template>`,
    );
    await page.goto(`${base}/behaviours-only`);
    await whenReady(page, '[data-container="HTMLOverlay"]');
    await whenReady(page, '[data-behaviour="Accordion"]');
    await tabTo(page, page.getByRole('button', { name: 'Open' }));
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'A box' }).waitFor();
    expect(scripts.some((path) => path.includes('/HTMLOverlay-'))).toBe(true);
    expect(scripts.filter((path) => /\/react(-host)?-/.test(path))).toEqual([]);
    expect(errors).toEqual([]);
  });
});
