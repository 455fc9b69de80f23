import { describe, expect, it } from 'vitest';
import { PLAN_CHANGE_MESSAGES } from '@domain';
import { DEMO_PASSWORD } from '@server/services/identity/demo-members';
import { hasChromium, useDemo } from './harness';
import { fillMemberCard } from './journeys';

// A login is one unit for the reader: the header shows the member as soon as the identity
// answers, and a reader who moves on before the store login that follows it has finished
// must still be logged in to the store on the next page (there, paying for a plan).
describe.runIf(hasChromium)('a login interrupted half-way, in Chromium', () => {
  const { fresh } = useDemo();

  it('a reader who leaves right after the header shows them can still pay on the next page', async () => {
    const { base, page } = await fresh();
    // The first store login is held until the reader has left its page.
    let delayed = false;
    let leave = () => {};
    const left = new Promise<void>((done) => (leave = done));
    await page.route(`${base}/api/account/login`, async (route) => {
      if (!delayed) {
        delayed = true;
        await left;
      }
      // The page that sent it may be gone by now: its request went with it.
      await route.continue().catch(() => undefined);
    });

    await page.goto(`${base}/auth/`);
    await page.getByLabel('Email').fill('reader@example.com');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.locator('header').getByRole('button', { name: 'Log out' }).waitFor();
    // The header says "logged in": the reader moves on at once.
    await page.goto(`${base}/membership/subscribe?plan=member&interval=yearly`);
    leave();

    await page.getByText('Logged in as').waitFor();
    await fillMemberCard(page);
    await page.getByRole('button', { name: 'Pay $50.00 a year and start the plan' }).click();
    await page.getByText(PLAN_CHANGE_MESSAGES.subscribed).waitFor();
    // The first page's store login was held back, so the gap was real.
    expect(delayed).toBe(true);
  });
});
