import { z } from 'zod';
import type { IncomingMessage } from 'node:http';
import { CARD_DECLINED, cardBrand, normalizeCardNumber, parseExpiry } from '@domain';
import { cardProblem, providerBrand } from '../../../providers/stripe/card-rules';
import type { Db } from '../../backend/db';
import { expectRow } from '../../backend/db';
import type { BackendDeps } from '../../backend/deps';
import { parse, readJson } from '../../backend/http';
import { Router } from '../../backend/router';
import type { RoutedHandler } from '../../backend/router';
import { PAYMENT_SETTINGS } from '../storefront/settings';
import { newId } from '../../backend/ids';
import { cardBehaviour, isCardToken } from '../payments/intents';
import { isWalletCard } from '../../../providers/wallet/cards';
import type { WalletCardId } from '../../../providers/wallet/cards';
import { storeWalletCard } from './wallet-cards';
import { stripeError, stripeShape } from './stripe-errors';
import { clientSecretOf, paymentIntentView, paymentMethodView } from './stripe-views';
import type { IntentRecord } from './stripe-views';

/** The publishable keys the demo's payment settings hand to the browser. */
const KEYS: ReadonlySet<string> = new Set(
  Object.values(PAYMENT_SETTINGS).flatMap((method) =>
    'publishable_key' in method ? [method.publishable_key] : [],
  ),
);

function authorise(req: IncomingMessage): void {
  const key = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
  if (!key || !KEYS.has(key)) {
    throw stripeError(401, 'Invalid API Key provided.', 'invalid_api_key');
  }
}

const text = z.string().max(200).nullish();
const billingDetails = z.object({
  name: text,
  email: text,
  phone: text,
  address: z
    .object({
      line1: text,
      line2: text,
      city: text,
      state: text,
      postal_code: text,
      country: text,
    })
    .nullish(),
});
const part = (max: number) => z.union([z.string().max(max), z.number().int().min(0).max(9999)]);
const newMethod = z.object({
  type: z.literal('card'),
  card: z.object({
    number: z.string().max(40).optional(),
    exp_month: part(4).optional(),
    exp_year: part(4).optional(),
    cvc: z.string().max(8).optional(),
  }),
  billing_details: billingDetails.optional(),
});
const walletChoice = z.object({
  card: z.custom<WalletCardId>(isWalletCard, 'Unknown wallet card'),
});
const confirmation = z.object({
  client_secret: z.string().max(200).optional(),
  payment_method: z.string().max(100).optional(),
});

/** Intents whose confirmation can go on; the others are done, or waiting for capture. */
const CONFIRMABLE = new Set([
  'requires_confirmation',
  'requires_payment_method',
  'requires_action',
]);

const shown = (id: string) => (id.length > 80 ? `${id.slice(0, 80)}…` : id);

async function cardIntent(db: Db, id: string, secret: string | null | undefined) {
  const [row] = await db.query<IntentRecord>(
    "SELECT * FROM vault_intents WHERE id = $1 AND gateway = 'stripe'",
    [id],
  );
  if (!row) {
    throw stripeError(404, `No such payment_intent: '${shown(id)}'`, 'resource_missing', {
      param: 'intent',
    });
  }
  if (!secret) {
    throw stripeError(400, 'Missing required param: client_secret.', 'parameter_missing', {
      param: 'client_secret',
    });
  }
  if (secret !== clientSecretOf(row.id)) {
    throw stripeError(
      400,
      'The client_secret provided does not match the client_secret associated with the PaymentIntent.',
      'payment_intent_invalid_parameter',
      { param: 'client_secret' },
    );
  }
  return row;
}

const unexpectedState = (row: IntentRecord, publicUrl: string) =>
  stripeError(
    400,
    `You cannot confirm this PaymentIntent because it has a status of ${row.status}.`,
    'payment_intent_unexpected_state',
    { payment_intent: paymentIntentView(row, publicUrl) },
  );

/**
 * The card provider's API in test mode, for its browser stand-in (demo/providers/stripe):
 * payment methods from card details or from the browser wallet's card (a payment request),
 * and the vault's card intents read and confirmed with their client secret. Only brand, last four digits and expiry are kept of a card.
 */
