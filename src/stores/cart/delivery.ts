import { computed } from 'nanostores';
import { loadCatalog } from '../catalog/actions';
import { $catalog } from '../catalog/state';
import { loadWhenShown } from '../load-when-shown';
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
export const $cartDelivery = /* @__PURE__ */ computed(
  [$cart, $catalog],
  ({ cart }, { bySku }): CartDelivery => {
    const dates = new Map(Object.values(bySku).map((p) => [p.id, p.prereleaseDate]));
    const prereleases = (cart?.items ?? []).flatMap((line) => {
      const date = dates.get(line.productId);
      return date ? [{ prereleaseDate: date }] : [];
    });
    const country =
      cart?.shipping.country ?? cart?.metadata.details?.shippingAddress?.country ?? undefined;
    return { country: country || undefined, prereleases };
  },
);

loadWhenShown($cartDelivery, loadCatalog);
