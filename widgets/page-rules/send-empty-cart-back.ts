import { emptyCartRedirect } from '@domain/routes';
import { mayBeMemberOrHaveCart } from '../preconditions';

/**
 * Without a store session the cart is empty, so the payment and review steps would send the
 * shopper back to the details step once their code had found that out: send them now, before
 * React is fetched for a step they will not see.
 */
export const sendEmptyCartBack = (): void => {
  if (mayBeMemberOrHaveCart()) return;
  const target = emptyCartRedirect(location.pathname, location.search);
  if (target) location.replace(target);
};
