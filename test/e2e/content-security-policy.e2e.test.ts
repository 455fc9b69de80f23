import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { VIEWPORTS, demoPages, settle } from './demo-pages';
import { hasChromium, useDemoContexts } from './harness';

/**
 * Records every Content-Security-Policy violation of the context's pages: the DOM's
 * `securitypolicyviolation` events (set up before any page script runs) and Chromium's
 * "Refused to ..." console messages, which also cover what happens before the listener.
 */
async function watchViolations(
  context: BrowserContext,
  page: Page,
): Promise<() => Promise<string[]>> {
  await context.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  return async () => [
    ...refused,
    ...(await page.evaluate(
      () => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [],
    )),
  ];
}

// Every demo page as a first visit sees it, its widgets settled, under the server's policy:
// whatever the widgets, the payment stand-ins or the layout do must be allowed by it.
describe.runIf(hasChromium)('the Content-Security-Policy of every demo page', () => {
  const demo = useDemoContexts();

  async function open(path: string) {
    const { base, context, page } = await demo.open({ viewport: VIEWPORTS.desktop });
    const violations = await watchViolations(context, page);
    const response = await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    return { page, violations, policy: response?.headers()['content-security-policy'] ?? '' };
  }

  it.each(demoPages())('%s runs under the policy without a violation', async (path) => {
    const { page, violations, policy } = await open(path);
    expect(policy).toContain("script-src 'self' 'sha256-");
    await settle(page);
    expect(await violations()).toEqual([]);
  });

  it('runs the high-contrast line, prefetches on hover, and refuses an injected script', async () => {
    const { page, violations } = await open('/');
    await page.evaluate(() => localStorage.setItem('mw-settings:highContrast', 'true'));
    await page.reload({ waitUntil: 'networkidle' });
    // The layout's inline script ran: its hash is in the policy.
    expect(await page.evaluate(() => document.documentElement.dataset.contrast)).toBe('high');
    await settle(page);
    // PreLoad's <link rel="prefetch"> is a request the policy governs too.
    const prefetched = page.waitForRequest((request) => request.url().endsWith('/articles/'));
    await page.hover('.site-nav a[href="/articles/"]');
    await prefetched;
    expect(await violations()).toEqual([]);
    // What an injection would add is refused, and the watch sees it: this test can fail.
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.head.append(script);
      return 'injected' in window;
    });
    expect(ran).toBe(false);
    await expect.poll(violations).toContainEqual(expect.stringContaining('script-src'));
  });
});
