import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, useDemoContexts } from './harness';
import { returningMember } from './member-session';
import { startStaticHost } from './static-host';
import type { StaticHost } from './static-host';

/** Where `npm run build-storybook` leaves Storybook; CI builds it before the tests. */
const STORYBOOK_DIR = 'storybook-static';

const hasStorybook = (() => {
  if (existsSync(join(STORYBOOK_DIR, 'iframe.html'))) return true;
  if (process.env.CI === 'true') {
    throw new Error(`${STORYBOOK_DIR}/ is missing: CI builds Storybook before the tests.`);
  }
  console.warn(
    `\n!!! STORYBOOK LOOK SKIPPED: no ${STORYBOOK_DIR}/. Run \`npm run build-storybook\` first. !!!\n`,
  );
  return false;
})();

/** What a reader sees of a heading or a link: its face and its colour. */
const looks = (target: Locator) =>
  target.evaluate((element) => {
    const style = getComputedStyle(element);
    return { fontFamily: style.fontFamily, color: style.color };
  });

/** A story alone on its canvas (Storybook's own iframe), once it has rendered. */
async function openStory(page: Page, storybook: string, id: string, ready: Locator) {
  await page.goto(`${storybook}/iframe.html?id=${id}&viewMode=story`);
  await ready.waitFor();
}

// Storybook is where a designer judges a widget: its stories must wear the magazine's type and
// colours (the toolbar's default theme), as the demo's pages do, not the browser's defaults.
describe.runIf(hasChromium && hasStorybook)('Storybook as the magazine looks', () => {
  const demo = useDemoContexts();
  let storybook: StaticHost | undefined;

  beforeAll(async () => {
    storybook = await startStaticHost(STORYBOOK_DIR);
  });
  afterAll(() => storybook?.close());

  const storybookBase = () => {
    if (!storybook) throw new Error('Storybook is not served');
    return storybook.base;
  };

  it("a story's heading and a widget's link wear the face and colour of the demo's page", async () => {
    const { base, page } = await demo.open({ viewport: { width: 1280, height: 800 } });
    const main = page.locator('main');
    const heading = main.getByRole('heading', { level: 1, name: 'Log in' });
    const link = main.getByRole('link', { name: 'Forgot your password?' });
    await openStory(page, storybookBase(), 'containers-login--default', link);
    const story = { heading: await looks(heading), link: await looks(link) };
    await page.goto(`${base}/auth/`);
    await link.waitFor();
    expect(story).toEqual({ heading: await looks(heading), link: await looks(link) });
  });

  it("the dashboard fragment's heading and link as the member area shows them", async () => {
    const storage = await returningMember(demo.demo());
    const { base, page } = await demo.open({
      viewport: { width: 1280, height: 800 },
      storageState: storage,
    });
    const heading = page.locator('.mw-dashboard__body h2');
    const link = page.getByRole('link', { name: 'Manage your plan' });
    await openStory(page, storybookBase(), 'containers-membershipdashboard--member', link);
    const story = { heading: await looks(heading), link: await looks(link) };
    await page.goto(`${base}/membership/`);
    await link.waitFor();
    expect(story).toEqual({ heading: await looks(heading), link: await looks(link) });
  });
});
