import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * Braintree in test mode. The vault authorises the `braintree` gateway with a client token
 * (base64 JSON, as Braintree's are): where the stand-in's client API is, and an authorisation
 * fingerprint the vault signed, which that API checks before it tokenises a card.
 */

/** Where the Braintree stand-in's client API answers, on the services' origin. */
export const BRAINTREE_CLIENT_API = '/providers/braintree/client_api';

/** How long a client token may tokenise cards, as Braintree's last a day. */
const LIFETIME_MS = 24 * 60 * 60 * 1000;

const sign = (secret: Uint8Array, expires: string) =>
  createHmac('sha256', secret).update(`braintree.${expires}`).digest('base64url');

/** A client token for a page's Braintree client, valid for a day from `now`. */
export function clientToken(secret: Uint8Array, publicUrl: string, now: Date): string {
  const expires = String(now.getTime() + LIFETIME_MS);
  const token = {
    version: 2,
    environment: 'sandbox',
    merchantId: 'demo-magazine',
    clientApiUrl: `${publicUrl}${BRAINTREE_CLIENT_API}`,
    authorizationFingerprint: `${expires}.${sign(secret, expires)}`,
  };
  return Buffer.from(JSON.stringify(token)).toString('base64');
}

/** Whether a fingerprint is one the vault signed, and not yet expired. */
export function fingerprintValid(secret: Uint8Array, fingerprint: string, now: Date): boolean {
  const [expires = '', signature = ''] = fingerprint.split('.');
  if (!/^\d+$/.test(expires) || Number(expires) < now.getTime()) return false;
  const expected = Buffer.from(sign(secret, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
