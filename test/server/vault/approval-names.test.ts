import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeGateway, createCardToken, createIntent } from '@api/vault';
import type { VaultOptions } from '@api/vault';
import { SECURE_CARD, vaultFor } from '../../contract/storefront-support';
import { startBackend } from '../harness';
import type { TestBackend } from '../harness';

interface Redirecting {
  readonly redirect_url?: string;
}

/** The approval page's main heading and its first paragraph, as a shopper reads them. */
async function pageOf(url: string | undefined): Promise<{ heading: string; text: string }> {
  const html = await (await fetch(url ?? '')).text();
  return {
    heading: /<h1>([^<]*)<\/h1>/.exec(html)?.[1] ?? '',
    text: /<main>([\s\S]*)<\/main>/.exec(html)?.[1]?.replace(/<[^>]+>/g, ' ') ?? '',
  };
}

// Each approval page says which method it stands in for, not the gateway carrying it: iDEAL,
// Bancontact and Klarna all go through the card provider's gateway, as does 3-D Secure.
describe('vault: the approval pages name their method', () => {
  let backend: TestBackend;
  let vault: VaultOptions;
  beforeAll(async () => {
    backend = await startBackend();
    vault = vaultFor(backend);
  });
  afterAll(() => backend.close());

  const redirect = (gateway: string, intent: Record<string, string | number | boolean>) =>
    createIntent<Redirecting>(vault, {
      gateway,
      intent: {
        amount: 1799,
        currency: 'eur',
        return_url: `${backend.base}/checkout/payment`,
        ...intent,
      },
    });

  it.each([
    ['iDEAL test bank', 'ideal'],
    ['Bancontact', 'bancontact'],
    ['Klarna', 'klarna'],
  ])('%s, through the card provider', async (name, method) => {
    const intent = await redirect('stripe', { payment_method_types: method });
    const page = await pageOf(intent.redirect_url);
    expect(page.heading).toBe(name);
    expect(page.text).toContain(`stands in for ${name}`);
    expect(page.text).not.toMatch(/stripe/i);
  });

  it('3-D Secure check, for the card that asks for it', async () => {
    const token = await createCardToken(vault, SECURE_CARD);
    const intent = await redirect('stripe', { payment_method: token.token });
    expect((await pageOf(intent.redirect_url)).heading).toBe('3-D Secure check');
  });

  it.each([
    ['Card payment page', 'quickpay'],
    ['paysafecard', 'paysafecard'],
  ])('%s, on its own gateway', async (name, gateway) => {
    const page = await pageOf((await redirect(gateway, {})).redirect_url);
    expect(page.heading).toBe(name);
    expect(page.text).not.toContain('quickpay');
  });

  it('Amazon Pay, for its checkout session', async () => {
    const session = await authorizeGateway<Redirecting>(vault, {
      gateway: 'amazon',
      params: { chargePermissionType: 'OneTime', return_url: `${backend.base}/checkout/payment` },
    });
    expect((await pageOf(session.redirect_url)).heading).toBe('Amazon Pay');
  });
});
