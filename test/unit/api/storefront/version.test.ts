import { describe, expect, it, vi } from 'vitest';
import { createStorefront, call } from '@api/storefront/client';

describe('the store client’s version (SPEC point 9)', () => {
  it('is 3.22.0, kept on the client and sent in no header (docs/contracts.md lists them all)', async () => {
    const fetchImpl = vi.fn(async () => new Response('{}'));
    const sf = createStorefront({ store: 'magazine', key: 'pk_test', fetch: fetchImpl });
    expect(sf.version).toBe('3.22.0');
    await call(sf, 'get', 'settings');
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(Object.keys(init.headers ?? {})).toEqual(['Accept', 'Content-Type', 'Authorization']);
    expect(url).not.toContain('3.22.0');
  });
});
