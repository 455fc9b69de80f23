import { cardBrand, normalizeCardNumber } from '@domain';
import { providerBrand } from '../../../providers/stripe/card-rules';
import type { ProviderBrand } from '../../../providers/stripe/card-rules';
import { WALLET_CARDS } from '../../../providers/wallet/cards';
import type { WalletCardId } from '../../../providers/wallet/cards';
import type { Db } from '../../backend/db';
import { TEST_CARDS } from '../payments/test-cards';
import { cardBehaviour } from '../payments/intents';

/** Which test card each of the stand-in wallets' cards is (docs/contracts.md's test cards). */
const NUMBERS: Readonly<Record<WalletCardId, string>> = {
  visa: TEST_CARDS.success,
  declined: TEST_CARDS.declined,
};

/** A card as the wallet's answer may show it: never its number. */
export interface WalletCard {
  readonly token: string;
  readonly brand: string;
  readonly last4: string;
  readonly exp_month: number;
  readonly exp_year: number;
  readonly network: string;
  /** The brand as the card provider's API names it (`visa`). */
  readonly providerBrand: ProviderBrand;
}

/**
 * Keeps a wallet's card in the vault's table under `token`, as the card provider keeps a card
 * it tokenised: brand, last four digits, expiry and how test mode answers for it. A wallet
 * card expires at the end of the year three years on.
 */
export async function storeWalletCard(
  db: Db,
  id: WalletCardId,
  token: string,
  now: Date,
): Promise<WalletCard> {
  const digits = normalizeCardNumber(NUMBERS[id]);
  const card = {
    token,
    brand: cardBrand(digits) ?? 'Unknown',
    last4: digits.slice(-4),
    exp_month: 12,
    exp_year: now.getUTCFullYear() + 3,
    network: WALLET_CARDS[id].network,
    providerBrand: providerBrand(digits),
  };
  await db.query(
    `INSERT INTO vault_tokens (token, brand, last4, exp_month, exp_year, behaviour)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [token, card.brand, card.last4, card.exp_month, card.exp_year, cardBehaviour(digits)],
  );
  return card;
}
