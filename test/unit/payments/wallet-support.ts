import qs from 'qs';
import { vi } from 'vitest';
import type { CartPort, CheckoutFacts } from '@payments/types';

export const PAGE = 'https://shop.test/checkout/payment';

export interface VaultCall {
  readonly path: string;
  readonly method: string;
  readonly data: Record<string, unknown>;
}

type Answer = Record<string, unknown> | { readonly errors: Record<string, unknown> };

/**
 * A vault that answers each call (`intent`, `intent:put`, `tokens`, `authorization`) with what
 * the test says, and keeps what it was asked.
 */
export function fakeVault(answers: Readonly<Record<string, Answer>>) {
  const calls: VaultCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    const query = qs.parse(url.search.slice(1), { depth: 10 }) as Record<
      string,
      Record<string, unknown>
    >;
    const path = url.pathname.split('/').pop() ?? '';
    const method = String(query.$jsonp?.method);
    calls.push({ path, method, data: query.$data ?? {} });
    const answer = answers[method === 'put' ? `${path}:put` : path] ?? {};
    return new Response(JSON.stringify({ $status: 200, $data: answer }));
  });
  return {
    calls,
    options: { vaultUrl: 'https://vault.test', key: 'pk_1', timeoutMs: 1000, fetch },
  };
}

export function fakeCart(vault: ReturnType<typeof fakeVault>, over: Partial<CheckoutFacts> = {}) {
  const facts: CheckoutFacts = {
    cartId: 'cart_1',
    currency: 'USD',
    captureTotal: 49,
    shippingRequired: true,
    hasSubscription: false,
    billing: { address: { country: 'de' } },
    returnUrl: PAGE,
    cancelUrl: PAGE,
    ...over,
  };
  const update = vi.fn(async (_patch: Readonly<Record<string, unknown>>) => undefined);
  const cart: CartPort = {
    facts: () => facts,
    update,
    rateShipping: async () => [],
    chooseShipping: async () => undefined,
    vault: vault.options,
  };
  return { cart, update };
}

/** The payment step's panel: a form holding the method's element. */
export function panel(id: string): HTMLElement {
  const form = document.createElement('form');
  const host = document.createElement('div');
  host.id = id;
  form.append(host);
  document.body.replaceChildren(form);
  return form;
}

/** The vault call that authorises the wallet's card at the card provider for fakeCart's total. */
export const stripeIntentCall = (paymentMethod: string) => ({
  path: 'intent',
  method: 'post',
  data: {
    gateway: 'stripe',
    intent: {
      amount: '4900',
      currency: 'usd',
      payment_method: paymentMethod,
      capture_method: 'manual',
      return_url: PAGE,
      cart_id: 'cart_1',
    },
  },
});
