import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend } from '../harness';
import type { TestBackend } from '../harness';
import { bearer, json, mailedToken, newMember } from '../support/identity';
import { shopper, statuses } from './shop';
import { CARDS, cardToken, subscriber } from '../support/subscriber';

// Lists and settings kept in one row (addresses, cards, subscription items, a member's
// metadata) and single-use tokens, written by several requests at once.
describe('accounts changed by many requests at once', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startBackend();
  });
  afterAll(() => backend.close());

  it('keep every one of 10 addresses added at once, each with its own id', async () => {
    const shop = shopper([backend.base]);
    await shop('POST', 'account', { email: 'many-homes@example.com', password: 'purr-purr-42' });
    const added = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        shop('POST', 'account/addresses', { name: `Home ${i}`, address1: `${i} Cat St` }),
      ),
    );
    expect(statuses(added)).toEqual({ 200: 10 });
    const list = (await shop('GET', 'account/addresses')).body as { results: { id: string }[] };
    expect(list.results).toHaveLength(10);
    expect(new Set(list.results.map((a) => a.id)).size).toBe(10);
  });

  it('keep the items added to a subscription at once, and a cancel with a plan change', async () => {
    const { shop } = await subscriber(backend, 'subscriber@example.com');
    const token = await cardToken(backend, CARDS.good);
    const sub = await shop('POST', 'subscriptions', {
      product_id: 'prod-membership-member',
      plan_id: 'member-yearly',
      billing: { card: { token } },
    });
    const id = String(sub.body.id);
    const added = await Promise.all(
      ['prod-sb7-ebook', 'prod-forms-ebook', 'prod-inclusive-ebook', 'prod-sb7-print'].map(
        (product_id) => shop('POST', `subscriptions/${id}/items`, { product_id, quantity: 1 }),
      ),
    );
    expect(statuses(added)).toEqual({ 200: 4 });
    const [cancel, plan] = await Promise.all([
      shop('PUT', `subscriptions/${id}`, { canceled: true }),
      shop('PUT', `subscriptions/${id}`, { plan_id: 'member-monthly' }),
    ]);
    expect([cancel.status, plan.status]).toEqual([200, 200]);
    const after = (await shop('GET', `subscriptions/${id}`)).body;
    expect((after.items as unknown[]).length).toBe(4);
    // One after the other, whichever came first: the plan change holds, and the status is
    // the later request's (a plan chosen after a cancel takes it back).
    expect(after.plan_id).toBe('member-monthly');
    const last = [cancel, plan].some((a) => a.body.status === after.status);
    expect(last).toBe(true);
  });

  it('open one session from a confirmation link followed twice at once', async () => {
    const email = 'double-click@example.com';
    await fetch(`${backend.base}/identity/signup`, json('POST', { email, password: 'kitten-42' }));
    const { token } = await mailedToken(backend, email, 'signup-confirmation');
    const answers = await Promise.all(
      [1, 2].map(() =>
        fetch(`${backend.base}/identity/verify`, json('POST', { type: 'signup', token })),
      ),
    );
    expect(statuses(answers)).toEqual({ 200: 1, 404: 1 });
  });

  it("keep every key of a member's metadata written at once", async () => {
    const { access_token: token } = await newMember(backend, 'busy-member@example.com');
    const keys = Array.from({ length: 8 }, (_, i) => `key${i}`);
    const answers = await Promise.all([
      ...keys.map((key) =>
        fetch(`${backend.base}/identity/user`, json('PUT', { data: { [key]: key } }, token)),
      ),
      fetch(
        `${backend.base}/site-api/me`,
        json('PUT', { updatedAt: '2027-01-01T00:00:00.000Z' }, token),
      ),
    ]);
    expect(statuses(answers)).toEqual({ 200: 9 });
    const user = (await (await fetch(`${backend.base}/identity/user`, bearer(token))).json()) as {
      user_metadata: Record<string, unknown>;
    };
    expect(user.user_metadata).toMatchObject({
      ...Object.fromEntries(keys.map((key) => [key, key])),
      updatedAt: '2027-01-01T00:00:00.000Z',
    });
  });
});
