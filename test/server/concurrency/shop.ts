import type { Db } from '@server/backend/db';
import { STORE_AUTH } from '../support/store-client';

export interface Answer {
  readonly status: number;
  readonly body: Record<string, unknown> & {
    items?: { id: string; product_id: string; quantity: number }[];
  };
}

/**
 * A shopper calling the Storefront API with one session, on any of several bases (backends
 * or processes serving one database): the session travels in X-Session, as it does between
 * a browser and a load balancer's servers.
 */
export function shopper(bases: readonly string[], session = '') {
  let current = session;
  let turn = 0;
  const call = async (method: string, path: string, body?: unknown): Promise<Answer> => {
    const base = bases[turn++ % bases.length] ?? '';
    const res = await fetch(`${base}/api/${path}`, {
      method,
      headers: {
        ...STORE_AUTH,
        'Content-Type': 'application/json',
        ...(current ? { 'X-Session': current } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    current ||= res.headers.get('x-session') ?? '';
    const text = await res.text();
    // A cart not made yet is `null`.
    return {
      status: res.status,
      body: (text && (JSON.parse(text) as Answer['body'] | null)) || {},
    };
  };
  return Object.assign(call, { session: () => current });
}

/** A card token the vault would have made for the test card that succeeds. */
export async function goodCardToken(db: Db, token = 'tok_concurrency_good'): Promise<string> {
  await db.query(
    `INSERT INTO vault_tokens (token, brand, last4, exp_month, exp_year, behaviour)
     VALUES ($1, 'Visa', '4242', 12, 2030, 'success') ON CONFLICT (token) DO NOTHING`,
    [token],
  );
  return token;
}

/** Puts a product in a new session's cart with everything an order needs, paid by card. */
export async function readyToOrder(
  bases: readonly string[],
  token: string,
  email: string,
  productId: string,
) {
  const shop = shopper(bases);
  const added = await shop('POST', 'cart/items', { product_id: productId, quantity: 1 });
  if (added.status !== 200) throw new Error(`add: ${added.status} ${JSON.stringify(added.body)}`);
  const ready = await shop('PUT', 'cart', {
    billing: { method: 'card', card: { token } },
    metadata: { details: { email } },
  });
  if (ready.status !== 200) throw new Error(`checkout: ${ready.status}`);
  return shop;
}

/** The HTTP statuses of some answers, counted: `{ 200: 10, 400: 40 }`. */
export const statuses = (answers: readonly { status: number }[]) =>
  answers.reduce<Record<number, number>>((count, { status }) => {
    count[status] = (count[status] ?? 0) + 1;
    return count;
  }, {});
