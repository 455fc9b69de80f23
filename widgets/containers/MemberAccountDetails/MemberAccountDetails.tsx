import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { ContainerProps, NoOptions } from '@kit';
import { $user } from '@stores/user/state';
import { useRouteGuard } from '../../shared/useRouteGuard';
import { AddressForm } from './AddressForm';
import { EmailForm } from './EmailForm';
import { NameForm } from './NameForm';
import { PasswordForm } from './PasswordForm';

/** No attributes: everything comes from the signed-in member. */

/**
 * The member's personal details: name, email, password and shipping address, four forms that
 * save apart, each with its own saving state, result and refusal. Membership-only page.
 */
export function MemberAccountDetails(_: ContainerProps<NoOptions>): ReactNode {
  useRouteGuard();
  const user = useStore($user);
  if (!user) {
    return (
      <p className="mw-account mw-skeleton" aria-busy="true">
        Loading your details…
      </p>
    );
  }
  return (
    <div className="mw-account">
      {/* Keyed by member: a change of account never shows the last one's typing. */}
      <NameForm key={`name-${user.id}`} user={user} />
      <EmailForm key={`email-${user.id}`} user={user} />
      <PasswordForm key={`password-${user.id}`} email={user.email} />
      <AddressForm key={`address-${user.id}`} user={user} />
    </div>
  );
}