export function stripeApi(deps: BackendDeps): RoutedHandler {
  const { db } = deps;
  return (
    new Router('/providers/stripe/v1', stripeShape)
      .on('POST', '/payment_methods', async ({ req }) => {
        authorise(req);
        const body = parse(newMethod, await readJson(req, stripeShape), stripeShape);
        const now = deps.now();
        const problem = cardProblem(body.card, now);
        if (problem)
          throw stripeError(402, problem.message, problem.code, { param: problem.param });
        const digits = normalizeCardNumber(body.card.number ?? '');
        const expiry = expectRow(
          parseExpiry(body.card.exp_month ?? '', body.card.exp_year ?? undefined, now),
        );
        const id = newId('pm');
        const [row] = await db.query<{ created_at: Date | string }>(
          `INSERT INTO vault_tokens (token, brand, last4, exp_month, exp_year, behaviour)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING created_at`,
          [
            id,
            // The brand as the vault's own tokens keep it (what receipts show).
            cardBrand(digits) ?? 'Unknown',
            digits.slice(-4),
            expiry.month,
            expiry.year,
            cardBehaviour(digits),
          ],
        );
        return paymentMethodView({
          id,
          brand: providerBrand(digits),
          last4: digits.slice(-4),
          exp_month: expiry.month,
          exp_year: expiry.year,
          billing: body.billing_details,
          created: new Date(expectRow(row).created_at),
        });
      })
      // The browser's wallet behind a payment request (demo/providers/stripe/payment-request.ts):
      // the card the shopper picked in its sheet, as a payment method of this provider.
      .on('POST', '/payment_request/payment_methods', async ({ req }) => {
        authorise(req);
        const body = parse(walletChoice, await readJson(req, stripeShape), stripeShape);
        const now = deps.now();
        const card = await storeWalletCard(db, body.card, newId('pm'), now);
        return paymentMethodView({
          id: card.token,
          brand: card.providerBrand,
          last4: card.last4,
          exp_month: card.exp_month,
          exp_year: card.exp_year,
          billing: undefined,
          created: now,
        });
      })
      .on('GET', '/payment_intents/:id', async ({ req, url, params }) => {
        authorise(req);
        const row = await cardIntent(db, params.id ?? '', url.searchParams.get('client_secret'));
        return paymentIntentView(row, deps.publicUrl);
      })
      .on('POST', '/payment_intents/:id/confirm', async ({ req, params }) => {
        authorise(req);
        const body = parse(confirmation, await readJson(req, stripeShape), stripeShape);
        const row = await cardIntent(db, params.id ?? '', body.client_secret);
        if (!CONFIRMABLE.has(row.status) || row.order_id) {
          throw unexpectedState(row, deps.publicUrl);
        }
        // Still waiting for 3-D Secure and nothing new to try: the browser goes to the bank.
        if (row.status === 'requires_action' && !body.payment_method) {
          return paymentIntentView(row, deps.publicUrl);
        }
        const method = body.payment_method ?? row.payment_method;
        if (!method) {
          throw stripeError(
            400,
            "You cannot confirm this PaymentIntent because it's missing a payment method.",
            'payment_intent_unexpected_state',
            { payment_intent: paymentIntentView(row, deps.publicUrl) },
          );
        }
        const [card] = isCardToken(method)
          ? await db.query<{ behaviour: string }>(
              'SELECT behaviour FROM vault_tokens WHERE token = $1',
              [method],
            )
          : [];
        if (!card) {
          throw stripeError(400, `No such PaymentMethod: '${shown(method)}'`, 'resource_missing', {
            param: 'payment_method',
          });
        }
        const status =
          card.behaviour === 'declined'
            ? 'requires_payment_method'
            : card.behaviour === '3ds'
              ? 'requires_action'
              : 'requires_capture';
        // Judged on the row as written: a confirmation or an order that came first wins.
        const [updated] = await db.query<IntentRecord>(
          `UPDATE vault_intents SET status = $3, payment_method = $4
         WHERE id = $1 AND status = $2 AND order_id IS NULL RETURNING *`,
          [row.id, row.status, status, method],
        );
        if (!updated) {
          throw unexpectedState(await cardIntent(db, row.id, body.client_secret), deps.publicUrl);
        }
        const view = paymentIntentView(updated, deps.publicUrl);
        if (card.behaviour === 'declined') {
          throw stripeError(402, CARD_DECLINED, 'card_declined', {
            decline_code: 'generic_decline',
            payment_intent: view,
          });
        }
        return view;
      })
      .handler()
  );
}
