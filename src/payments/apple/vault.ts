/// <reference types="applepayjs" />
import { authorizeGateway, vaultRequest } from '@api/vault';
import type { CardToken, VaultOptions } from '@api/vault';
import { ApiError } from '@domain/errors';
import { domainNotVerified } from '@domain/messages';
import type { CardPayment } from '../types';

/** The vault answered no card for the wallet's payment. */
export const APPLE_PAY_TOKEN_MISSING = 'Apple Pay sent no card token';

/** Apple's opaque merchant session, handed back to the session as it came. */
export type MerchantSession = Readonly<Record<string, unknown>>;

export interface MerchantValidation {
  readonly validationURL: string;
  readonly merchantIdentifier: string;
  readonly displayName: string;
  readonly domainName: string;
}

/**
 * Apple's merchant validation needs the merchant's certificate, so the store's backend asks
 * Apple (at the session's `validationURL`) for the merchant session, through the vault's
 * gateway authorisation. No session means Apple does not know the shop's domain.
 */
export async function merchantSession(
  vault: VaultOptions,
  validation: MerchantValidation,
): Promise<MerchantSession> {
  const session = await authorizeGateway<MerchantSession | null | undefined>(vault, {
    gateway: 'stripe',
    params: { method: 'apple', ...validation },
  });
  if (!session || typeof session !== 'object') {
    throw new ApiError(domainNotVerified(validation.domainName), 400, 'domain_not_verified');
  }
  return session;
}

/**
 * The card inside Apple's encrypted payment, as the card provider's token: only the store's
 * side can decrypt it, so the vault turns it into a card token as it does a typed card. Only
 * what a receipt may show comes back.
 */
export async function cardOfApplePay(
  vault: VaultOptions,
  token: ApplePayJS.ApplePayPaymentToken,
): Promise<CardPayment> {
  const card = await vaultRequest<CardToken | null | undefined>(vault, 'tokens', {
    gateway: 'stripe',
    apple_pay: {
      payment_data: JSON.stringify(token.paymentData),
      transaction_identifier: token.transactionIdentifier,
      network: token.paymentMethod.network,
      display_name: token.paymentMethod.displayName,
    },
  });
  if (!card?.token) throw new ApiError(APPLE_PAY_TOKEN_MISSING, 402, 'token_missing');
  return {
    token: card.token,
    gateway: 'stripe',
    brand: card.brand,
    last4: card.last4,
    exp_month: card.exp_month,
    exp_year: card.exp_year,
  };
}
