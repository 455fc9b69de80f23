import { createIntent } from '@api/vault';
import type { QueryValue } from '@api/query-string';
import { ApiError } from '@domain/errors';
import { REDIRECT_PARAMS_MISSING } from '@domain/messages';
import type { CartPort, PaymentNext } from '../types';

/** What the vault answers for a redirect method's intent: where the shopper goes next. */
export interface RedirectIntent {
  readonly id: string;
  readonly status: string;
  readonly client_secret?: string;
  readonly redirect_url?: string;
  readonly next_action?: { readonly redirect_to_url?: { readonly url?: string } };
  /** The prepaid-voucher gateway names its page this way. */
  readonly redirect?: { readonly auth_url?: string };
}

/** The page an intent sends the shopper to, whichever way its gateway says it. */
export const redirectTarget = (intent: RedirectIntent): string | undefined =>
  intent.next_action?.redirect_to_url?.url ?? intent.redirect?.auth_url ?? intent.redirect_url;

/**
 * The shape every redirect method shares: an intent in the vault, checked and stored on the
 * cart (so the return finds it, and the order is paid by it), then the provider's page.
 * `missing` is the gateway's own words for an intent that did not come back.
 */
export async function payByRedirect(
  cart: CartPort,
  request: {
    readonly gateway: string;
    readonly intent: Readonly<Record<string, QueryValue>>;
    readonly missing: string;
    readonly check?: (status: string) => void;
    readonly billing: (intent: RedirectIntent) => Readonly<Record<string, unknown>>;
  },
): Promise<PaymentNext> {
  const intent = await createIntent<RedirectIntent | undefined>(cart.vault, {
    gateway: request.gateway,
    intent: request.intent,
  });
  if (!intent?.id) throw new ApiError(request.missing, 400, 'intent_missing');
  request.check?.(intent.status);
  const url = redirectTarget(intent);
  if (!url) throw new ApiError(REDIRECT_PARAMS_MISSING, 400, 'redirect_missing');
  await cart.update({ billing: request.billing(intent) });
  return { redirect: url };
}

/** A method paid through the step's button, with nothing to mount but its words. */
export const redirectMethod = (pay: () => Promise<PaymentNext>) => ({
  pay,
  unmount: () => undefined,
});
