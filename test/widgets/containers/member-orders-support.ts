import { inject } from 'vitest';
import { addCartItem, submitOrder, updateCart } from '@api/storefront/cart';
import type { Storefront } from '@api/storefront/client';
import { createCardToken } from '@api/vault';
import { defaultConfig } from '@config/config';
import { swapClients } from '@stores/seam';
import { ADDRESS, GOOD_CARD, vaultAt } from '../../support/checkout-fixtures';

/**
 * Buys an eBook through the storefront as the checkout does, with `email` as the order's
 * email, paying with 4242: the order's id. Nothing to ship, so a billing address only.
 */
export async function buysEbook(
  sf: Storefront,
  email: string,
  productId = 'prod-inclusive-ebook',
): Promise<string> {
  const base = inject('backendUrl');
  await addCartItem(sf, { product_id: productId, quantity: 1 });
  await updateCart(sf, {
    account: { email },
    billing: ADDRESS,
    metadata: { details: { email, billingAddress: ADDRESS } },
  });
  const card = await createCardToken(vaultAt(base), GOOD_CARD);
  await updateCart(sf, { billing: { method: 'card', card: { token: card.token } } });
  return (await submitOrder(sf)).id;
}

/** The main site API reached through `fetchImpl` (a failure, a smaller page), the rest as is. */
export function siteThrough(sf: Storefront, fetchImpl: typeof fetch): void {
  const base = inject('backendUrl');
  swapClients({
    config: defaultConfig(base),
    storefront: sf,
    vault: vaultAt(base),
    site: { baseUrl: `${base}/site-api`, fetch: fetchImpl },
  });
}
