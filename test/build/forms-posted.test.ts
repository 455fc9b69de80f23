import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formsNotPosted } from '../../src/prerender/form-check';
import { prerenderHtml } from '../../src/entry/prerender';
import { DEFAULT_SITE_OPTIONS, writeSite } from '../../demo/build/site';

// A form without `method="post"` sends its fields the browser's default way: a GET to the
// page itself, a password in the address, the history and every log on the way. The build
// refuses a page with one; these tests prove the check fires and that no page has one.

const SITE = join(DEFAULT_SITE_OPTIONS.distDir, 'site');
const built = existsSync(join(DEFAULT_SITE_OPTIONS.distDir, 'js', 'manifest.json'));

async function htmlFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await htmlFiles(path)));
    else if (entry.name.endsWith('.html')) out.push(path);
  }
  return out;
}

const page = (main: string) =>
  `<!doctype html><html lang="en"><head><title>T</title></head><body><main>${main}</main></body></html>`;

describe('the check on forms that are no post', () => {
  it('names each prerendered form and each personal form that would GET its fields', async () => {
    const html = await readFile(
      join(import.meta.dirname, 'fixtures/forms-not-posted.html'),
      'utf8',
    );
    expect(formsNotPosted(html)).toEqual([
      '<form class="mw-form"> in Login',
      '<form class="mw-form mw-comments__form"> in CommentsArea',
      '<form class="newsletter">',
    ]);
  });

  it('passes a page whose forms post to an endpoint', () => {
    expect(
      formsNotPosted(
        page('<div data-prerendered=""><form method="POST" action="/forms/login"></form></div>'),
      ),
    ).toEqual([]);
  });
});

describe('the build-time render of every form widget', () => {
  it.each([
    ['Login', '/auth/', 'login'],
    ['Signup', '/auth/signup', 'signup'],
    ['Amnesia', '/auth/amnesia', 'recovery'],
    ['CommentsArea', '/articles/accessible-forms', 'comment'],
    ['JobPostForm', '/jobs/', 'job-post'],
    ['MemberSubscriptionCheckout', '/membership/subscribe', 'login'],
  ])('writes %s’s form as a post to its endpoint', async (name, path, form) => {
    const warn = (message: string) => {
      throw new Error(message);
    };
    const html = await prerenderHtml(page(`<div data-container="${name}"></div>`), {
      url: `http://localhost${path}`,
      warn,
    });
    const tag = /<form [^>]*>/.exec(html)?.[0] ?? '';
    expect(tag).toContain(`action="/forms/${form}"`);
    expect(tag).toContain('method="post"');
    expect(html).toContain(`<input type="hidden" name="_page" value="${path}">`);
    expect(formsNotPosted(html)).toEqual([]);
  });

  it('posts to the services’ origin when the page settings name it', async () => {
    const settings = '{"formsUrl":"https://services.example/forms"}';
    const html = await prerenderHtml(
      `<!doctype html><html lang="en"><head><title>T</title><script type="application/json" id="widgets-config">${settings}</script></head><body><div data-container="Login"></div></body></html>`,
      { url: 'https://magazine.example/auth/' },
    );
    expect(html).toContain('action="https://services.example/forms/login"');
  });
});

describe.runIf(built)('the built magazine', () => {
  it('has no form that is no post in any page of dist/site', async () => {
    expect(existsSync(SITE), 'npm run build writes dist/site').toBe(true);
    const unsafe: string[] = [];
    let posted = 0;
    for (const file of await htmlFiles(SITE)) {
      const html = await readFile(file, 'utf8');
      unsafe.push(...formsNotPosted(html).map((form) => `${file}: ${form}`));
      posted += html.match(/<form [^>]*action="\/forms\/[^>]*method="post"/g)?.length ?? 0;
    }
    expect(unsafe).toEqual([]);
    // The login, signup, recovery, comment (3 articles), job post and subscription forms.
    expect(posted).toBeGreaterThanOrEqual(8);
  });

  it('refuses to build a page with a form that would GET a password', async () => {
    const siteDir = await mkdtemp(join(tmpdir(), 'mw-forms-'));
    await mkdir(join(siteDir, 'pages'), { recursive: true });
    await mkdir(join(siteDir, 'assets'), { recursive: true });
    await writeFile(join(siteDir, 'layout.html'), page('{{content}}'));
    await writeFile(
      join(siteDir, 'pages', 'index.html'),
      '<form class="join"><input type="password" name="password"></form>',
    );
    await expect(
      writeSite({
        ...DEFAULT_SITE_OPTIONS,
        siteDir,
        outDir: join(siteDir, 'out'),
        config: {},
      }),
    ).rejects.toThrow('/: forms that are no post with an action: <form class="join">');
  });
});
