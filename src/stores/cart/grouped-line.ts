import * as api from '@api/storefront/cart';
import type { Storefront } from '@api/storefront/client';
import type { StoreCart } from '@api/storefront/types';
import { pairedChanges, undoChanges } from '@domain/cart-pairs';
import type { LineGroup } from '@domain/cart-groups';
import type { LineChange } from '@domain/cart-pairs';
import { tellLater } from '../tell-later';
import { loadCart } from './actions';
import { runCart } from './run';
import { $cart, $lineGroups } from './state';
import type { CartLine } from './view';

const send = (sf: Storefront, change: LineChange): Promise<StoreCart> =>
  change.to === 0
    ? api.removeCartItem(sf, change.id)
    : change.from === 0
      ? // The line was removed before: it comes back by its product.
        api.addCartItem(sf, { product_id: change.productId, quantity: change.to })
      : api.updateCartItem(sf, change.id, { quantity: change.to });

/**
 * Sets a line's quantity in `groups`, its companions following (0 removes them with it), as
 * one cart operation: the shown cart changes once, when every request went through. When one fails,
 * those made are undone and the operation fails, so the cart is as it was and the store's
 * message is `$cart`'s error.
 */
export async function changeGroupedLine(
  groups: readonly LineGroup<CartLine>[],
  lineId: string,
  quantity: number,
): Promise<void> {
  const changes = pairedChanges(groups, lineId, quantity);
  if (changes.length === 0) return;
  const currency = $cart.get().cart?.currency ?? 'USD';
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
    tellLater((events) => events.tellGroupChange(groups, changes, currency));
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

/**
 * Sets a line's quantity, its companions following, pairs as the lines themselves say (the
 * header's cart, which loads no product list).
 */
export const setPairedQuantity = (lineId: string, quantity: number): Promise<void> =>
  changeGroupedLine($lineGroups.get(), lineId, quantity);
