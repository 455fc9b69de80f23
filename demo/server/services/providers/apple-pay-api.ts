import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { domainNotVerified } from '@domain/messages';
import { WALLET_CARDS, isWalletCard } from '../../../providers/wallet/cards';
import type { WalletCardId } from '../../../providers/wallet/cards';
import type { BackendDeps } from '../../backend/deps';
import { siteOrigins } from '../../backend/site';
import { parse, readJson, storeError } from '../../backend/http';
import type { ErrorShape } from '../../backend/http';
import { Router } from '../../backend/router';
import type { RoutedHandler } from '../../backend/router';
import { PAYMENT_SETTINGS } from '../storefront/settings';
import { newId } from '../../backend/ids';
import { storeWalletCard } from './wallet-cards';

const shape: ErrorShape = (status, message, code) => storeError(status, message, code);

/** Where the stand-in session sends its `validationURL` (Apple's payment session endpoint). */
export const APPLE_PAY_VALIDATION_PATH = '/providers/apple-pay/start-session';
/** How long a merchant session may start a payment, as Apple's do. */
const SESSION_MS = 60 * 60 * 1000;
/** A wallet card waiting in the vault's table for the store to decrypt its payment. */
const PAYMENT_PREFIX = 'applepay';

/** A merchant session as Apple answers one (the session object Safari checks). */
export interface MerchantSession {
  readonly epochTimestamp: number;
  readonly expiresAt: number;
  readonly merchantSessionIdentifier: string;
  readonly nonce: string;
  readonly merchantIdentifier: string;
  readonly domainName: string;
  readonly displayName: string;
  readonly signature: string;
}

export interface SessionRequest {
  readonly merchantIdentifier: string;
  readonly displayName: string;
  readonly domainName: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

/**
 * A signature only this backend can make: keyed with its secret (see secrets.ts), as Apple
 * signs with keys of its own. An unkeyed hash of the token is one any page could recompute
 * for a token it changed. `purpose` keeps a session's signature from passing as a payment's.
 */
const signed = (secret: Uint8Array, purpose: string, text: string) =>
  createHmac('sha256', secret).update(`apple-pay:${purpose}:${text}`).digest('base64');

const sameSignature = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * The domains registered with "Apple" for the demo: the backend's own, the sites that show
 * the button (SITE_URL and CORS_ORIGINS), and this machine.
 */
const verifiedDomains = (deps: Pick<BackendDeps, 'publicUrl' | 'siteUrl' | 'origins'>) =>
  new Set([
    new URL(deps.publicUrl).hostname,
    ...[...siteOrigins(deps)].map((origin) => new URL(origin).hostname),
    'localhost',
    '127.0.0.1',
  ]);

/**
 * Apple's side of merchant validation, in test mode: a session for the demo's merchant id, on
 * a verified domain. The vault asks for it as a store's backend would (vault/apple-pay.ts).
 */
export function startSession(
  request: SessionRequest,
  deps: Pick<BackendDeps, 'publicUrl' | 'siteUrl' | 'origins' | 'now' | 'secret'>,
): MerchantSession {
  if (request.merchantIdentifier !== PAYMENT_SETTINGS.apple.merchant_id) {
    throw shape(400, 'Unknown merchant identifier', 'merchant_identifier');
  }
  if (!verifiedDomains(deps).has(request.domainName)) {
    throw shape(400, domainNotVerified(request.domainName), 'domain_not_verified');
  }
  const now = deps.now().getTime();
  const session = {
    epochTimestamp: now,
    expiresAt: now + SESSION_MS,
    merchantSessionIdentifier: newId('SSH'),
    nonce: randomBytes(4).toString('hex'),
    merchantIdentifier: request.merchantIdentifier,
    domainName: request.domainName,
    displayName: request.displayName,
  };
  return { ...session, signature: signed(deps.secret, 'session', JSON.stringify(session)) };
}

/** The payment's integrity check: what only "Apple" and the store's side agree on. */
const signatureOf = (secret: Uint8Array, data: string, transactionId: string) =>
  signed(secret, 'payment', `${data}.${transactionId}`);

/**
 * The card reference inside a payment the stand-in made (EC_v1, as Apple's): only if its
 * signature holds. Safari's payments are encrypted for the merchant; the stand-in's are
 * signed, so a page cannot point one at another card.
 */
export function openPaymentData(paymentData: unknown, secret: Uint8Array): string | undefined {
  const payment = z
    .object({
      version: z.literal('EC_v1'),
      data: z.string().max(2000),
      signature: z.string().max(200),
      header: z.object({ transactionId: z.string().max(200) }),
    })
    .safeParse(paymentData);
  if (!payment.success) return undefined;
  const { data, signature, header } = payment.data;
  if (!sameSignature(signature, signatureOf(secret, data, header.transactionId))) return undefined;
  const inside = z
    .object({ card: z.string().startsWith(`${PAYMENT_PREFIX}_`) })
    .safeParse(decoded(data));
  return inside.success ? inside.data.card : undefined;
}

function decoded(data: string): unknown {
  try {
    return JSON.parse(Buffer.from(data, 'base64').toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

const sessionInput = z.object({
  merchantIdentifier: z.string().max(200),
  displayName: z.string().max(200),
  initiative: z.literal('web'),
  initiativeContext: z.string().max(253),
});
const paymentInput = z.object({
  card: z.custom<WalletCardId>(isWalletCard, 'Unknown wallet card'),
  merchantIdentifier: z.string().max(200),
});

/**
 * Apple's servers in test mode, for the stand-in session (demo/providers/apple-pay): merchant
 * sessions at the `validationURL`, and the payment for the card the shopper picked,
 * "encrypted" for the merchant. The card waits in the vault's table under a reference that is
 * not a card token: only the store's side (the vault) turns it into one.
 */
export function applePayApi(deps: BackendDeps): RoutedHandler {
  return new Router('/providers/apple-pay', shape)
    .on('POST', '/start-session', async ({ req }) => {
      const body = parse(sessionInput, await readJson(req, shape), shape);
      return startSession(
        {
          merchantIdentifier: body.merchantIdentifier,
          displayName: body.displayName,
          domainName: body.initiativeContext,
        },
        deps,
      );
    })
    .on('POST', '/payments', async ({ req }) => {
      const body = parse(paymentInput, await readJson(req, shape), shape);
      if (body.merchantIdentifier !== PAYMENT_SETTINGS.apple.merchant_id) {
        throw shape(400, 'Unknown merchant identifier', 'merchant_identifier');
      }
      const card = await storeWalletCard(deps.db, body.card, newId(PAYMENT_PREFIX), deps.now());
      const transactionId = randomBytes(32).toString('hex');
      const data = Buffer.from(JSON.stringify({ card: card.token })).toString('base64');
      return {
        token: {
          paymentData: {
            version: 'EC_v1',
            data,
            signature: signatureOf(deps.secret, data, transactionId),
            header: {
              ephemeralPublicKey: randomBytes(65).toString('base64'),
              publicKeyHash: sha256(body.merchantIdentifier),
              transactionId,
            },
          },
          paymentMethod: {
            displayName: `${card.network} ${card.last4}`,
            network: card.network,
          },
          transactionIdentifier: transactionId.toUpperCase(),
          last4: WALLET_CARDS[body.card].last4,
        },
      };
    })
    .handler();
}
