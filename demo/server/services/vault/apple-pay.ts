import type { BackendDeps } from '../../backend/deps';
import { HttpError } from '../../backend/errors';
import {
  APPLE_PAY_VALIDATION_PATH,
  openPaymentData,
  startSession,
} from '../providers/apple-pay-api';
import { newId } from '../../backend/ids';

type Answer = { $status: number; $data?: Record<string, unknown> };

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
const asString = (value: unknown) => (typeof value === 'string' ? value : '');

/** A refusal as the vault words one: field errors inside a 200 answer. */
const refused = (param: string, message: string): Answer => ({
  $status: 200,
  $data: { errors: { [param]: { message, code: 'invalid' } } },
});

/**
 * Merchant validation for Apple Pay (the gateway authorisation with `method: 'apple'`): the
 * store's backend asks Apple at the session's validationURL for a merchant session. The
 * demo's "Apple" is the providers stand-in in this same process, so it is asked directly, and
 * only at its own address: nothing here calls the internet.
 */
function merchantValidation(deps: BackendDeps, params: Record<string, unknown>): Answer {
  if (!URL.canParse(asString(params.validationURL))) {
    return refused('validationURL', 'Invalid validation URL');
  }
  if (new URL(asString(params.validationURL)).pathname !== APPLE_PAY_VALIDATION_PATH) {
    return refused('validationURL', "Apple's servers are not reachable from the demo");
  }
  try {
    const session = startSession(
      {
        merchantIdentifier: asString(params.merchantIdentifier),
        displayName: asString(params.displayName),
        domainName: asString(params.domainName),
      },
      deps,
    );
    return { $status: 200, $data: { ...session } };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return refused('merchantIdentifier', error.message);
  }
}

/**
 * An Apple Pay payment turned into the card provider's card token (`tokens` with
 * `apple_pay`), as the gateway does with Apple's encrypted payment: the wallet's card is taken
 * from its waiting reference (once: a payment pays once) and kept as a chargeable `tok_`.
 */
async function applePayToken(deps: BackendDeps, data: Record<string, unknown>): Promise<Answer> {
  const applePay = asRecord(data.apple_pay);
  let paymentData: unknown;
  try {
    paymentData = JSON.parse(asString(applePay.payment_data)) as unknown;
  } catch {
    return refused('apple_pay', 'Invalid Apple Pay payment');
  }
  const reference = openPaymentData(paymentData, deps.secret);
  if (!reference) return refused('apple_pay', 'Invalid Apple Pay payment');
  const token = newId('tok');
  const [card] = await deps.db.query<{
    brand: string;
    last4: string;
    exp_month: number;
    exp_year: number;
  }>(
    `WITH taken AS (DELETE FROM vault_tokens WHERE token = $1 RETURNING *)
     INSERT INTO vault_tokens (token, brand, last4, exp_month, exp_year, behaviour)
     SELECT $2, brand, last4, exp_month, exp_year, behaviour FROM taken
     RETURNING brand, last4, exp_month, exp_year`,
    [reference, token],
  );
  if (!card) return refused('apple_pay', 'This Apple Pay payment was already used');
  return {
    $status: 200,
    $data: {
      token,
      brand: card.brand,
      last4: card.last4,
      exp_month: card.exp_month,
      exp_year: card.exp_year,
      gateway: 'stripe',
    },
  };
}

/**
 * The vault's Apple Pay calls, or undefined for any other: merchant validation through the
 * gateway authorisation, and the payment's card through the tokens path.
 */
export function applePayAnswer(
  deps: BackendDeps,
  path: string,
  data: Record<string, unknown>,
): Promise<Answer> | undefined {
  if (path === 'authorization' && asRecord(data.params).method === 'apple') {
    return Promise.resolve(merchantValidation(deps, asRecord(data.params)));
  }
  if (path === 'tokens' && data.apple_pay !== undefined) return applePayToken(deps, data);
  return undefined;
}
