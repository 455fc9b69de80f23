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

/** The header's icons, drawn in the text colour; inline, as a page's CSP may forbid data: URLs. */
const Icon = ({ path }: { path: string }) => (
  <svg
    className="mw-member-header__icon"
    aria-hidden="true"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d={path} />
  </svg>
);
const PERSON = 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4.4 3.6-7 8-7s8 2.6 8 7';
const LEAVE = 'M9 4H5v16h4M14 8l4 4-4 4M18 12H9';

const nameOf = (user: { email: string; user_metadata?: Record<string, unknown> }) => {
  const full = user.user_metadata?.full_name;
  return typeof full === 'string' && full.trim() ? full.trim() : user.email;
};

/**
 * The header's member corner: log in (an account icon and its word) and sign up for visitors;
 * for members the initial and name linking to the member area, the plan badge and a log-out
 * icon. A narrow header may show the icons alone (`.mw-member-header__label` and
 * `.mw-member-header__name` hold the words). It is on every page, so it also applies the route
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
        <a href={login} className="mw-member-header__login">
          <Icon path={PERSON} />
          <span className="mw-member-header__label">Log in</span>
        </a>{' '}
        <a href={options.signupUrl} className="mw-member-header__signup">
          Sign up
        </a>
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
      <a href={options.memberUrl} className="mw-member-header__member">
        <span className="mw-member-header__avatar" aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
        <span className="mw-member-header__name">{name}</span>
        <span className="mw-visually-hidden">, your member area</span>
      </a>
      {plan && <span className="mw-member-header__plan">{plan}</span>}
      {/* An icon with its name for screen readers and a tip for the pointer: the header's row
          keeps its room for the name and the plan. */}
      <button
        type="button"
        className="mw-member-header__logout"
        title="Log out"
        onClick={() => void leave()}
      >
        <Icon path={LEAVE} />
        <span className="mw-visually-hidden">Log out</span>
      </button>
    </span>
  );
}
