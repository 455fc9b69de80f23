import { defineDomContainer, followInHost, showPersonal } from '@kit';
import { isBuildRender } from '@domain/build-render';
import { MEMBERSHIP_HOME } from '@domain/routes';
import { planOf } from '@domain/membership';
import { knowReader } from '@stores/user/at-rest';
import { guardRoute } from '@stores/user/routes';
import { $identity } from '@stores/user/state';
import type { IdentityState } from '@stores/user/state';
import { options } from './options';
import type { MemberHeaderOptions } from './options';
import { loadingView, memberView, visitorView } from './view';

const known = ({ status }: IdentityState) => status === 'ready' || status === 'error';

/** Logs out with what a logout does elsewhere (the cart forgets the member), then leaves. */
async function leave(): Promise<void> {
  // Fetched on the click: a page that only shows the member carries no identity client.
  const [{ logout }, { followUser }] = await Promise.all([
    import('@stores/user/actions'),
    import('@stores/cart/account'),
  ]);
  followUser();
  await logout();
  window.location.assign(MEMBERSHIP_HOME);
}

/**
 * The header's member corner in plain DOM, so no page downloads React for it: log in and sign
 * up for visitors; for members the initial and name linking to the member area, the plan
 * badge and a log-out icon. Its visitor's view is written into the page at build time; a
 * reader who may be a member sees a skeleton there until the session they keep is read (no
 * identity client for that). On every page it also applies the route rules: a visitor on a
 * membership-only page goes to /auth (the path remembered), a member leaves the auth pages.
 */
export default defineDomContainer({
  options,
  prerender: true,
  connect(host, options: MemberHeaderOptions) {
    const here = `${window.location.pathname}${window.location.search}`;
    let leaving = false;
    const stop = followInHost(host, $identity, (state) => {
      if (!known(state)) return { pending: false, markup: loadingView() };
      showPersonal(host);
      return {
        pending: false,
        markup: state.user
          ? memberView(options, state.user, planOf(state.user))
          : visitorView(options, here),
      };
    });
    // Once it is known who is reading, and whenever that changes (a session found dead).
    // Not while logging out: the member is going to /membership/, not to /auth to log back in.
    // Nor at build time: the build's reader is nobody, and its page goes to every reader.
    const unguard = $identity.subscribe((state) => {
      if (!known(state) || leaving || isBuildRender(document)) return;
      const target = guardRoute(window.location, Boolean(state.user));
      if (target) window.location.replace(target);
    });
    const onClick = (event: Event) => {
      if (!(event.target instanceof Element)) return;
      if (!event.target.closest('.mw-member-header__logout') || leaving) return;
      leaving = true;
      // On success the page is leaving: only a failed logout gives the button back.
      leave().catch(() => {
        leaving = false;
      });
    };
    host.addEventListener('click', onClick);
    void knowReader();
    return () => {
      host.removeEventListener('click', onClick);
      unguard();
      stop();
    };
  },
});
