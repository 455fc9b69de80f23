import { createCardToken } from '@api/vault';
import type { TestBackend } from '../harness';
import { json, newMember } from './identity';
import { storeCaller } from './store-client';

export const CARDS = {
  good: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  needs3ds: '4000 0025 0000 3155',
} as const;

/** A vault token for a test card, as the widgets' card form makes one. */
export const cardToken = async (backend: TestBackend, number: string): Promise<string> =>
  (
    await createCardToken(
      { vaultUrl: `${backend.base}/vault`, key: 'pk_demo_magazine', timeoutMs: 5000 },
      { number, exp_month: '12', exp_year: '2030', cvc: '123' },
    )
  ).token;

/**
 * A confirmed member whose store session is logged in to their store account through the
 * site API's store login, as the widgets do after a sign-in: who may buy a plan.
 */
export async function subscriber(backend: TestBackend, email: string) {
  const { access_token } = await newMember(backend, email);
  return { shop: await storeLoggedIn(backend, access_token), accessToken: access_token };
}

/**
 * A store session logged in to the store account of the member holding `accessToken`,
 * through the site API's store login (`POST /site-api/accounts`), as the widgets do.
 */
export async function storeLoggedIn(backend: TestBackend, accessToken: string) {
  const res = await fetch(`${backend.base}/site-api/accounts`, json('POST', {}, accessToken));
  const { storeLogin } = (await res.json()) as {
    storeLogin: { email: string; passwordToken: string };
  };
  const shop = storeCaller(backend);
  await shop('POST', 'account/login', {
    email: storeLogin.email,
    password_token: storeLogin.passwordToken,
  });
  return shop;
}

/** The member's plan as the identity service has it now (what their next token carries). */
export async function identityPlan(backend: TestBackend, email: string) {
  const [row] = await backend.db.query<{ subscription: Record<string, unknown> | null }>(
    "SELECT app_metadata -> 'subscription' AS subscription FROM identity_users WHERE email = $1",
    [email],
  );
  return row?.subscription ?? null;
}
