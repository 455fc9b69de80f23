import { describe, expect, it } from 'vitest';
import * as accountApi from '@api/storefront/account';
import * as accountCards from '@api/storefront/account-cards';

const account = { ...accountApi, ...accountCards };
import * as cart from '@api/storefront/cart';
import * as catalog from '@api/storefront/catalog';
import * as subscriptions from '@api/storefront/subscriptions';
import type { Storefront } from '@api/storefront/client';
import { getContent, listContent } from '@api/storefront/content';
import * as settings from '@api/storefront/settings';
import { createCardToken, createIntent } from '@api/vault';
import { json, newMember } from '../server/support/identity';
import {
  ADDRESS,
  GOOD_CARD,
  onReferenceBackend,
  storefrontFor,
  vaultFor,
} from './storefront-support';

interface Mail {
  to: string;
  kind: string;
  links: { url: string }[];
}

describe('contract: storefront client, account, catalog, content and settings', () => {
  let sf: Storefront;
  const backend = onReferenceBackend((client) => (sf = client));

  const signUp = async (email: string) => {
    const created = await account.createAccount(sf, {
      email,
      password: 'purr-purr-7',
      first_name: 'Grace',
      last_name: 'Hopper',
    });
    expect(created).toMatchObject({ email, name: 'Grace Hopper' });
    return created;
  };

  it('creates an account, logs out and back in, and updates it', async () => {
    await signUp('grace@example.com');
    expect(await account.getAccount(sf)).toMatchObject({ email: 'grace@example.com' });
    await account.logoutAccount(sf);
    expect(await account.getAccount(sf)).toBeNull();
    expect(
      await account.loginAccount(sf, { email: 'grace@example.com', password: 'wrong' }),
    ).toBeNull();
    const back = await account.loginAccount(sf, {
      email: 'GRACE@example.com',
      password: 'purr-purr-7',
    });
    expect(back).toMatchObject({ email: 'grace@example.com' });
    expect(await account.updateAccount(sf, { first_name: 'Amazing' })).toMatchObject({
      name: 'Amazing Hopper',
    });
    await expect(signUp('grace@example.com')).rejects.toMatchObject({
      status: 400,
      param: 'email',
    });
  });

  it('recovers a password with the mailed token and never says who has an account', async () => {
    await signUp('ada@example.com');
    await account.logoutAccount(sf);
    expect(await account.recoverAccount(sf, { email: 'nobody@example.com' })).toEqual({
      success: true,
    });
    await account.recoverAccount(sf, { email: 'ada@example.com' });
    const mails = (await (
      await fetch(`${backend().base}/_outbox.json?to=ada@example.com`)
    ).json()) as Mail[];
    const token = new URL(mails[0]?.links[0]?.url ?? '').searchParams.get('password_token') ?? '';
    const viaToken = await account.loginAccount(sf, {
      email: 'ada@example.com',
      password_token: token,
    });
    expect(viaToken).toMatchObject({ email: 'ada@example.com' });
    // One use only.
    await account.logoutAccount(sf);
    expect(
      await account.loginAccount(sf, { email: 'ada@example.com', password_token: token }),
    ).toBeNull();
  });

  it('keeps addresses and cards for the logged-in account only', async () => {
    await expect(account.listAddresses(sf)).rejects.toMatchObject({ status: 401 });
    await signUp('lin@example.com');
    const address = await account.createAddress(sf, ADDRESS);
    expect((await account.listAddresses(sf)).results).toEqual([address]);
    expect(await account.updateAddress(sf, address.id, { city: 'Basel' })).toMatchObject({
      city: 'Basel',
    });
    await account.deleteAddress(sf, address.id);
    expect((await account.listAddresses(sf)).count).toBe(0);
    const token = await createCardToken(vaultFor(backend()), GOOD_CARD);
    const card = await account.createCard(sf, { token: token.token });
    expect(card).toMatchObject({ last4: '4242', brand: 'Visa' });
    expect((await account.listCards(sf)).results).toHaveLength(1);
    // A stored card keeps its details: an update cannot rewrite what the vault said.
    expect(await account.updateCard(sf, card.id, { token: token.token })).toMatchObject({
      id: card.id,
      last4: '4242',
    });
    await account.deleteCard(sf, card.id);
    expect((await account.listCards(sf)).count).toBe(0);
    await expect(account.deleteCard(sf, card.id)).rejects.toMatchObject({ status: 404 });
  });

  it("lists the account's own orders and hides everyone else's", async () => {
    await signUp('kat@example.com');
    await cart.addCartItem(sf, { product_id: 'prod-forms-ebook', quantity: 1 });
    const token = await createCardToken(vaultFor(backend()), GOOD_CARD);
    await cart.updateCart(sf, { billing: { method: 'card', card: { token: token.token } } });
    const order = await cart.submitOrder(sf);
    const orders = await account.listAccountOrders(sf);
    expect(orders.results.map((o) => o.id)).toEqual([order.id]);
    expect(await account.getAccountOrder(sf, order.id)).toMatchObject({ id: order.id });
    const stranger = storefrontFor(backend());
    await account.createAccount(stranger, { email: 'other@example.com', password: 'purr-purr-8' });
    await expect(account.getAccountOrder(stranger, order.id)).rejects.toMatchObject({
      status: 404,
    });
  });

  it('subscribes to a membership plan, changes it and lists invoices', async () => {
    // A plan is for a confirmed member, the store session logged in with the site's store login.
    const { access_token } = await newMember(backend(), 'sam@example.com');
    const linked = await fetch(
      `${backend().base}/site-api/accounts`,
      json('POST', {}, access_token),
    );
    const { storeLogin } = (await linked.json()) as {
      storeLogin: { email: string; passwordToken: string };
    };
    await account.loginAccount(sf, {
      email: storeLogin.email,
      password_token: storeLogin.passwordToken,
    });
    const token = await createCardToken(vaultFor(backend()), GOOD_CARD);
    const sub = await subscriptions.createSubscription(sf, {
      product_id: 'prod-membership-member',
      plan_id: 'member-yearly',
      billing: { card: { token: token.token } },
    });
    expect(sub).toMatchObject({ plan_id: 'member-yearly', status: 'active' });
    const id = String(sub.id);
    await expect(
      subscriptions.createSubscription(sf, {
        product_id: 'prod-membership-member',
        plan_id: 'gold',
      }),
    ).rejects.toMatchObject({ status: 400 });
    expect(
      await subscriptions.updateSubscription(sf, id, { plan_id: 'member-monthly' }),
    ).toMatchObject({
      plan_id: 'member-monthly',
    });
    const withItem = await subscriptions.addSubscriptionItem(sf, id, {
      product_id: 'prod-webinar-a11y',
      quantity: 1,
    });
    const [item] = withItem.items as { id: string }[];
    expect(
      await subscriptions.updateSubscriptionItem(sf, id, item?.id ?? '', { quantity: 2 }),
    ).toMatchObject({ items: [{ quantity: 2 }] });
    expect(
      await subscriptions.setSubscriptionItems(sf, id, { product_id: 'prod-forms-ebook' }),
    ).toMatchObject({ items: [{ product_id: 'prod-forms-ebook' }] });
    const replaced = (await subscriptions.getSubscription(sf, id)) as { items: { id: string }[] };
    expect(
      await subscriptions.removeSubscriptionItem(sf, id, replaced.items[0]?.id ?? ''),
    ).toMatchObject({ items: [] });
    expect((await subscriptions.listSubscriptions(sf)).count).toBe(1);
    // The plan's charge; the move to monthly cost nothing (the paid year covers it).
    const invoices = await subscriptions.listInvoices(sf);
    expect(invoices.results).toEqual([expect.objectContaining({ grand_total: 50 })]);
    expect(await subscriptions.getInvoice(sf, String(invoices.results[0]?.id))).toMatchObject({
      grand_total: 50,
    });
    await expect(subscriptions.getInvoice(sf, 'ord_none')).rejects.toMatchObject({ status: 404 });
  });

  it('reads products, categories and filterable attributes', async () => {
    expect(await catalog.getProduct(sf, 'smashing-book-7')).toMatchObject({
      sku: 'smashing-book-7-print',
      cross_sell_product_id: 'prod-sb7-companion',
    });
    expect(await catalog.getProduct(sf, 'missing')).toBeNull();
    expect((await catalog.listCategories(sf)).results.map((c) => c.slug)).toContain('books');
    expect(await catalog.getCategory(sf, 'ebooks')).toMatchObject({ name: 'eBooks' });
    expect((await catalog.listAttributes(sf)).results.every((a) => a.filterable)).toBe(true);
    expect(await catalog.getAttribute(sf, 'format')).toMatchObject({ name: 'Format' });
  });

  it('hides draft content unless previewing', async () => {
    expect((await listContent(sf, 'checkout-notes')).count).toBe(1);
    expect((await listContent(sf, 'checkout-notes', true)).count).toBe(2);
    expect(await getContent(sf, 'checkout-notes', 'holiday-note')).toBeNull();
    expect(await getContent(sf, 'checkout-notes', 'holiday-note', true)).toMatchObject({
      title: 'Holiday shipping',
    });
  });

  it('serves settings, menus, payments, session and the currency switch', async () => {
    const all = await settings.getAllSettings(sf);
    expect(all.settings).toMatchObject({ currency: 'USD' });
    expect(await settings.getSettings(sf)).toEqual(all.settings);
    expect(await settings.getMenus(sf)).toEqual(all.menus);
    expect(await settings.getPaymentSettings(sf)).toMatchObject({
      card: { enabled: true, gateway: 'stripe' },
      paypal: { ppcp: true },
    });
    expect(await settings.getSubscriptionSettings(sf)).toEqual(all.subscriptions);
    expect(await settings.getSession(sf)).toMatchObject({ currency: 'USD' });
    expect(await settings.getPaymentMethods(sf)).toContainEqual({ id: 'ideal', gateway: 'stripe' });
    await settings.setSessionValue(sf, { currency: 'EUR' });
    expect(sf.options.session.get('currency')).toBe('EUR');
    const c = await cart.addCartItem(sf, { product_id: 'prod-sb7-ebook', quantity: 1 });
    // 19 USD at 0.93, rounded up to end on .99
    expect(c).toMatchObject({ currency: 'EUR', grand_total: 17.99 });
    await expect(settings.setSessionValue(sf, { currency: 'XYZ' })).rejects.toMatchObject({
      status: 400,
    });
  });

  it('looks payments up by id', async () => {
    const vault = vaultFor(backend());
    const token = await createCardToken(vault, GOOD_CARD);
    const intent = await createIntent<{ id: string }>(vault, {
      gateway: 'stripe',
      intent: { amount: 1000, currency: 'usd', payment_method: token.token },
    });
    expect(await settings.getPayments(sf, { id: intent.id })).toMatchObject({
      id: intent.id,
      status: 'requires_capture',
    });
    await expect(settings.getPayments(sf, { id: 'pi_nope' })).rejects.toMatchObject({
      status: 404,
    });
  });
});
