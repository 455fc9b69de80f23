import * as api from '../../api/storefront/cart';
import { logoutAccount } from '../../api/storefront/account';
import { onSignOut } from '../user/signout';
import { runCart } from './run';
import type { CartView } from './view';

/**
 * The cart forgets who was shopping (logout): the store account is logged out and the
 * cart's account link, checkout details, addresses and card are cleared. The items stay.
 */
export const forgetCustomer = (): Promise<CartView | null> =>
  runCart(async (sf) => {
    await logoutAccount(sf);
    const cart = await api.getCart(sf, true);
    if (!cart) return null;
    return api.updateCart(sf, {
      account: null,
      metadata: { details: null },
      shipping: null,
      billing: null,
      shipment_rating: null,
    });
  });

let following = false;

/**
 * Makes the cart follow the user: whenever the member is signed out (a logout, a failed
 * token refresh, a logout in another tab) the cart forgets them, and a logout waits for it.
 * The widget that offers the logout calls this, so every page where one can happen has it;
 * more calls change nothing.
 */
export function followUser(): void {
  if (following) return;
  following = true;
  onSignOut(forgetCustomer);
}
