import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCardToken, createIntent } from '@api/vault';
import type { VaultOptions } from '@api/vault';
import { SECURE_CARD } from '../../contract/storefront-support';
import { goodCardToken, readyToOrder } from '../concurrency/shop';
import { startBackend } from '../harness';
import type { TestBackend } from '../harness';
import { json, login, DEMO_PASSWORD } from '../support/identity';
import { storeCaller } from '../support/store-client';

// A publisher's layout: the magazine on a static host (SITE_URL), the services on their own
// origin (PUBLIC_URL, the test backend's base), another site of theirs in CORS_ORIGINS.
const SITE = 'https://magazine.test';
const OTHER_SITE = 'https://shop.magazine.test';

interface Mail {
  kind: string;
  links: { url: string }[];
}

describe('backend: the site on another origin (SITE_URL)', () => {
  let backend: TestBackend;
  let vault: VaultOptions;
  const mails = async (to: string) =>
    (await (
      await fetch(`${backend.base}/_outbox.json?to=${encodeURIComponent(to)}`)
    ).json()) as Mail[];
  const linkOf = async (to: string, kind: string) =>
    (await mails(to)).find((mail) => mail.kind === kind)?.links[0]?.url ?? '';

  beforeAll(async () => {
    backend = await startBackend({ siteUrl: SITE, origins: [OTHER_SITE] });
    vault = { vaultUrl: `${backend.base}/vault`, key: 'pk_demo_magazine', timeoutMs: 5000 };
  });
  afterAll(() => backend.close());

  /** A 3-D Secure card's intent returning to `returnUrl`; where the approval page sends to. */
  const approvedReturn = async (returnUrl: string, decision = 'approve') => {
    const token = await createCardToken(vault, SECURE_CARD);
    const intent = await createIntent<{ redirect_url?: string }>(vault, {
      gateway: 'stripe',
      intent: { amount: 2500, currency: 'eur', payment_method: token.token, return_url: returnUrl },
    });
    const approval = intent.redirect_url ?? '';
    // The approval page is the services' own: it stays on PUBLIC_URL.
    expect(new URL(approval).origin).toBe(new URL(backend.base).origin);
    // Its form may lead back to the sites: the browser holds the redirect to form-action.
    const csp = (await fetch(approval)).headers.get('content-security-policy') ?? '';
    const formAction = /form-action ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
    expect(formAction).toEqual(expect.arrayContaining([SITE, OTHER_SITE]));
    const answer = await fetch(approval, {
      method: 'POST',
      body: `decision=${decision}`,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    expect(answer.status).toBe(303);
    return new URL(answer.headers.get('location') ?? '');
  };

  it('sends a payment return back to the site that asked for it', async () => {
    const back = await approvedReturn(`${SITE}/checkout/payment`);
    expect(`${back.origin}${back.pathname}`).toBe(`${SITE}/checkout/payment`);
    expect(back.searchParams.get('redirect_status')).toBe('succeeded');
    const cancelled = await approvedReturn(`${OTHER_SITE}/checkout/payment`, 'cancel');
    expect(`${cancelled.origin}${cancelled.pathname}`).toBe(`${OTHER_SITE}/checkout/payment`);
    expect(cancelled.searchParams.get('redirect_status')).toBe('canceled');
  });

  it("refuses returns anywhere else, the services' own origin included", async () => {
    for (const elsewhere of [
      `${backend.base}/checkout/payment`,
      'https://evil.example/checkout/payment',
      'javascript:alert(1)',
    ]) {
      const back = await approvedReturn(elsewhere);
      expect(`${back.origin}${back.pathname}`, elsewhere).toBe(`${SITE}/checkout/payment`);
    }
  });

  it('links the signup, recovery and email change mails to the site', async () => {
    const email = 'two-origins@example.com';
    await fetch(`${backend.base}/identity/signup`, json('POST', { email, password: 'purr-42-x' }));
    expect(await linkOf(email, 'signup-confirmation')).toMatch(
      `${SITE}/membership/#confirmation_token=`,
    );
    await fetch(`${backend.base}/identity/recover`, json('POST', { email }));
    expect(await linkOf(email, 'password-recovery')).toMatch(
      `${SITE}/membership/recover-password#recovery_token=`,
    );
    const member = await login(backend, 'reader@example.com', DEMO_PASSWORD);
    const changed = await fetch(
      `${backend.base}/identity/user`,
      json('PUT', { email: 'reader-moved@example.com' }, member.access_token),
    );
    expect(changed.status).toBe(200);
    expect(await linkOf('reader-moved@example.com', 'email-change')).toMatch(
      `${SITE}/membership/personal#email_change_token=`,
    );
  });

  it('links the receipt to the order page on the site', async () => {
    const token = await goodCardToken(backend.db);
    const shop = await readyToOrder([backend.base], token, 'receipt@example.com', 'prod-sb7-ebook');
    const order = await shop('POST', 'cart/order');
    expect(order.status).toBe(200);
    const link = new URL(await linkOf('receipt@example.com', 'order-receipt'));
    // One page for every order: a static host serves it from one file, no rewrite.
    expect(`${link.origin}${link.pathname}`).toBe(`${SITE}/checkout/order`);
    expect(link.searchParams.get('order')).toBe(order.body.id);
    expect(link.searchParams.get('key')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('takes store recovery links to the site only', async () => {
    const store = storeCaller(backend);
    const recover = (reset_url: string) =>
      store('POST', 'account/recover', { email: 'reader@example.com', reset_url });
    expect((await recover(`${SITE}/auth/reset`)).status).toBe(200);
    expect((await recover(`${backend.base}/auth/reset`)).status).toBe(400);
  });
});
