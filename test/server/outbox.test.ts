import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMail } from '@server/backend/outbox';
import { startBackend } from './harness';
import type { TestBackend } from './harness';

describe('outbox and the shared backend plumbing', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startBackend();
  });
  afterAll(() => backend.close());

  it('lists sent mail, newest first, as HTML and JSON', async () => {
    await sendMail(backend.db, {
      to: 'a@example.com',
      subject: 'First',
      body: 'one',
      kind: 'signup-confirmation',
      links: [],
    });
    await sendMail(backend.db, {
      to: 'b@example.com',
      subject: 'Second <b>',
      body: 'two',
      kind: 'password-recovery',
      links: [{ label: 'Choose a new password', url: 'http://x/#recovery_token=abc' }],
    });
    const json = (await (await fetch(`${backend.base}/_outbox.json`)).json()) as {
      subject: string;
    }[];
    expect(json.map((m) => m.subject)).toEqual(['Second <b>', 'First']);
    const only = (await (
      await fetch(`${backend.base}/_outbox.json?to=A@example.com`)
    ).json()) as unknown[];
    expect(only).toHaveLength(1);
    const html = await (await fetch(`${backend.base}/_outbox`)).text();
    expect(html).toContain('Second &#60;b&#62;');
    expect(html).toContain('href="http://x/#recovery_token=abc"');
  });

  it('answers CORS preflights for configured origins only', async () => {
    const ok = await fetch(`${backend.base}/api/cart`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://widgets.test', 'Access-Control-Request-Method': 'PUT' },
    });
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://widgets.test');
    expect(ok.headers.get('access-control-allow-credentials')).toBe('true');
    const denied = await fetch(`${backend.base}/api/cart`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://evil.test', 'Access-Control-Request-Method': 'PUT' },
    });
    expect(denied.status).toBe(403);
    expect(denied.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('a restart keeps what was written (PGlite in a directory)', { timeout: 60_000 }, async () => {
    const { mkdtemp } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { openDb } = await import('@server/backend/db');
    const { prepare } = await import('@server/services/prepare');
    const dir = join(await mkdtemp(join(tmpdir(), 'mw-db-')), 'pglite');
    const first = await openDb({ dataDir: dir });
    await prepare(first);
    await sendMail(first, {
      to: 'keep@example.com',
      subject: 'Kept',
      body: '',
      kind: 'order-receipt',
      links: [],
    });
    await first.close();
    const second = await openDb({ dataDir: dir });
    await prepare(second);
    const rows = await second.query<{ subject: string }>('SELECT subject FROM outbox');
    expect(rows.map((r) => r.subject)).toEqual(['Kept']);
    await second.close();
  });
});
