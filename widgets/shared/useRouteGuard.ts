import { useEffect } from 'react';
import { ensureIdentity } from '@stores/user/actions';
import { guardRoute } from '@stores/user/routes';
import { $identity } from '@stores/user/state';

/**
 * Applies the route rules (SPEC point 2) once it is known who is reading: a visitor leaves
 * membership-only pages for /auth (the path remembered), a member leaves auth pages.
 */
export function useRouteGuard(): void {
  useEffect(() => {
    let live = true;
    void ensureIdentity().then(() => {
      if (!live) return;
      const target = guardRoute(window.location, Boolean($identity.get().user));
      if (target) window.location.replace(target);
    });
    return () => {
      live = false;
    };
  }, []);
}
