import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALREADY_SUBSCRIBED,
  CARD_DECLINED,
  CARD_NEEDS_AUTHENTICATION,
  STUDENT_EMAIL_REQUIRED,
  SUBSCRIPTION_CARD_REQUIRED,
  SUBSCRIPTION_LOGIN_REQUIRED,
} from '@domain';
import { startBackend } from '../harness';
import type { TestBackend } from '../harness';
import { statuses } from '../concurrency/shop';
import { DEMO_PASSWORD, login } from '../support/identity';
import { storeCaller } from '../support/store-client';
import { CARDS, cardToken, identityPlan, storeLoggedIn, subscriber } from '../support/subscriber';

const MEMBER_YEARLY = { product_id: 'prod-membership-member', plan_id: 'member-yearly' };

describe('storefront: membership subscriptions', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startBackend();
  });
  afterAll(() => backend.close());

  const orders = async (shop: ReturnType<typeof storeCaller>) =>
    (await shop('GET', 'account/orders')).body.results as {
      grand_total: number;
      items: { name: string; type: string }[];
    }[];

  it('charges the card, keeps it on the account and puts the plan into the identity', async () => {
    const email = 'new-subscriber@example.com';
    const { shop } = await subscriber(backend, email);
    const token = await cardToken(backend, CARDS.good);
    const sub = await shop('POST', 'subscriptions', {
      ...MEMBER_YEARLY,
      billing: { card: { token } },
    });
    expect(sub.status).toBe(200);
    expect(sub.body).toMatchObject({
      plan_id: 'member-yearly',
      interval: 'yearly',
      price: 50,
      status: 'active',
      card: { brand: 'Visa', last4: '4242' },
    });
    expect(JSON.stringify(sub.body)).not.toContain(token);
    expect(await identityPlan(backend, email)).toMatchObject({ plan: 'member', type: 'yearly' });
    const account = (await shop('GET', 'account')).body as {
      cards: { results: { id: string }[] };
      billing: { account_card_id: string };
    };
    expect(account.cards.results).toHaveLength(1);
    expect(account.billing.account_card_id).toBe(account.cards.results[0]?.id);
    const [invoice] = await orders(shop);
    expect(invoice).toMatchObject({ grand_total: 50, items: [{ type: 'membership' }] });
    // The next token carries the plan: the cart is priced as a member's from now on.
    await shop('POST', 'cart/items', { product_id: 'prod-sb7-ebook', quantity: 1 });
    const cart = await shop('GET', 'cart');
    expect(cart.body.discounts).toEqual([expect.objectContaining({ type: 'promo-member-member' })]);
  });

  it('refuses a declined card, a card wanting its bank each time, and no card, changing nothing', async () => {
    const email = 'declined-subscriber@example.com';
    const { shop } = await subscriber(backend, email);
    const declined = await shop('POST', 'subscriptions', {
      ...MEMBER_YEARLY,
      billing: { card: { token: await cardToken(backend, CARDS.declined) } },
    });
    expect(declined).toMatchObject({ status: 402, body: { error: { message: CARD_DECLINED } } });
    const needs3ds = await shop('POST', 'subscriptions', {
      ...MEMBER_YEARLY,
      billing: { card: { token: await cardToken(backend, CARDS.needs3ds) } },
    });
    expect(needs3ds).toMatchObject({
      status: 402,
      body: { error: { message: CARD_NEEDS_AUTHENTICATION } },
    });
    const none = await shop('POST', 'subscriptions', MEMBER_YEARLY);
    expect(none).toMatchObject({
      status: 402,
      body: { error: { message: SUBSCRIPTION_CARD_REQUIRED } },
    });
    expect(await identityPlan(backend, email)).toBeNull();
    expect((await shop('GET', 'subscriptions')).body).toMatchObject({ count: 0 });
    expect(await orders(shop)).toEqual([]);
  });

  it('takes plans from logged-in members only, the student plan from university addresses', async () => {
    const guest = storeCaller(backend);
    expect((await guest('POST', 'subscriptions', MEMBER_YEARLY)).status).toBe(401);
    // A store account nobody proved: no identity behind it, no plan.
    const typed = storeCaller(backend);
    await typed('POST', 'account', { email: 'typed@example.com', password: 'purr-purr-42' });
    const refused = await typed('POST', 'subscriptions', MEMBER_YEARLY);
    expect(refused).toMatchObject({
      status: 403,
      body: { error: { message: SUBSCRIPTION_LOGIN_REQUIRED } },
    });

    const token = await cardToken(backend, CARDS.good);
    const student = { product_id: 'prod-membership-smashing', plan_id: 'smashing-student' };
    const { shop } = await subscriber(backend, 'not-a-student@example.com');
    const wrong = await shop('POST', 'subscriptions', { ...student, billing: { card: { token } } });
    expect(wrong).toMatchObject({
      status: 403,
      body: { error: { message: STUDENT_EMAIL_REQUIRED } },
    });
    const uni = await subscriber(backend, 'ada@cs.uni.ac.uk');
    const ok = await uni.shop('POST', 'subscriptions', {
      ...student,
      billing: { card: { token } },
    });
    expect(ok.body).toMatchObject({ plan_id: 'smashing-student', price: 30, status: 'active' });
    expect(await identityPlan(backend, 'ada@cs.uni.ac.uk')).toMatchObject({
      plan: 'smashing',
      student: true,
    });
  });

  it('upgrades for the difference, downgrades for nothing, cancels to the period end, renews', async () => {
    const email = 'changer@example.com';
    const { shop } = await subscriber(backend, email);
    const token = await cardToken(backend, CARDS.good);
    const sub = await shop('POST', 'subscriptions', {
      ...MEMBER_YEARLY,
      billing: { card: { token } },
    });
    const id = String(sub.body.id);

    const up = await shop('PUT', `subscriptions/${id}`, { plan_id: 'smashing-yearly' });
    expect(up.body).toMatchObject({
      plan_id: 'smashing-yearly',
      product_id: 'prod-membership-smashing',
    });
    expect(await identityPlan(backend, email)).toMatchObject({ plan: 'smashing' });
    // A year of member (50) just paid for: the upgrade costs 99 less about 50.
    const upgrade = (await orders(shop))[0];
    expect(upgrade?.grand_total).toBeGreaterThan(48);
    expect(upgrade?.grand_total).toBeLessThan(50);

    const down = await shop('PUT', `subscriptions/${id}`, { plan_id: 'supporter-yearly' });
    expect(down.body).toMatchObject({ plan_id: 'supporter-yearly', status: 'active' });
    expect(await orders(shop)).toHaveLength(2);
    expect(await identityPlan(backend, email)).toMatchObject({ plan: 'supporter' });

    const canceled = await shop('PUT', `subscriptions/${id}`, { canceled: true });
    expect(canceled.body).toMatchObject({ status: 'canceled', cancel_at_end: true });
    // Cancelled to the end of the paid period: still a supporter until then.
    expect(await identityPlan(backend, email)).toMatchObject({
      plan: 'supporter',
      cancel_at_end: true,
    });
    const renewed = await shop('PUT', `subscriptions/${id}`, { canceled: false });
    expect(renewed.body).toMatchObject({ status: 'active', cancel_at_end: false });
    expect(await orders(shop)).toHaveLength(2);
    expect(await identityPlan(backend, email)).not.toHaveProperty('cancel_at_end');
  });

  it('makes one subscription of two subscribe calls at once; the other is "already exists"', async () => {
    const { shop } = await subscriber(backend, 'double-subscriber@example.com');
    const token = await cardToken(backend, CARDS.good);
    const body = { ...MEMBER_YEARLY, billing: { card: { token } } };
    const answers = await Promise.all([1, 2].map(() => shop('POST', 'subscriptions', body)));
    expect(statuses(answers)).toEqual({ 200: 1, 409: 1 });
    expect(answers.find((a) => a.status === 409)?.body).toMatchObject({
      error: { message: ALREADY_SUBSCRIBED },
    });
    expect(await orders(shop)).toHaveLength(1);
  });

  it("shows a seeded member's plan as a subscription the plan page can change", async () => {
    const { access_token } = await login(backend, 'member@example.com', DEMO_PASSWORD);
    const shop = await storeLoggedIn(backend, access_token);
    const list = (await shop('GET', 'subscriptions')).body as {
      results: { id: string; plan_id: string; status: string; card: unknown }[];
    };
    expect(list.results).toEqual([
      expect.objectContaining({ plan_id: 'member-yearly', status: 'active', card: null }),
    ]);
    // Its plan was paid; a change needs a card, which it does not have yet.
    const id = list.results[0]?.id ?? '';
    const change = await shop('PUT', `subscriptions/${id}`, { plan_id: 'smashing-yearly' });
    expect(change).toMatchObject({
      status: 402,
      body: { error: { message: SUBSCRIPTION_CARD_REQUIRED } },
    });
    expect(await identityPlan(backend, 'member@example.com')).toMatchObject({ plan: 'member' });
  });
});
