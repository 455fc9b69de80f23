import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend } from '../harness';
import type { TestBackend } from '../harness';

// The static magazine's paths: what cannot name a file is simply not found, never a 500.
describe('hardening: static paths', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startBackend();
  });
  afterAll(() => backend.close());

  it.each([
    '/js/%E0%A4%A',
    '/assets/%E0%A4%A.css',
    '/js/%00.js',
    '/assets/a%00b.svg',
    '/assets/..%2f..%2fpackage.json',
    '/js/..%2f..%2f..%2fpackage.json',
    '/assets/%2e%2e/%2e%2e/package.json',
  ])('GET %s is not found', async (path) => {
    const res = await fetch(`${backend.base}${path}`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).not.toContain('"name": "magazine-widgets"');
  });
});
