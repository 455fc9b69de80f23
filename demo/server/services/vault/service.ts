import { expectRow } from '../../backend/db';
import type { IncomingMessage, ServerResponse } from 'node:http';
import qs from 'qs';
import type { Handler } from '../../backend/types';
import type { BackendDeps } from '../../backend/deps';
import type { Db } from '../../backend/db';
import { UNAVAILABLE, isDatabaseDown, outageHeaders, reportOutage } from '../../backend/db-outage';
import { HttpError } from '../../backend/errors';
import type { ErrorShape } from '../../backend/errors';
import { checkParams, refusePasswordInQuery } from '../../backend/input';
import {
  CARD_DECLINED,
  QUERY_PARSER_DEFAULTS,
  cardBrand,
  checkCard,
  normalizeCardNumber,
  parseExpiry,
} from '@domain';
import { newId } from '../../backend/ids';
import { currencyCode, majorAmount, minorAmount } from '../payments/amounts';
import { chargeSession, signSession } from '../payments/amazon-sessions';
import { applePayAnswer } from './apple-pay';
import { approvalRoutes } from './approval';
import { asRecord, asString, fieldErrors, intentView } from './answers';
import type { Answer } from './answers';
import { cardBehaviour, isCardToken } from '../payments/intents';
import type { IntentRow } from '../payments/intents';
import { PUBLIC_KEY } from '../payments/keys';
import { clientToken } from '../payments/braintree-tokens';
import { cartIdOf, updateIntent } from './update-intent';

const INVALID_AMOUNT = 'Invalid amount';
const INVALID_CURRENCY = 'Invalid currency';

