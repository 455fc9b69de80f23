import { followUser } from '@stores/cart/account';
import { logout, requestRecovery, signup, verifyToken } from '@stores/user';
import { mailedToken, uniqueEmail } from '../../support/outbox';

/**
 * A new member signed in on this page as the widgets sign one in: the email link's token,
 * then the store session logged in to their store account (the cart follows the user, as
 * the header's MemberHeader arranges on every page). Who may buy a plan.
 */
export async function signedInMember(name: string): Promise<string> {
  followUser();
  return confirmedMember(name);
}

/** A new member (an address of their own) who followed the signup mail: signed in. */
export async function confirmedMember(name: string, password = 'purr-purr-42'): Promise<string> {
  const email = uniqueEmail(name);
  await signup(email, password);
  await verifyToken('signup', await mailedToken(email, 'signup-confirmation'));
  return email;
}

/** The token of the recovery link a member who forgot their password is mailed (logged out). */
export async function recoveryToken(email: string): Promise<string> {
  await logout();
  await requestRecovery(email);
  return mailedToken(email, 'password-recovery');
}
