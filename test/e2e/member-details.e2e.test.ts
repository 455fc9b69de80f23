import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADDRESS_SAVED, PASSWORD_CHANGED, emailChangeSent, emailChanged, nameSaved } from '@domain';
import { collectErrors, hasChromium, useDemo, whenReady } from './harness';
import { PASSWORD, logOut, mailedLink, newMember, onBase, uniqueEmail as unique } from './journeys';

const DOWN = 'The identity service is down for maintenance.';

async function openDetails(page: Page, base: string) {
  await page.goto(`${base}/membership/personal`);
  await whenReady(page, '[data-container="MemberAccountDetails"]');
  await page.getByRole('form', { name: 'Your name' }).waitFor();
}

// What a refused request leaves in the console is the browser's own line, not ours.
const ours = (errors: string[]) => errors.filter((e) => !/Failed to load resource/.test(e));

// A member keeps their details: email (through the mailed link), password, address, name.
describe.runIf(hasChromium)('member details in Chromium', () => {
  const { fresh } = useDemo();

  it('changes the email through the link, then the password (logging in with it), then the address', async () => {
    const { base, page } = await fresh();
    const errors = collectErrors(page);
    const first = unique('details');
    await newMember(page, base, first);
    await openDetails(page, base);
    await expect
      .poll(() => page.getByLabel('Name', { exact: true }).inputValue())
      .toBe('Tabby Cat');

    // The email: a link to the new address; the current one stays until it is followed.
    const email = page.getByRole('form', { name: 'Your email address' });
    const next = unique('moved');
    await email.getByLabel('New email address').fill(next);
    await email.getByRole('button', { name: 'Change email' }).click();
    await email.getByText(emailChangeSent(next, first)).waitFor();
    const link = onBase(await mailedLink(page.request, base, next, 'email-change'), base);
    expect(new URL(link).pathname).toBe('/membership/personal');
    // Opened from the mail: a new page load, not a jump within this one.
    await page.goto('about:blank');
    await page.goto(link);
    await page.getByText(emailChanged(next)).waitFor();
    expect(new URL(page.url()).hash).toBe('');
    await email.getByText(next, { exact: true }).waitFor();

    // The password, saved on its own: the other forms say nothing.
    const password = page.getByRole('form', { name: 'Your password' });
    await password.getByLabel('New password', { exact: true }).fill('meow-meow-99');
    await password.getByLabel('Repeat the new password').fill('meow-meow-99');
    await password.getByRole('button', { name: 'Change password' }).click();
    await password.getByText(PASSWORD_CHANGED).waitFor();
    expect(await page.getByText(ADDRESS_SAVED).count()).toBe(0);

    // Log out and in again: the new address and the new password are the account's now.
    await logOut(page);
    await page.goto(`${base}/auth/?return=/membership/personal`);
    await page.getByLabel('Email').fill(next);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('alert').waitFor();
    await page.getByLabel('Password').fill('meow-meow-99');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${base}/membership/personal`);
    await whenReady(page, '[data-container="MemberAccountDetails"]');

    // The address, saved on its own, there again after a reload.
    const address = page.getByRole('form', { name: 'Your shipping address' });
    await address.getByLabel('First name').fill('Ada');
    await address.getByLabel('Last name').fill('Lovelace');
    await address.getByLabel('Street and house number').fill('Main 1');
    await address.getByLabel('Postcode').fill('10115');
    await address.getByLabel('City').fill('Berlin');
    await address.getByLabel('Country').selectOption({ label: 'Germany' });
    await address.getByRole('button', { name: 'Save address' }).click();
    await address.getByText(ADDRESS_SAVED).waitFor();
    expect(await page.getByText(PASSWORD_CHANGED).count()).toBe(0);
    await page.reload();
    await whenReady(page, '[data-container="MemberAccountDetails"]');
    await expect.poll(() => address.getByLabel('City').inputValue()).toBe('Berlin');
    expect(await address.getByLabel('Country').inputValue()).toBe('DE');
    expect(ours(errors)).toEqual([]);
  });

  it('a refused save keeps what was typed: the service failing, an email already taken', async () => {
    const { base, page } = await fresh();
    const errors = collectErrors(page);
    await newMember(page, base, unique('refused'));
    await openDetails(page, base);

    // The identity service fails every change of the record, saying why as GoTrue does.
    await page.route('**/identity/user', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ msg: DOWN }),
          })
        : route.continue(),
    );
    const name = page.getByRole('form', { name: 'Your name' });
    await name.getByLabel('Name').fill('Tabitha Cat');
    await name.getByRole('button', { name: 'Save name' }).click();
    await name.getByRole('alert').getByText(DOWN).waitFor();
    expect(await name.getByLabel('Name').inputValue()).toBe('Tabitha Cat');
    expect(await page.getByRole('alert').count()).toBe(1);

    // Back up: the same form sends what it kept.
    await page.unroute('**/identity/user');
    await name.getByRole('button', { name: 'Save name' }).click();
    await name.getByText(nameSaved('Tabitha Cat')).waitFor();
    expect(await name.getByRole('alert').count()).toBe(0);

    // Someone else's address: the service's reason, the address kept.
    const email = page.getByRole('form', { name: 'Your email address' });
    await email.getByLabel('New email address').fill('member@example.com');
    await email.getByRole('button', { name: 'Change email' }).click();
    await email
      .getByRole('alert')
      .getByText(/already been registered/)
      .waitFor();
    expect(await email.getByLabel('New email address').inputValue()).toBe('member@example.com');
    // The name's success still stands beside it.
    await name.getByText(nameSaved('Tabitha Cat')).waitFor();
    expect(ours(errors)).toEqual([]);
  });
});
