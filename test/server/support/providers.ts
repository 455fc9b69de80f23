import { createIntent } from '@api/vault';
import { vaultFor } from '../../contract/storefront-support';
import type { TestBackend } from '../harness';

/** What a provider stand-in answered: its status and its JSON body. */
export interface ProviderAnswer<Body> {
  readonly status: number;
  readonly body: Body;
}

/**
 * A caller of a provider stand-in's JSON API under `prefix`, with the bearer key its SDK
 * sends unless a call gives its own headers; a string body goes as it is (a broken one).
 */
export const providerApi =
  <Body>(backend: TestBackend, prefix: string, key: string) =>
  async (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = { Authorization: `Bearer ${key}` },
  ): Promise<ProviderAnswer<Body>> => {
    const res = await fetch(`${backend.base}${prefix}/${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Body };
  };

/** A card payment of $19.00 through the vault, authorised now and captured later. */
export const cardIntent = <Intent>(backend: TestBackend, method: string, extra: object = {}) =>
  createIntent<Intent>(vaultFor(backend), {
    gateway: 'stripe',
    intent: {
      amount: 1900,
      currency: 'usd',
      payment_method: method,
      capture_method: 'manual',
      ...extra,
    },
  });
