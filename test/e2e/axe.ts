import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Puts axe into the page. Evaluated through the DevTools protocol rather than added as a
 * <script>: the demo's Content-Security-Policy refuses inline scripts it has no hash for.
 */
export async function injectAxe(page: Page): Promise<void> {
  await page.evaluate(AXE);
}

/** axe in the page itself, so colours and layout are Chromium's: every violation listed. */
export async function axeViolations(page: Page): Promise<string[]> {
  await injectAxe(page);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe;
    const result = await axe.run();
    return result.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  });
}
