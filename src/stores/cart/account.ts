import * as api from '@api/storefront/cart';
import { getAccount, loginAccount, logoutAccount } from '@api/storefront/account';
import type { StoreLogin } from '@api/site';
import { storefront } from '../connections';
import { onResume, onSignIn, onSignOut } from '../user/followers';
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

/**
 * The cart's store session logs in to the member's store account (after a sign-in on this
 * page), so the store prices the cart as the member's: the member discount is the store's
 * own promotion line from then on, through to the order. The items stay.
 */
export const knowMember = (login: StoreLogin): Promise<CartView | null> =>
  runCart(async (sf) => {
    await loginAccount(sf, { email: login.email, password_token: login.passwordToken });
    return api.getCart(sf, true);
  });

/**
 * The member was signed in on an earlier page: unless the cart's store session is already
 * logged in to their store account, it logs in now with a fresh store login. That page may
 * have been left between the identity's answer (the header showed the member) and the store
 * login that follows it, and nothing else would ever finish it.
 */
export async function resumeMember(
  email: string,
  storeLogin: () => Promise<StoreLogin | undefined>,
): Promise<void> {
  const account = await getAccount(storefront());
  if (account && account.email.toLowerCase() === email.toLowerCase()) return;
  const login = await storeLogin();
  if (login) await knowMember(login);
}

let following = false;

/**
 * Makes the cart follow the user: a member signing in on this page gets the cart priced as
 * theirs (and so does one whose sign-in an earlier page left unfinished), and whenever the member is signed out (a logout, a failed token refresh, a logout
 * in another tab) the cart forgets them; a login and a logout wait for it.
 * The widget that offers the logout calls this, so every page where one can happen has it;
 * more calls change nothing.
 */
export function followUser(): void {
  if (following) return;
  following = true;
  onSignIn(knowMember);
  onResume(resumeMember);
  onSignOut(forgetCustomer);
}