const send = (res: ServerResponse, answer: Answer, headers: Record<string, string> = {}) => {
  // The vault always answers 200 with the status inside, as the JSONP-era API does.
  res.writeHead(200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(JSON.stringify(answer));
};

async function tokenise(db: Db, data: Record<string, unknown>, now: Date): Promise<Answer> {
  const card = {
    number: asString(data.number),
    exp_month: asString(data.exp_month),
    exp_year: asString(data.exp_year),
    cvc: asString(data.cvc),
  };
  // The same checks the client runs: a vault never trusts that they ran.
  const problem = checkCard(card, now);
  if (problem) return fieldErrors(problem.param ?? 'number', problem.message);
  const digits = normalizeCardNumber(card.number ?? '');
  const expiry = expectRow(parseExpiry(card.exp_month ?? '', card.exp_year, now));
  const token = newId('tok');
  const brand = cardBrand(digits) ?? 'Unknown';
  // Only what a receipt may show is kept; the number and CVC end here.
  await db.query(
    `INSERT INTO vault_tokens (token, brand, last4, exp_month, exp_year, behaviour)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [token, brand, digits.slice(-4), expiry.month, expiry.year, cardBehaviour(digits)],
  );
  return {
    $status: 200,
    $data: {
      token,
      brand,
      last4: digits.slice(-4),
      exp_month: expiry.month,
      exp_year: expiry.year,
      cvc_check: 'pass',
      address_check: data.billing ? 'pass' : 'unchecked',
      zip_check: 'unchecked',
      gateway: 'stripe',
    },
  };
}

/**
 * Card intents follow the card provider's manual-capture flow: a good card is
 * `requires_capture`, the 3-D Secure card `requires_action` until approved. Redirect and
 * wallet gateways always go through the local approval page.
 */
async function createIntentFor(
  db: Db,
  body: Record<string, unknown>,
  publicUrl: string,
): Promise<Answer> {
  const gateway = asString(body.gateway);
  const intent = asRecord(body.intent);
  if (!gateway) return fieldErrors('gateway', 'A gateway is required');
  if (gateway === 'amazon') {
    const charged = await chargeSession(db, intent);
    return 'row' in charged
      ? { $status: 200, $data: intentView(charged.row, publicUrl) }
      : fieldErrors(charged.param, charged.message);
  }
  // Card-provider intents count in minor units; wallet orders send major units per unit.
  const units = intent.purchase_units;
  const unit = asRecord(Array.isArray(units) ? units[0] : units);
  // A wallet order names its currency with its amount, as PayPal's orders do.
  const currency = currencyCode(intent.currency ?? asRecord(unit.amount).currency_code, 'USD');
  if (!currency) return fieldErrors('currency', INVALID_CURRENCY);
  const amount =
    intent.amount !== undefined
      ? minorAmount(intent.amount)
      : majorAmount(asRecord(unit.amount).value, currency);
  if (amount === undefined) return fieldErrors('amount', INVALID_AMOUNT);
  const cartId = cartIdOf(intent);
  if (cartId === undefined) return fieldErrors('cart_id', 'Invalid cart id');
  const method = asString(intent.payment_method) ?? asString(intent.source) ?? null;
  let status = 'requires_action';
  if (gateway === 'stripe' && isCardToken(method)) {
    const [token] = await db.query<{ behaviour: string }>(
      'SELECT behaviour FROM vault_tokens WHERE token = $1',
      [method],
    );
    if (!token) return fieldErrors('payment_method', 'Unknown card token');
    if (token.behaviour === 'declined') return fieldErrors('card', CARD_DECLINED);
    status =
      token.behaviour === '3ds'
        ? 'requires_action'
        : intent.confirmation_method === 'manual'
          ? 'requires_confirmation'
          : 'requires_capture';
  }
  const [row] = await db.query<IntentRow>(
    `INSERT INTO vault_intents (id, gateway, status, amount, currency, payment_method, data,
       cart_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
    [
      newId(gateway === 'stripe' ? 'pi' : gateway.slice(0, 8)),
      gateway,
      status,
      amount,
      currency,
      method,
      JSON.stringify({
        return_url: asString(intent.return_url) ?? null,
        cancel_url: asString(intent.cancel_url) ?? null,
        // The method the gateway carries (ideal, bancontact, klarna), which its page names.
        method: asString(intent.payment_method_types) ?? null,
        // A wallet order's terms, kept as its provider keeps them: whether and where it ships.
        ...(units === undefined
          ? {}
          : {
              order: {
                shipping_preference:
                  asString(asRecord(intent.application_context).shipping_preference) ?? null,
                shipping: asRecord(unit.shipping),
                // Whether PayPal keeps the payer's account for later payments (a plan's).
                vault:
                  asString(
                    asRecord(
                      asRecord(asRecord(asRecord(intent.payment_source).paypal).attributes).vault,
                    ).store_in_vault,
                  ) ?? null,
              },
            }),
      }),
      cartId,
    ],
  );
  return { $status: 200, $data: intentView(expectRow(row), publicUrl) };
}

/**
 * Gateway authorisations: Braintree's client token; the Amazon-style checkout session, a signed
 * payload and a session the buyer approves on the local approval page before coming back with
 * its id.
 */
async function authorize(deps: BackendDeps, body: Record<string, unknown>): Promise<Answer> {
  const { db, publicUrl } = deps;
  const gateway = asString(body.gateway);
  if (!gateway) return fieldErrors('gateway', 'A gateway is required');
  // Braintree's modules are authorised with a client token, as swell-js reads it: the data.
  if (gateway === 'braintree') {
    return { $status: 200, $data: clientToken(deps.secret, deps.publicUrl, deps.now()) };
  }
  const params = asRecord(body.params);
  const payload = JSON.stringify({ ...params, gateway });
  const session = newId('amzn');
  const signature = signSession(session, payload);
  const charge = asRecord(asRecord(params.paymentDetails).chargeAmount);
  const currency = currencyCode(charge.currencyCode, 'USD');
  if (!currency) return fieldErrors('currency', INVALID_CURRENCY);
  // Without a charge (the Confirm flow of a zero total) nothing is authorised.
  const amount = charge.amount === undefined ? 0 : majorAmount(charge.amount, currency, 0);
  if (amount === undefined) return fieldErrors('amount', INVALID_AMOUNT);
  await db.query(
    `INSERT INTO vault_intents (id, gateway, status, amount, currency, data)
     VALUES ($1, $2, 'requires_action', $3, $4, $5)`,
    [
      session,
      gateway,
      amount,
      currency,
      JSON.stringify({
        return_url:
          asString(asRecord(params.webCheckoutDetails).checkoutReviewReturnUrl) ??
          asString(params.return_url) ??
          null,
        cancel_url:
          asString(asRecord(params.webCheckoutDetails).checkoutCancelUrl) ??
          asString(params.cancel_url) ??
          null,
        signature,
      }),
    ],
  );
  return {
    $status: 200,
    $data: {
      payload,
      signature,
      checkout_session_id: session,
      redirect_url: `${publicUrl}/vault/approve/${session}`,
    },
  };
}

/** The vault's refusals: a 200 with the status inside, as every vault answer. */
const vaultShape: ErrorShape = (status, message, code) =>
  new HttpError(status, { $status: status, $error: { message, code } }, message);

async function answer(deps: BackendDeps, req: IncomingMessage, url: URL): Promise<Answer> {
  refusePasswordInQuery(url.searchParams, vaultShape);
  const path = url.pathname.slice('/vault/'.length).replace(/\/$/, '');
  // HEAD is GET without the body (Node drops it), as for every GET route of the backend.
  const read = req.method === 'GET' || req.method === 'HEAD';
  if (!read || !['tokens', 'intent', 'authorization'].includes(path)) {
    return { $status: 404, $error: { message: `Not found: ${path}` } };
  }
  checkParams(url.searchParams, 'The query string', vaultShape);
  // Deeper than the store's parser: a wallet order names its shipping at
  // $data[intent][purchase_units][0][shipping][address][country_code].
  const query = qs.parse(url.search.slice(1), { ...QUERY_PARSER_DEFAULTS, depth: 8 }) as Record<
    string,
    unknown
  >;
  if (query.$key !== PUBLIC_KEY) return { $status: 401, $error: { message: 'Invalid public key' } };
  const method = asString(asRecord(query.$jsonp).method) ?? 'post';
  const data = asRecord(query.$data);
  const applePay = applePayAnswer(deps, path, data);
  if (applePay) return applePay;
  if (path === 'tokens') return tokenise(deps.db, data, deps.now());
  if (path === 'authorization') return authorize(deps, data);
  return method === 'put'
    ? updateIntent(deps.db, data, deps.publicUrl)
    : createIntentFor(deps.db, data, deps.publicUrl);
}

/** The secure vault under `/vault` (docs/contracts.md), test mode only. */
export function vaultService(deps: BackendDeps): Handler {
  const approvals = approvalRoutes(deps);
  return async (req, res, url) => {
    if (!url.pathname.startsWith('/vault/')) return false;
    if (await approvals(req, res, url)) return true;
    try {
      send(res, await answer(deps, req, url));
    } catch (error) {
      if (isDatabaseDown(error)) {
        // Its status inside, as every vault answer, and the wait in the header.
        reportOutage(error);
        send(res, { $status: 503, $error: { message: UNAVAILABLE } }, outageHeaders());
        return true;
      }
      if (!(error instanceof HttpError)) console.error('reference backend: vault error', error);
      send(
        res,
        error instanceof HttpError
          ? (error.body as Answer)
          : { $status: 500, $error: { message: 'Internal error' } },
      );
    }
    return true;
  };
}
