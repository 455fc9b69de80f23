import { checkUser } from '@api/identity-check';
import { ApiError } from '@domain/errors';
import { TOKEN_REFRESH_MARGIN_MS } from '@domain/session';
import { rememberedSession, tabSession } from '@domain/session-record';
import type { StoredSession } from '@domain/session-record';
import { SESSION_KEYS } from '@domain/storage';
import { config } from '../connections';
import { onReset } from '../seam';
import { hearOtherTabs } from '../tab-channel';
import { showAtRest, shownAtRest } from './rest-state';
import { $identity, setUser } from './state';

/**
 * Who is reading, at rest: the session this browser keeps tells the member (their name, plan
 * and email) without the identity client, and one plain request checks it with the service.
 * A page that only shows the member (the header, the member price, no ads) stops there; the
 * client (gotrue-js, in ./actions) comes when a token is needed, the session must be refreshed
 * or the service refused it.
 */

let known: Promise<void> | undefined;
let unlisten: (() => void) | undefined;

onReset(() => {
  known = undefined;
  unlisten?.();
  unlisten = undefined;
});

const read = (storage: () => Storage, key: string): string | null => {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
};

const stored = (): StoredSession | undefined =>
  rememberedSession(read(() => localStorage, SESSION_KEYS.remembered)) ??
  tabSession(read(() => sessionStorage, SESSION_KEYS.tab));

const withClient = (): Promise<void> => import('./actions').then((m) => m.ensureIdentity());

/** Another tab logged out, or gotrue-js dropped its record there: this tab shows a visitor. */
const endedElsewhere = () => {
  if (shownAtRest()) setUser(null);
};

const onStorage = (event: StorageEvent) => {
  if (event.key === SESSION_KEYS.remembered && event.newValue === null) endedElsewhere();
};

function listen(): void {
  if (unlisten || typeof window === 'undefined') return;
  const stopTabs = hearOtherTabs((news) => {
    if (news.topic === 'logout') endedElsewhere();
  });
  window.addEventListener('storage', onStorage);
  unlisten = () => {
    stopTabs();
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * Finds out once per page who is reading, as lightly as the page allows: no session kept is
 * a visitor; a session whose token is still good shows its member at once and is checked
 * with one request; an expired or refused one goes to the identity client, which refreshes
 * or forgets it. A service out of reach leaves the member shown (it is not their fault).
 */
export function knowReader(): Promise<void> {
  known ??= (async () => {
    // Someone already decided (a login on this page, a story's reader): nothing to find out.
    if ($identity.get().status !== 'idle') return;
    const session = stored();
    if (!session) {
      setUser(null);
      return;
    }
    if (session.expiresAt - TOKEN_REFRESH_MARGIN_MS <= Date.now()) return withClient();
    listen();
    showAtRest(session.user);
    try {
      const user = await checkUser(config().identityUrl, session.accessToken);
      if (shownAtRest()) showAtRest(user);
    } catch (error) {
      if (shownAtRest() && error instanceof ApiError && error.status === 401) await withClient();
    }
  })();
  return known;
}
