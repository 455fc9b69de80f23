import { computed } from 'nanostores';
import { prereleaseItems, shopperCountry } from '@domain/delivery-table';
import { loadCatalog } from '../catalog/actions';
import { $catalog } from '../catalog/state';
import { loadWhenShown } from '../load-when-shown';
import { ensureCart } from './actions';
import { $cart } from './state';

/** What the delivery estimate is made of (SPEC point 9), for `estimateDelivery`. */
export interface CartDelivery {
  /** The shipping country: the cart's shipping, else the checkout details'. */
  readonly country: string | undefined;
  /** The lines' prerelease dates; empty when no line is a prerelease. */
  readonly prereleases: readonly { readonly prereleaseDate: string }[];
}

/**
 * The cart's prerelease items and its shipping country. Today's date is the caller's: the
 * estimate moves with the day, the store does not.
 */
// The prerelease dates are in the product list: fetched only for a cart with lines.
export const $cartDelivery = /* @__PURE__ */ loadWhenShown(
  computed([$cart, $catalog], ({ cart }, { bySku }): CartDelivery => ({
    country: shopperCountry(cart)?.value,
    prereleases: prereleaseItems(cart?.items ?? [], bySku),
  })),
  async () => {
    const cart = await ensureCart();
    if (cart?.items.length) await loadCatalog();
  },
);
