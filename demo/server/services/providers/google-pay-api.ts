import { z } from 'zod';
import { WALLET_CARDS, isWalletCard } from '../../../providers/wallet/cards';
import type { WalletCardId } from '../../../providers/wallet/cards';
import type { BackendDeps } from '../../backend/deps';
import { parse, readJson, storeError } from '../../backend/http';
import type { ErrorShape } from '../../backend/http';
import { Router } from '../../backend/router';
import type { RoutedHandler } from '../../backend/router';
import { PAYMENT_SETTINGS } from '../storefront/settings';
import { newId } from '../../backend/ids';
import { storeWalletCard } from './wallet-cards';

const shape: ErrorShape = (status, message, code) => storeError(status, message, code);

/** The publishable keys the demo's payment settings hand to the browser. */
const KEYS: ReadonlySet<string> = new Set(
  Object.values(PAYMENT_SETTINGS).flatMap((method) =>
    'publishable_key' in method ? [method.publishable_key] : [],
  ),
);

const request = z.object({
  card: z.custom<WalletCardId>(isWalletCard, 'Unknown wallet card'),
  environment: z.enum(['TEST', 'PRODUCTION']),
  tokenizationSpecification: z.object({
    type: z.literal('PAYMENT_GATEWAY'),
    parameters: z.record(z.string().max(100), z.string().max(200)),
  }),
});

/**
 * Google Pay's servers in test mode, for the stand-in pay.js (demo/providers/google-pay): the
 * card the shopper picked in the sheet, tokenised by the gateway the request names. Only the
 * card provider's gateway is known here; its token is the provider's card token as JSON
 * (`tok_…`, kept in the vault's table like any card it tokenised).
 */
export function googlePayApi(deps: BackendDeps): RoutedHandler {
  return new Router('/providers/google-pay', shape)
    .on('POST', '/payment-data', async ({ req }) => {
      const body = parse(request, await readJson(req, shape), shape);
      if (body.environment !== 'TEST') {
        throw shape(400, 'The stand-in pays in the TEST environment only', 'environment');
      }
      const gateway = body.tokenizationSpecification.parameters;
      if (gateway.gateway !== 'stripe') {
        throw shape(400, `Unknown gateway: ${gateway.gateway ?? ''}`, 'gateway');
      }
      const key = gateway['stripe:publishableKey'] ?? '';
      if (!KEYS.has(key)) throw shape(401, 'Invalid API Key provided.', 'invalid_api_key');
      const now = deps.now();
      const card = await storeWalletCard(deps.db, body.card, newId('tok'), now);
      const token = {
        id: card.token,
        object: 'token',
        type: 'card',
        livemode: false,
        used: false,
        created: Math.floor(now.getTime() / 1000),
        card: {
          id: newId('card'),
          object: 'card',
          brand: card.brand,
          last4: card.last4,
          exp_month: card.exp_month,
          exp_year: card.exp_year,
          funding: 'credit',
          tokenization_method: 'android_pay',
        },
      };
      return {
        paymentMethodData: {
          type: 'CARD',
          description: WALLET_CARDS[body.card].label,
          // Google names the networks in capitals: VISA, MASTERCARD.
          info: { cardNetwork: card.network.toUpperCase(), cardDetails: card.last4 },
          tokenizationData: { type: 'PAYMENT_GATEWAY', token: JSON.stringify(token) },
        },
      };
    })
    .handler();
}
