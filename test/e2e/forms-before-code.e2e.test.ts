import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  BACK_TO_PAGE,
  COMMENT_PUBLISHED,
  NEEDS_SCRIPT_TEXT,
  needsScriptTitle,
  signupSent,
} from '@domain';
import { DEMO_PASSWORD } from '@server/services/identity/demo-members';
import { watchAddresses } from './address-watch';
import { hasChromium, useDemoContexts } from './harness';

/**
 * Each prerendered form that carries personal data, sent before its widget's code could:
 * with JavaScript off, and with JavaScript on but the loader's script held back five
 * seconds (the reader presses Enter first). Either way no field's value ever reaches an
 * address (a request line, the address bar, the history), and the reader ends where the
 * widget would have taken them, or, where that needs JavaScript, on a page that says so.
 */

const LOADER_DELAY_MS = 5000;

/** The loader's one script comes five seconds late, on every page of the context. */
async function holdLoader(page: Page): Promise<void> {
  await page.context().route(/\/js\/widgets\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, LOADER_DELAY_MS));
    await route.continue().catch(() => undefined);
  });
}

interface Form {
  /** The widget whose prerendered form this is, its endpoint and its page. */
  readonly widget: string;
  readonly name: string;
  readonly path: string;
  /** What the reader types, each value something no address may ever hold. */
  readonly values: (n: number) => Record<string, string>;
  fill(page: Page, values: Record<string, string>): Promise<void>;
  /** Where the reader is once it is sent, JavaScript off. */
  withoutScript(page: Page, values: Record<string, string>): Promise<void>;
  /** Where the reader is once it is sent before the loader ran: the widget's own ending. */
  beforeLoader(page: Page, values: Record<string, string>): Promise<void>;
}

const inForm = (page: Page, widget: string) => page.locator(`[data-container="${widget}"] form`);

/** The services' page that says the form needs JavaScript, its way back to `path`. */
const needsScript = async (page: Page, title: string, path: string) => {
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await page.getByText(NEEDS_SCRIPT_TEXT).waitFor();
  const back = await page.getByRole('link', { name: BACK_TO_PAGE }).getAttribute('href');
  expect(new URL(back ?? '').pathname).toBe(path);
};

const loggedIn = async (page: Page, path: RegExp) => {
  await page.waitForURL((url) => path.test(url.pathname));
  await page.locator('header').getByRole('button', { name: 'Log out' }).waitFor();
};

const login = (widget: string, path: string, after: RegExp): Form => ({
  widget,
  name: 'login',
  path,
  values: () => ({ email: 'reader@example.com', password: DEMO_PASSWORD }),
  async fill(page, { email = '', password = '' }) {
    const form = inForm(page, widget);
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill(password);
    await form.getByLabel('Password').press('Enter');
  },
  withoutScript: (page) => needsScript(page, needsScriptTitle('login'), path),
  beforeLoader: (page) => loggedIn(page, after),
});

