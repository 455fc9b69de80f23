import { followUser } from '../../../src/stores/cart/account';
import { signup, verifyToken } from '../../../src/stores/user';
import { mailedToken, uniqueEmail } from '../../support/outbox';

/**
 * A new member signed in on this page as the widgets sign one in: the email link's token,
 * then the store session logged in to their store account (the cart follows the user, as
 * the header's MemberHeader arranges on every page). Who may buy a plan.
 */
export async function signedInMember(name: string): Promise<string> {
  followUser();
  const email = uniqueEmail(name);
  await signup(email, 'purr-purr-42');
  await verifyToken('signup', await mailedToken(email, 'signup-confirmation'));
  return email;
}
