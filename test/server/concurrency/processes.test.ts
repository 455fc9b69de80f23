import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackends } from '../harness';
import type { TestBackend } from '../harness';
import { form } from '../support/identity';

// Two backends on one database, each with its own memory, as two processes behind a load
// balancer: what must hold for the whole site is kept in the database, not in a process.
describe('two backends on one database', () => {
  let backends: TestBackend[];
  const base = (i: number) => backends[i % backends.length]?.base ?? '';
  beforeAll(async () => {
    backends = await startBackends(2);
  });
  afterAll(async () => {
    for (const backend of backends) await backend.close();
  });

  it('count the clicks either of them received', async () => {
    const { ads } = (await (await fetch(`${base(0)}/ads/friskies`)).json()) as {
      ads: { external_id: string }[];
    };
    const id = ads[0]?.external_id ?? '';
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        fetch(`${base(i)}/ads/click/${id}`, { redirect: 'manual' }),
      ),
    );
    for (const i of [0, 1]) {
      const stats = (await (await fetch(`${base(i)}/ads/stats`)).json()) as {
        clicks: Record<string, number>;
      };
      expect(stats.clicks[id]).toBe(6);
    }
  });

  it('slow a password guesser down whichever of them it asks', { timeout: 30_000 }, async () => {
    const attempt = (i: number) =>
      fetch(
        `${base(i)}/identity/token`,
        form({ grant_type: 'password', username: 'guessed@example.com', password: `nope-${i}` }),
      );
    for (let i = 0; i < 10; i++) expect((await attempt(i)).status).toBe(400);
    expect((await attempt(0)).status).toBe(429);
    expect((await attempt(1)).status).toBe(429);
  });
});
