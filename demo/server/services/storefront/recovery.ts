import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The cart's recovery id (`checkout_id`): its id and a signature, so the link a shopper shares
 * or is mailed opens that cart on another device, and a cart id seen anywhere else does not.
 */
export const recoveryId = (secret: Uint8Array, cartId: string): string =>
  `${cartId}.${signature(secret, cartId)}`;

const signature = (secret: Uint8Array, cartId: string) =>
  createHmac('sha256', secret).update(`cart-recovery:${cartId}`).digest('base64url').slice(0, 32);

/** The cart id a recovery id names, when its signature holds. */
export function recoveredCartId(secret: Uint8Array, id: string): string | undefined {
  const dot = id.lastIndexOf('.');
  if (dot <= 0) return undefined;
  const cartId = id.slice(0, dot);
  const given = Buffer.from(id.slice(dot + 1));
  const expected = Buffer.from(signature(secret, cartId));
  return given.length === expected.length && timingSafeEqual(given, expected) ? cartId : undefined;
}
