import { mkdtemp, readFile, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { prerenderHtml } from '../../src/entry/prerender';

const page = (main: string, header = '') => `<!doctype html><html lang="en"><head><title>T</title>
<script type="module" src="/js/widgets.js"></script></head><body>${header}<main>${main}</main></body></html>`;

/** The inner HTML of the first element carrying data-container="name". */
const hostOf = (html: string, name: string): { tag: string; body: string } | undefined => {
  const match = new RegExp(
    `(<[a-z]+ [^>]*data-container="${name}"[^>]*>)([\\s\\S]*?)</(?:div|span|nav|section)>\\s*(?:<|$)`,
  ).exec(html);
  return match ? { tag: match[1] ?? '', body: match[2] ?? '' } : undefined;
};

describe('prerenderHtml, the build-time render of containers', () => {
  it("writes a visitor's first view into each host and marks it", async () => {
    const html = await prerenderHtml(
      page(
        '<h1>Layers</h1><nav data-container="TOC"></nav><h2 id="a">First part</h2><h2 id="b">Second part</h2>',
        '<div data-container="MiniCart"><a href="/cart">Cart</a></div><div data-container="MemberHeader"><a href="/auth/">Log in</a></div>',
      ),
      { url: 'http://localhost/articles/layers' },
    );
    const cart = hostOf(html, 'MiniCart');
    expect(cart?.tag).toContain('data-prerendered');
    expect(cart?.body).toContain('aria-label="Cart, 0 items"');
    const member = hostOf(html, 'MemberHeader');
    expect(member?.body).toContain('href="/auth/?return=%2Farticles%2Flayers"');
    // The icons' markup nests elements the host's own text match stops at: read the page.
    expect(html).toMatch(/data-container="MemberHeader"[^>]*>[\s\S]*Sign up/);
    expect(html).toMatch(/<a href="#a">First part<\/a>[\s\S]*<a href="#b">Second part<\/a>/);
  });

  it('renders a form whose fields work as HTML, with unique ids per container', async () => {
    const html = await prerenderHtml(
      page('<div data-container="Login"></div><div data-container="Signup"></div>'),
      { url: 'http://localhost/auth/' },
    );
    expect(html).toMatch(/<input[^>]*type="email"[^>]*name="email"/);
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("waits for the parts a container loads lazily (the checkout's cart step)", async () => {
    const html = await prerenderHtml(page('<div data-container="Checkout"></div>'), {
      url: 'http://localhost/cart',
    });
    expect(html).toContain('Your cart is empty.');
    expect(html).not.toContain('client rendering');
  });

  it("keeps the editor's markup where React has no part or the name is unknown", async () => {
    const overlay =
      '<div data-container="HTMLOverlay"><button type="button">Open</button><template><h2>Hi</h2></template></div>';
    const teaser =
      '<p data-container="PriceTeaser" data-sku="smashing-book-7-print">Members pay less.</p>';
    const unknown = '<div data-container="NoSuchWidget"><p>As written</p></div>';
    const html = await prerenderHtml(page(overlay + teaser + unknown), {
      url: 'http://localhost/',
    });
    expect(html).toContain(overlay);
    expect(html).toContain(teaser);
    expect(html).toContain(unknown);
  });

  it('renders nothing where a visitor would see nothing, and leaves a second run unchanged', async () => {
    const once = await prerenderHtml(
      page(
        '<span data-container="EditButton" data-edit-url="/admin/x"><a href="/admin/x">Edit</a></span>',
      ),
      { url: 'http://localhost/articles/x' },
    );
    expect(once).toContain(
      '<span data-container="EditButton" data-edit-url="/admin/x" data-prerendered=""></span>',
    );
    const twice = await prerenderHtml(once, { url: 'http://localhost/articles/x' });
    expect(twice).toBe(once);
  });

  it('keeps the markup of a container that cannot render, and says which', async () => {
    const warnings: string[] = [];
    const html = await prerenderHtml(page('<span data-container="InsertQueryParam">x</span>'), {
      url: 'http://localhost/',
      warn: (message) => warnings.push(message),
    });
    // No query parameter named: the browser's loader reports it to the editor.
    expect(html).toContain('<span data-container="InsertQueryParam">x</span>');
    expect(warnings.join('\n')).toContain('InsertQueryParam');
  });
});

describe('npm run prerender, for a publisher’s own HTML files', () => {
  it('rewrites every page of a folder in place, each read at its own address', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'mw-prerender-'));
    await mkdir(join(dir, 'about'));
    const header = '<div data-container="MemberHeader"><a href="/auth/">Log in</a></div>';
    await writeFile(join(dir, 'index.html'), page('<p>Home</p>', header));
    await writeFile(join(dir, 'about', 'index.html'), page('<p>About</p>', header));
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        '--import',
        'tsx',
        'src/entry/prerender-cli.ts',
        dir,
        '--origin',
        'https://magazine.example',
      ],
      { cwd: process.cwd() },
    );
    expect(stdout).toContain('prerendered 2 pages');
    // Only behaviours or containers left to the browser run at start: none here to preload.
    expect(stdout).toContain('0 pages with modulepreload hints');
    const about = await readFile(join(dir, 'about', 'index.html'), 'utf8');
    expect(about).toContain('href="/auth/?return=%2Fabout%2F"');
    const home = await readFile(join(dir, 'index.html'), 'utf8');
    expect(home).toContain('href="/auth/?return=%2F"');
  }, 60_000);
});
