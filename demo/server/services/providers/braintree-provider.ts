import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { BRAINTREE_VERSION, cardBrand, normalizeCardNumber, parseExpiry } from '@domain';
import { cardProblem } from '../../../providers/stripe/card-rules';
import { expectRow } from '../../backend/db';
import type { BackendDeps } from '../../backend/deps';
import { HttpError } from '../../backend/errors';
import type { ErrorShape } from '../../backend/errors';
import { parse, readJson, sendJson } from '../../backend/http';
import { newId } from '../../backend/ids';
import { Router } from '../../backend/router';
import type { RoutedHandler } from '../../backend/router';
import { BRAINTREE_CLIENT_API, fingerprintValid } from '../payments/braintree-tokens';
import { cardBehaviour } from '../payments/intents';
import { bundledScript } from './bundled-script';
import { firstOf } from './first-of';

/** Braintree's `web` folder as the stand-in serves it (the demo's page settings name it). */
export const BRAINTREE_WEB_PATH = '/providers/braintree/web';

const scriptPath = (name: string) => `${BRAINTREE_WEB_PATH}/${BRAINTREE_VERSION}/js/${name}`;
const entry = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Braintree's client API errors: `{ error: { message } }`, with a field's errors when any. */
const braintreeShape: ErrorShape = (status, message, code) =>
  new HttpError(status, { error: { message }, code }, message);

const text = (max: number) => z.string().max(max);
const newCard = z.object({
  authorizationFingerprint: text(200),
  creditCard: z.object({
    number: text(40),
    expirationDate: text(10),
    cvv: text(8),
    cardholderName: text(200).optional(),
    billingAddress: z.record(z.string(), text(200).optional()).optional(),
  }),
});

/**
 * Braintree's client API in test mode: a card from the hosted fields, with the fingerprint of
 * a client token the vault issued, becomes a nonce (a card token on the braintree gateway);
 * only brand, last four digits and expiry are kept, as for every vault token.
 */
function clientApi(deps: BackendDeps): RoutedHandler {
  return new Router(BRAINTREE_CLIENT_API, braintreeShape)
    .on('POST', '/v1/payment_methods/credit_cards', async ({ req, res }) => {
      const body = parse(newCard, await readJson(req, braintreeShape), braintreeShape);
      const now = deps.now();
      if (!fingerprintValid(deps.secret, body.authorizationFingerprint, now)) {
        throw braintreeShape(401, 'Authorization fingerprint is invalid', 'authorization');
      }
      const [month = '', year] = body.creditCard.expirationDate.split('/');
      const card = {
        number: body.creditCard.number,
        exp_month: month,
        exp_year: year,
        cvc: body.creditCard.cvv,
      };
      const problem = cardProblem(card, now);
      if (problem) {
        throw new HttpError(
          422,
          {
            error: { message: 'Credit card is invalid' },
            fieldErrors: [
              {
                field: 'creditCard',
                fieldErrors: [{ field: problem.param, message: problem.message }],
              },
            ],
          },
          problem.message,
        );
      }
      const digits = normalizeCardNumber(card.number);
      const expiry = expectRow(parseExpiry(month, year, now));
      const nonce = newId('tokencc_bt');
      const brand = cardBrand(digits) ?? 'Unknown';
      await deps.db.query(
        `INSERT INTO vault_tokens (token, brand, last4, exp_month, exp_year, behaviour, gateway)
         VALUES ($1, $2, $3, $4, $5, $6, 'braintree')`,
        [nonce, brand, digits.slice(-4), expiry.month, expiry.year, cardBehaviour(digits)],
      );
      sendJson(res, 201, {
        creditCards: [
          {
            nonce,
            type: 'CreditCard',
            description: `ending in ${digits.slice(-2)}`,
            details: {
              bin: digits.slice(0, 6),
              cardType: brand,
              lastFour: digits.slice(-4),
              lastTwo: digits.slice(-2),
              expirationMonth: String(expiry.month).padStart(2, '0'),
              expirationYear: String(expiry.year),
            },
          },
        ],
      });
    })
    .handler();
}

/**
 * Braintree's stand-in: client.min.js and hosted-fields.min.js at the pinned version, each
 * bundled on first use, and the client API the hosted fields tokenise through.
 */
export function braintreeProvider(deps: BackendDeps): RoutedHandler {
  const parts: readonly RoutedHandler[] = [
    bundledScript(scriptPath('client.min.js'), entry('../../../providers/braintree/client.ts')),
    bundledScript(
      scriptPath('hosted-fields.min.js'),
      entry('../../../providers/braintree/hosted-fields.ts'),
    ),
    clientApi(deps),
  ];
  return firstOf(parts);
}
