import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_DIR } from '@server/app';
import { inlineScriptHashes } from '@server/backend/security-headers';
import { startBackend } from '../harness';
import type { TestBackend } from '../harness';

const layout = readFileSync(join(DEFAULT_SITE_DIR, 'layout.html'), 'utf8');

/** The CSP directives of a header, by name. */
const directives = (csp: string | null): Map<string, string[]> =>
  new Map(
    (csp ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...values]) => [name, values]),
  );

// Hardening, second pass, item 9: no page said nosniff, forbade framing or set a referrer
// policy, and none had a Content-Security-Policy.
describe('hardening: security headers', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startBackend();
  });
  afterAll(() => backend.close());

  it.each(['/', '/checkout/', '/checkout/payment', '/membership/', '/auth/', '/no-such-page'])(
    '%s says nosniff, a referrer policy and a CSP that forbids other sites to frame it',
    async (path) => {
      const res = await fetch(`${backend.base}${path}`);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'none'"]);
      expect(csp.get('form-action')).toEqual(["'self'"]);
    },
  );

  it("allows scripts from the site and the layout's inline script by its hash, nothing else", async () => {
    const inline = /<script>([\s\S]*?)<\/script>/.exec(layout)?.[1] ?? '';
    expect(inline).toContain('highContrast');
    const hash = `'sha256-${createHash('sha256').update(inline).digest('base64')}'`;
    const res = await fetch(`${backend.base}/about`);
    const scripts = directives(res.headers.get('content-security-policy')).get('script-src');
    expect(scripts).toEqual(["'self'", hash]);
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
  });

  it('hashes only the scripts that run: not JSON settings, not scripts with a src', () => {
    const html = `<script type="application/json">{"a":1}</script><script src="/x.js"></script>
<script type="module">import '/y.js';</script><script>run()</script>`;
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(inlineScriptHashes(html)).toEqual([hash("import '/y.js';"), hash('run()')]);
  });

  it.each(['/assets/fragments/related-articles.html'])(
    'an HTML file (%s) says nosniff, a referrer policy and frame-ancestors',
    async (path) => {
      const res = await fetch(`${backend.base}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    },
  );

  it('the vault approval page runs no script, is not framed elsewhere and posts only home', async () => {
    const created = await fetch(
      `${backend.base}/vault/intent?$key=pk_demo_magazine&$data[gateway]=paypal&$data[intent][amount]=500`,
    );
    const { $data } = (await created.json()) as { $data: { id: string } };
    const res = await fetch(`${backend.base}/vault/approve/${$data.id}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Approve payment');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toBeUndefined();
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    // Home is the site (SITE_URL, here the backend's own origin) and the CORS origins.
    expect(csp.get('form-action')).toEqual([
      "'self'",
      new URL(backend.base).origin,
      'http://widgets.test',
    ]);
  });

  it.each(['/_outbox', '/ads/partners/harbourline'])(
    'the service page %s runs no script and is not framed elsewhere',
    async (path) => {
      const res = await fetch(`${backend.base}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp.get('default-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    },
  );
});
