import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import {
  PAYMENT_AUTHENTICATION_FAILED,
  PAYMENT_CANCELLED,
  PAYSAFECARD_PAYMENT_ID_UNDEFINED,
  unknownRedirectStatus,
} from '@domain';
import type { GatewayReturn } from '@domain/routes';
import { stripeBancontact } from '@payments/redirect/bancontact';
import { stripeIdeal } from '@payments/redirect/ideal';
import { stripeKlarna } from '@payments/redirect/klarna';
import { paysafecard } from '@payments/redirect/paysafecard';
import { quickpayCard } from '@payments/redirect/quickpay';
import type { CartPort, CheckoutFacts, PaymentGateway, PaymentNext } from '@payments/types';

const RETURN_URL = 'http://localhost/checkout/payment';

/** A cart port against the reference backend's vault, recording what goes on the cart. */
function port(facts: Partial<CheckoutFacts> = {}) {
  const base = inject('backendUrl');
  const updates: Record<string, unknown>[] = [];
  const cart: CartPort = {
    vault: { vaultUrl: `${base}/vault`, key: 'pk_demo_magazine', timeoutMs: 5000 },
    facts: () => ({
      cartId: 'cart-1',
      currency: 'EUR',
      namedCurrency: 'EUR',
      captureTotal: 50.98,
      shippingRequired: true,
      hasSubscription: false,
      billing: { name: 'Ada Lovelace' },
      returnUrl: RETURN_URL,
      cancelUrl: RETURN_URL,
      ...facts,
    }),
    update: async (patch) => {
      updates.push({ ...patch });
    },
    rateShipping: async () => [],
    chooseShipping: async () => undefined,
  };
  return { cart, updates, base };
}

const context = (cart: CartPort) => ({
  settings: {},
  script: '',
  cart,
  onPaid: () => undefined,
  onFailed: () => undefined,
});

async function pay(gateway: PaymentGateway, cart: CartPort) {
  const mounted = await gateway.mount(document.createElement('form'), context(cart));
  if (!mounted.pay) throw new Error('a redirect method pays through the step');
  return mounted.pay();
}

/** The tester's choice on the vault's approval page, as the form posts it. */
async function decide(url: string, decision: 'approve' | 'cancel') {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: `decision=${decision}`,
    redirect: 'manual',
  });
  return new URL(res.headers.get('Location') ?? '');
}

const back = (params: Partial<GatewayReturn>): GatewayReturn => ({
  gateway: 'stripe',
  confirm: false,
  ...params,
});

describe('redirect payment methods through the vault', () => {
  it('iDEAL: an intent confirmed at once, stored on the cart, then the bank', async () => {
    const { cart, updates } = port();
    const next = await pay(stripeIdeal, cart);
    expect(next).toEqual({ redirect: expect.stringContaining('/vault/approve/') });
    expect(updates).toEqual([
      { billing: { method: 'ideal', intent: { stripe: { id: expect.stringMatching(/^pi_/) } } } },
    ]);
    const url = new URL('redirect' in next ? next.redirect : '');
    const page = await (await fetch(url)).text();
    // 50.98 EUR in cents.
    expect(page).toContain('€50.98');
  });

  it('iDEAL: a cart that names no currency pays in euros (SPEC point 9), one that does in its own', async () => {
    const { cart } = port({ currency: 'USD', captureTotal: 12.5 });
    const unnamed: CartPort = {
      ...cart,
      facts: () =>
        Object.fromEntries(
          Object.entries(cart.facts()).filter(([key]) => key !== 'namedCurrency'),
        ) as CheckoutFacts,
    };
    const page = async (next: PaymentNext) =>
      (await fetch('redirect' in next ? next.redirect : '')).text();
    expect(await page(await pay(stripeIdeal, unnamed))).toContain('€12.50');
    const named = port({ currency: 'USD', namedCurrency: 'USD', captureTotal: 12.5 });
    expect(await page(await pay(stripeIdeal, named.cart))).toContain('$12.50');
  });

  it('Bancontact: the method set on the cart before the bank', async () => {
    const { cart, updates } = port();
    expect(await pay(stripeBancontact, cart)).toHaveProperty('redirect');
    expect(updates[0]).toMatchObject({ billing: { method: 'bancontact' } });
  });

  it('Klarna: the amount in hundredths; the return decides, in its own words', async () => {
    const { cart, updates } = port({ currency: 'USD', captureTotal: 12.5 });
    const next = await pay(stripeKlarna, cart);
    expect(updates[0]).toMatchObject({ billing: { method: 'klarna' } });
    const returned = await decide('redirect' in next ? next.redirect : '', 'approve');
    expect(returned.searchParams.get('redirect_status')).toBe('succeeded');
    const resume = stripeKlarna.resume;
    if (!resume) throw new Error('Klarna finishes its returns');
    await expect(resume(back({ redirectStatus: 'succeeded' }), cart)).resolves.toEqual({
      done: true,
    });
    await expect(resume(back({ redirectStatus: 'canceled' }), cart)).rejects.toThrow(
      PAYMENT_CANCELLED,
    );
    await expect(resume(back({ redirectStatus: 'pending' }), cart)).rejects.toThrow(
      unknownRedirectStatus('pending'),
    );
  });

  it('paysafecard: the status asked of the vault on return, not read from the address', async () => {
    const resume = paysafecard.resume;
    if (!resume) throw new Error('paysafecard finishes its returns');
    for (const [decision, outcome] of [
      ['approve', { done: true }],
      ['cancel', PAYMENT_AUTHENTICATION_FAILED],
    ] as const) {
      const { cart, updates } = port();
      const next = await pay(paysafecard, cart);
      expect(updates[0]).toMatchObject({ billing: { method: 'paysafecard' } });
      const returned = await decide('redirect' in next ? next.redirect : '', decision);
      const sid = returned.searchParams.get('sid') ?? '';
      // A forged success in the address changes nothing: the vault's status decides.
      const finish = resume(
        back({ gateway: 'paysafecard', sid, redirectStatus: 'succeeded' }),
        cart,
      );
      if (typeof outcome === 'string') await expect(finish).rejects.toThrow(outcome);
      else await expect(finish).resolves.toEqual(outcome);
    }
    await expect(resume(back({ gateway: 'paysafecard' }), port().cart)).rejects.toThrow(
      PAYSAFECARD_PAYMENT_ID_UNDEFINED,
    );
  });

  it('Quickpay: the card typed on its page; the intent on the cart, no card', async () => {
    const { cart, updates } = port();
    const next = await pay(quickpayCard, cart);
    expect(updates).toEqual([
      { billing: { method: 'card', intent: { quickpay: { id: expect.any(String) } } } },
    ]);
    const returned = await decide('redirect' in next ? next.redirect : '', 'cancel');
    expect(returned.searchParams.get('gateway')).toBe('quickpay');
    expect(returned.searchParams.get('card_id')).toBeTruthy();
    const resume = quickpayCard.resume;
    if (!resume) throw new Error('Quickpay finishes its returns');
    await expect(
      resume(back({ gateway: 'quickpay', redirectStatus: 'canceled' }), cart),
    ).rejects.toThrow(PAYMENT_CANCELLED);
  });

  it('a refused intent puts nothing on the cart', async () => {
    const { cart, updates } = port({ currency: 'EURO', namedCurrency: 'EURO' });
    await expect(pay(stripeIdeal, cart)).rejects.toThrow();
    expect(updates).toEqual([]);
  });
});
