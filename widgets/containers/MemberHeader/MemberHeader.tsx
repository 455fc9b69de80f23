import { useRef } from 'react';
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { ContainerProps } from '@kit';
import { MEMBERSHIP_HOME } from '@domain/routes';
import { followUser } from '@stores/cart/account';
import { logout } from '@stores/user/actions';
import { $identity, $plan } from '@stores/user/state';
import { useRouteGuard } from '../../shared/useRouteGuard';
import type { MemberHeaderOptions } from './options';

// The header is on every page and offers the logout: wherever the member can be signed out,
// the cart forgets them too.
followUser();

const nameOf = (user: { email: string; user_metadata?: Record<string, unknown> }) => {
  const full = user.user_metadata?.full_name;
  return typeof full === 'string' && full.trim() ? full.trim() : user.email;
};

/**
 * The header's member corner: log in and sign up for visitors; initial, name, plan badge, the
 * member area and log out for members. It is on every page, so it also applies the route
 * rules: a visitor on a membership-only page goes to /auth (the path remembered).
 */
export function MemberHeader({ options }: ContainerProps<MemberHeaderOptions>): ReactNode {
  const { status, user } = useStore($identity);
  const plan = useStore($plan);
  const leaving = useRef(false);
  useRouteGuard();

  if (status === 'idle' || status === 'loading') {
    return (
      <span className="mw-member-header mw-member-header--loading mw-skeleton" aria-busy="true" />
    );
  }
  if (!user) {
    const here = `${window.location.pathname}${window.location.search}`;
    const login = `${options.loginUrl}?return=${encodeURIComponent(here)}`;
    return (
      <span className="mw-member-header">
        <a href={login}>Log in</a> <a href={options.signupUrl}>Sign up</a>
      </span>
    );
  }
  const name = nameOf(user);
  const leave = async () => {
    if (leaving.current) return;
    leaving.current = true;
    await logout();
    window.location.assign(MEMBERSHIP_HOME);
  };
  return (
    <span className="mw-member-header">
      <span className="mw-member-header__avatar" aria-hidden="true">
        {name.charAt(0).toUpperCase()}
      </span>
      <a href={options.memberUrl} className="mw-member-header__name">
        {name}
        <span className="mw-visually-hidden">, your member area</span>
      </a>
      {plan && <span className="mw-member-header__plan">{plan}</span>}
      <button type="button" className="mw-member-header__logout" onClick={() => void leave()}>
        Log out
      </button>
    </span>
  );
}
