import type { APIRequestContext, Page } from 'playwright-core';
import { WELCOME_CONFIRMED } from '@domain';
import { GOOD, fillAddress, payByCard, placeOrder } from './checkout-flow';
import { whenReady } from './harness';

/** The steps a reader takes in many browser tests, written once: sign up, log in, buy. */

/** The password of every member these tests create. */
export const PASSWORD = 'whiskers-and-yarn';

/** The backend is shared by the tests of a run: every new member gets an address of their own. */
export const uniqueEmail = (name: string) =>
  `${name}-${Math.random().toString(36).slice(2, 8)}@example.com`;

interface Mail {
  kind: string;
  links: { url: string }[];
}

/** The first link of the `kind` mail to `to` in the outbox served at `services`, as mailed. */
export async function mailedLink(
  request: APIRequestContext,
  services: string,
  to: string,
  kind: string,
): Promise<string> {
  const res = await request.get(`${services}/_outbox.json?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as Mail[]).find((m) => m.kind === kind)?.links[0]?.url ?? '';
}

/** A mailed link pointed at `base`: the demo's configured site origin is not the test's port. */
export const onBase = (link: string, base: string) => link.replace(new URL(link).origin, base);

/**
 * Fills the Signup form of this page as Tabby Cat and sends it; done when the page says the
 * mail went out. `live` waits for the widget after the first field, for tests about something
 * other than the prerendered form's hand-over.
 */
export async function sendSignup(
  page: Page,
  email: string,
  { password = PASSWORD, live = false }: { password?: string; live?: boolean } = {},
) {
  await page.getByLabel('Name').fill('Tabby Cat');
  if (live) await whenReady(page, '[data-container="Signup"]');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/Password/).fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.locator('main').getByRole('status').waitFor();
}

/** Signs up on /auth/signup; the confirmation mail stays unread. */
export async function signUp(page: Page, base: string, email: string, password = PASSWORD) {
  await page.goto(`${base}/auth/signup`);
  await sendSignup(page, email, { password });
}

/**
 * Follows the signup confirmation mailed to `email` on `base` and waits for the welcome:
 * logged in. Returns the link as mailed.
 */
export async function confirmSignup(page: Page, base: string, email: string, services = base) {
  const link = await mailedLink(page.request, services, email, 'signup-confirmation');
  await page.goto(onBase(link, base));
  await page.getByText(WELCOME_CONFIRMED).waitFor();
  return link;
}

/** Signs up and confirms from the outbox: a new member, logged in. Returns the mailed link. */
export async function newMember(page: Page, base: string, email: string, password = PASSWORD) {
  await signUp(page, base, email, password);
  return confirmSignup(page, base, email);
}

/** Logs in on the login page at `at` and waits until it led away from /auth. */
export async function logIn(
  page: Page,
  base: string,
  email: string,
  password: string,
  { at = '/auth/', remember }: { at?: string; remember?: boolean } = {},
) {
  await page.goto(`${base}${at}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  if (remember !== undefined) await page.getByLabel(/Remember me/).setChecked(remember);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
}

/** Logs out from the header and waits for the page it leads to (/membership/) to load. */
export async function logOut(page: Page) {
  await Promise.all([
    page.waitForEvent('load'),
    page.getByRole('button', { name: 'Log out' }).click(),
  ]);
}

/**
 * Buys Smashing Book 7's ebook alone by card: nothing to ship, so the details ask for a
 * billing address only (and the email, for a guest or to check it is kept). Done on the
 * order's page; returns the order's id.
 */
export async function buyEbook(page: Page, base: string, email?: string): Promise<string> {
  await page.goto(`${base}/books/smashing-book-7`);
  await whenReady(page, 'button[data-sku="smashing-book-7-ebook"]');
  await page.locator('button[data-sku="smashing-book-7-ebook"]').click();
  await page.getByRole('button', { name: /^Cart, 1 item/ }).waitFor();
  await page.goto(`${base}/checkout`);
  if (email) await page.getByLabel('Email').fill(email);
  await fillAddress(page, 'Germ');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.waitForURL(`${base}/checkout/payment`);
  await payByCard(page, GOOD);
  await placeOrder(page, base);
  return new URL(page.url()).searchParams.get('order') ?? '';
}

/** Fills the member area's card form (the plan checkout's, the saved cards'): not yet sent. */
export async function fillMemberCard(page: Page, number = '4242 4242 4242 4242') {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry').fill('12/30');
  await page.getByLabel('CVC').fill('123');
}
