import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_DECLINED } from '@domain';
import { startBackend } from '../harness';
import type { TestBackend } from '../harness';
import { CARDS, cardToken, subscriber } from '../support/subscriber';

type Shop = Awaited<ReturnType<typeof subscriber>>['shop'];

const MEMBER_YEARLY = { product_id: 'prod-membership-member', plan_id: 'member-yearly' };

const account = async (shop: Shop) =>
  (await shop('GET', 'account')).body as {
    cards: { results: { id: string; last4: string }[] };
    billing: { account_card_id: string | null };
  };

const addCard = async (backend: TestBackend, shop: Shop, number: string) =>
  shop('POST', 'account/cards', { token: await cardToken(backend, number) });

describe('storefront: the account cards and the default card', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startBackend();
  });
  afterAll(() => backend.close());

  it('makes the first card the default, changes it through PUT /account, clears it on removal', async () => {
    const { shop } = await subscriber(backend, 'card-keeper@example.com');
    const first = await addCard(backend, shop, CARDS.good);
    expect(first).toMatchObject({ status: 200, body: { brand: 'Visa', last4: '4242' } });
    const firstId = String(first.body.id);
    expect((await account(shop)).billing.account_card_id).toBe(firstId);

    const second = await addCard(backend, shop, '5555 5555 5555 4444');
    const secondId = String(second.body.id);
    // A second card leaves the default where it was.
    expect((await account(shop)).billing.account_card_id).toBe(firstId);

    const made = await shop('PUT', 'account', { billing: { account_card_id: secondId } });
    expect(made).toMatchObject({ status: 200, body: { billing: { account_card_id: secondId } } });

    const stranger = await shop('PUT', 'account', {
      first_name: 'Renamed',
      billing: { account_card_id: 'card-of-someone-else' },
    });
    expect(stranger).toMatchObject({ status: 404, body: { error: { code: 'not_found' } } });
    const kept = await account(shop);
    expect(kept.billing.account_card_id).toBe(secondId);
    expect(kept).not.toHaveProperty('first_name', 'Renamed');

    expect((await shop('DELETE', `account/cards/${firstId}`)).status).toBe(200);
    expect((await account(shop)).billing.account_card_id).toBe(secondId);
    expect((await shop('DELETE', `account/cards/${secondId}`)).status).toBe(200);
    const none = await account(shop);
    expect(none.cards.results).toEqual([]);
    expect(none.billing.account_card_id).toBeNull();
  });

  it('refuses a card its bank declines, keeping the cards as they were', async () => {
    const { shop } = await subscriber(backend, 'declined-keeper@example.com');
    const declined = await addCard(backend, shop, CARDS.declined);
    expect(declined).toMatchObject({
      status: 402,
      body: { error: { message: CARD_DECLINED, code: 'card_declined' } },
    });
    const after = await account(shop);
    expect(after.cards.results).toEqual([]);
    expect(after.billing.account_card_id).toBeNull();
  });

  it('charges a new plan to the default card when the request names none', async () => {
    const { shop } = await subscriber(backend, 'default-payer@example.com');
    await addCard(backend, shop, CARDS.good);
    const mastercard = await addCard(backend, shop, '5555 5555 5555 4444');
    await shop('PUT', 'account', { billing: { account_card_id: String(mastercard.body.id) } });
    const sub = await shop('POST', 'subscriptions', MEMBER_YEARLY);
    expect(sub).toMatchObject({ status: 200, body: { card: { last4: '4444' } } });
  });
});
