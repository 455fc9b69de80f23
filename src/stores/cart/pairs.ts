import { computed } from 'nanostores';
import { groupCrossSell } from '@domain/cart-groups';
import type { LineGroup } from '@domain/cart-groups';
import { loadCatalog } from '../catalog/actions';
import { $catalog } from '../catalog/state';
import { loadWhenShown } from '../load-when-shown';
import { changeGroupedLine } from './grouped-line';
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

/**
 * Sets a line's quantity, its companions following (0 removes them with it), pairs as the
 * product list and the lines say (see changeGroupedLine).
 */
export const setLineQuantity = (lineId: string, quantity: number): Promise<void> =>
  changeGroupedLine(
    groupLines($cart.get().cart?.items ?? [], $companionOf.get()),
    lineId,
    quantity,
  );

/** Removes a line and the companions that came with it. */
export const removeLine = (lineId: string): Promise<void> => setLineQuantity(lineId, 0);