const FORMS: readonly Form[] = [
  login('Login', '/auth/', /^\/membership\/$/),
  {
    widget: 'Signup',
    name: 'signup',
    path: '/auth/signup',
    values: (n) => ({
      name: `Nora Noscript ${n}`,
      email: `nora-${n}-${Date.now()}@example.com`,
      password: 'whisker-walk-9',
    }),
    async fill(page, { name = '', email = '', password = '' }) {
      const form = inForm(page, 'Signup');
      await form.getByLabel('Name').fill(name);
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Password').fill(password);
      await form.getByRole('checkbox', { name: /I accept the terms/ }).check();
      await form.getByRole('button', { name: 'Sign up' }).click();
    },
    withoutScript: async (page, { email = '' }) => {
      await page.getByRole('heading', { level: 1, name: 'Check your inbox' }).waitFor();
      await page.getByText(signupSent(email)).waitFor();
    },
    beforeLoader: async (page, { email = '' }) => {
      await page.getByRole('status').getByText(signupSent(email)).waitFor();
      expect(new URL(page.url()).pathname).toBe('/auth/signup');
    },
  },
  {
    widget: 'Amnesia',
    name: 'recovery',
    path: '/auth/amnesia',
    values: () => ({ email: 'member@example.com' }),
    async fill(page, { email = '' }) {
      await inForm(page, 'Amnesia').getByLabel('Email').fill(email);
      await inForm(page, 'Amnesia').getByLabel('Email').press('Enter');
    },
    withoutScript: async (page) => {
      await page.waitForURL((url) => url.pathname === '/auth/confirmation/');
      await page.getByRole('heading', { level: 1, name: 'Check your inbox' }).waitFor();
    },
    beforeLoader: async (page) => {
      await page.waitForURL((url) => url.pathname === '/auth/confirmation/');
      await page.getByRole('heading', { level: 1, name: 'Check your inbox' }).waitFor();
    },
  },
  {
    widget: 'CommentsArea',
    name: 'comment',
    path: '/articles/accessible-forms',
    values: (n) => ({
      author: `Quiet Cat ${n}`,
      email: `quiet-${n}-${Date.now()}@example.com`,
      body: `Read every word with scripts asleep, take ${n}.`,
    }),
    async fill(page, { author = '', email = '', body = '' }) {
      const form = inForm(page, 'CommentsArea');
      await form.getByLabel('Name').fill(author);
      await form.getByLabel(/^Email/).fill(email);
      await form.getByRole('textbox', { name: 'Comment' }).fill(body);
      await form.getByRole('button', { name: 'Post comment' }).click();
    },
    withoutScript: async (page) => {
      await page.getByRole('heading', { level: 1, name: 'Your comment' }).waitFor();
      await page.getByText(COMMENT_PUBLISHED).waitFor();
    },
    beforeLoader: async (page, { author = '', body = '' }) => {
      await page.getByText(COMMENT_PUBLISHED).waitFor();
      await page
        .getByRole('article', { name: `Comment by ${author}` })
        .getByText(body)
        .waitFor();
      expect(new URL(page.url()).pathname).toBe('/articles/accessible-forms');
    },
  },
  {
    widget: 'JobPostForm',
    name: 'job-post',
    path: '/jobs/',
    values: (n) => ({
      company: `Discreet Cats ${n}`,
      title: `Quiet front-end developer ${n}`,
      description: `Build calm pages with a small team, take ${n}.`,
    }),
    async fill(page, { company = '', title = '', description = '' }) {
      const form = inForm(page, 'JobPostForm');
      await form.getByRole('radio', { name: /Full-time/ }).check();
      await form.getByLabel('Job type').selectOption('development');
      await form.getByLabel('Company name').fill(company);
      await form.getByLabel('Logo link').fill('https://cats.example/logo.svg');
      await form.getByLabel('Job title').fill(title);
      await form.getByLabel('Description').fill(description);
      await form.getByLabel('Application link').fill('https://cats.example/jobs/1');
      await form.getByRole('button', { name: 'Continue to checkout' }).click();
    },
    withoutScript: (page) => needsScript(page, needsScriptTitle('job-post'), '/jobs/'),
    beforeLoader: async (page) => {
      await page.waitForURL((url) => url.pathname === '/checkout');
      // The cart holds the post: a job post asks for a billing address, never a shipping one.
      await page.getByRole('group', { name: 'Billing address' }).waitFor();
      expect(await page.getByRole('group', { name: /^Shipping/ }).count()).toBe(0);
    },
  },
  login('MemberSubscriptionCheckout', '/membership/subscribe', /^\/membership\/(subscribe)?$/),
];

describe.runIf(hasChromium)('forms sent before their code came', () => {
  const { open } = useDemoContexts();
  let serial = 0;

  describe.each(FORMS.map((form) => [form.widget, form] as const))('%s', (_name, form) => {
    it('with JavaScript off, posts and leaves no value in any address', async () => {
      const { base, context, page } = await open({ javaScriptEnabled: false });
      const watch = watchAddresses(context, page);
      const values = form.values(++serial);
      await page.goto(`${base}${form.path}`);
      expect(await inForm(page, form.widget).getAttribute('method')).toBe('post');
      await form.fill(page, values);
      await form.withoutScript(page, values);
      expect(await watch.leaks(Object.values(values))).toEqual([]);
    });

    it('with the loader 5 s late, hands what was sent to the widget, no value in any address', async () => {
      const { base, context, page } = await open();
      const watch = watchAddresses(context, page);
      await holdLoader(page);
      const values = form.values(++serial);
      await page.goto(`${base}${form.path}`, { waitUntil: 'commit' });
      // The loader has not run: it takes a host in (data-state) first thing.
      const host = page.locator(`[data-container="${form.widget}"]`);
      expect(await host.getAttribute('data-state')).toBeNull();
      await form.fill(page, values);
      await form.beforeLoader(page, values);
      const posts = (await watch.all()).filter((line) => /^POST .*\/forms\//.test(line));
      expect(posts.map((line) => new URL(line.slice(5)).pathname)).toEqual([
        `/forms/${form.name}`,
        '/forms/held',
      ]);
      expect(await watch.leaks(Object.values(values))).toEqual([]);
    }, 60_000);
  });

  it('with the loader there but the widget’s code 5 s late, holds the submit for the widget', async () => {
    const { base, context, page } = await open();
    const watch = watchAddresses(context, page);
    let late = 0;
    await page.route(/\/js\/chunks\/Login-[^/]+\.js$/, async (route) => {
      late += 1;
      await new Promise((resolve) => setTimeout(resolve, LOADER_DELAY_MS));
      await route.continue().catch(() => undefined);
    });
    await page.goto(`${base}/auth/`);
    // The loader took the prerendered form in: it holds what the reader does until the code.
    await page.locator('[data-container="Login"][data-state="ready"]').waitFor();
    await page.getByLabel('Email').fill('member@example.com');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByLabel('Password').press('Enter');
    await loggedIn(page, /^\/membership\/$/);
    expect(late).toBeGreaterThan(0);
    expect((await watch.all()).filter((line) => line.includes('/forms/'))).toEqual([]);
    expect(await watch.leaks(['member@example.com', DEMO_PASSWORD])).toEqual([]);
  }, 60_000);
});
