import { computed } from 'nanostores';
import * as api from '@api/storefront/cart';
import type { Storefront } from '@api/storefront/client';
import type { StoreCart } from '@api/storefront/types';
import { groupCrossSell, pairedChanges, undoChanges } from '@domain/cart-pairs';
import type { LineChange, LineGroup } from '@domain/cart-pairs';
import { loadCatalog } from '../catalog/actions';
import { $catalog } from '../catalog/state';
import { loadWhenShown } from '../load-when-shown';
import { loadCart } from './actions';
import { runCart } from './run';
import { $cart } from './state';
import type { CartLine } from './view';

/**
 * Each product's cross-sell product, by product id, from the product list. The first widget
 * that shows it loads the list; while it loads, or when it fails, lines stand alone.
 */
export const $companionOf = /* @__PURE__ */ computed($catalog, ({ bySku }) => {
  const pairs: Record<string, string> = {};
  for (const product of Object.values(bySku)) {
    if (product.crossSellProductId) pairs[product.id] = product.crossSellProductId;
  }
  return pairs as Readonly<Record<string, string>>;
});

loadWhenShown($companionOf, loadCatalog);

/** The cart's lines with their companions grouped under them. */
export const groupLines = (
  lines: readonly CartLine[],
  companionOf: Readonly<Record<string, string>>,
): LineGroup<CartLine>[] => groupCrossSell(lines, (productId) => companionOf[productId]);

const send = (sf: Storefront, change: LineChange): Promise<StoreCart> =>
  change.to === 0
    ? api.removeCartItem(sf, change.id)
    : change.from === 0
      ? // The line was removed before: it comes back by its product.
        api.addCartItem(sf, { product_id: change.productId, quantity: change.to })
      : api.updateCartItem(sf, change.id, { quantity: change.to });

/**
 * Sets a line's quantity, its companions following (0 removes them with it), as one cart
 * operation: the shown cart changes once, when every request went through. When one fails,
 * those made are undone and the operation fails, so the cart is as it was and the store's
 * message is `$cart`'s error.
 */
export async function setLineQuantity(lineId: string, quantity: number): Promise<void> {
  const groups = groupLines($cart.get().cart?.items ?? [], $companionOf.get());
  const changes = pairedChanges(groups, lineId, quantity);
  if (changes.length === 0) return;
  let undone = true;
  try {
    await runCart(async (sf) => {
      const done: LineChange[] = [];
      let cart: StoreCart | null = null;
      try {
        for (const change of changes) {
          cart = await send(sf, change);
          done.push(change);
        }
        return cart;
      } catch (error) {
        for (const change of undoChanges(done)) {
          await send(sf, change).catch(() => {
            undone = false;
          });
        }
        throw error;
      }
    });
  } catch (error) {
    if (!undone) {
      // The store holds something between the two: show what it holds, and still say why.
      const { error: message } = $cart.get();
      await loadCart().catch(() => undefined);
      $cart.setKey('error', message);
    }
    throw error;
  }
}
/** Removes a line and the companions that came with it. */
export const removeLine = (lineId: string): Promise<void> => setLineQuantity(lineId, 0);
