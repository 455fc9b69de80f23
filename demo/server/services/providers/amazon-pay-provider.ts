import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { BackendDeps } from '../../backend/deps';
import { HttpError } from '../../backend/errors';
import type { ErrorShape } from '../../backend/errors';
import { parse, readJson } from '../../backend/http';
import { Router } from '../../backend/router';
import type { RoutedHandler } from '../../backend/router';
import { firstOf } from './first-of';
import { PAYMENT_SETTINGS } from '../storefront/settings';
import { signedSession } from '../payments/amazon-sessions';
import { approvalPage } from '../payments/approval-page';
import { bundledScript } from './bundled-script';

/** Where Amazon's checkout.js stand-in is served (the demo's page settings name it). */
export const AMAZON_SCRIPT_PATH = '/providers/amazon-pay.js';

const ENTRY = fileURLToPath(new URL('../../../providers/amazon-pay/index.ts', import.meta.url));

/** Amazon Pay's error shape: `{ reasonCode, message }`. */
const amazonShape: ErrorShape = (status, message, code) =>
  new HttpError(status, { reasonCode: code, message }, message);

const newSession = z.object({
  merchantId: z.string().max(100),
  publicKeyId: z.string().max(100),
  payloadJSON: z.string().max(20_000),
  signature: z.string().max(200),
});

/**
 * POST /providers/amazon-pay/v2/checkoutSessions: what checkout.js does when the buyer clicks
 * the button. The payload must carry the vault's signature for it, made for this merchant's
 * key; the answer is the page where the buyer chooses how to pay (the approval page).
 */
function amazonPayApi(deps: BackendDeps): RoutedHandler {
  const { merchant_id: merchantId, public_key_id: publicKeyId } = PAYMENT_SETTINGS.amazon;
  return new Router('/providers/amazon-pay', amazonShape)
    .on('POST', '/v2/checkoutSessions', async ({ req }) => {
      const body = parse(newSession, await readJson(req, amazonShape), amazonShape);
      if (body.merchantId !== merchantId) {
        throw amazonShape(400, 'Unknown merchantId', 'InvalidParameterValue');
      }
      if (body.publicKeyId !== publicKeyId) {
        throw amazonShape(401, 'Unknown publicKeyId', 'InvalidAuthentication');
      }
      const session = await signedSession(deps.db, body.payloadJSON, body.signature);
      if (!session) {
        throw amazonShape(401, 'The signature does not match the payload', 'InvalidSignature');
      }
      if (session.status !== 'requires_action') {
        throw amazonShape(
          422,
          'This checkout session was already used; reload the page for a new one',
          'InvalidCheckoutSessionStatus',
        );
      }
      return {
        checkoutSessionId: session.id,
        webCheckoutDetails: { amazonPayRedirectUrl: approvalPage(deps.publicUrl, session.id) },
      };
    })
    .handler();
}

/** Amazon Pay's stand-in: checkout.js, then the API its button calls. */
export function amazonPayProvider(deps: BackendDeps): RoutedHandler {
  const parts: readonly RoutedHandler[] = [
    bundledScript(AMAZON_SCRIPT_PATH, ENTRY),
    amazonPayApi(deps),
  ];
  return firstOf(parts);
}
