import { getMyDownloads } from '@api/site/my-downloads';
import type { SiteOptions } from '@api/site/request';
import { userMessage } from '@domain/messages';
import { TOKEN_REFRESH_MARGIN_MS } from '@domain/session';
import { config } from '../connections';
import { $clientsVersion, onReset, swapped } from '../seam';
import { accessToken, currentSession, ensureIdentity } from '../user/actions';
import { onSignOut } from '../user/followers';
import { $memberDownloadsState, resetMemberDownloads } from './state';
import { toOwnedProducts } from './view';

const site = (): SiteOptions => swapped('site') ?? { baseUrl: config().siteApiUrl };

let loading: { version: number; done: Promise<void> } | undefined;
let renewal: ReturnType<typeof setTimeout> | undefined;

function forget(): void {
  loading = undefined;
  clearTimeout(renewal);
  renewal = undefined;
}
onReset(forget);

// Links carry the token, so a signed-out member's page must not keep working links.
onSignOut(() => {
  forget();
  resetMemberDownloads();
});

/**
 * Swaps the links' token for the refreshed one before the old one expires. The user store
 * refreshes the session a minute before expiry (SPEC point 9); half a minute before, the
 * session hands out the new token, so a page left open for hours keeps working links. The
 * file list itself does not change with the token and is not asked for again.
 */
function renewBeforeExpiry(version: number): void {
  clearTimeout(renewal);
  const expires = currentSession()?.expiresAt();
  if (expires === undefined) return;
  const delay = Math.max(0, expires - TOKEN_REFRESH_MARGIN_MS / 2 - Date.now());
  renewal = setTimeout(() => {
    void accessToken()
      .catch(() => undefined)
      .then((token) => {
        // Signed out meanwhile (the follower cleared the store) or clients swapped: stop.
        if (!token || version !== $clientsVersion.get()) return;
        if ($memberDownloadsState.get().token === null) return;
        $memberDownloadsState.setKey('token', token);
        renewBeforeExpiry(version);
      });
  }, delay);
}

/**
 * The member's files from `GET /me/downloads`, once per page (again with `force`, the "Try
 * again"). A visitor has none to load: the page's route guard sends them to log in. A failure
 * keeps what was shown before and says why.
 */
export function loadMemberDownloads(force = false): Promise<void> {
  const version = $clientsVersion.get();
  if (!force && loading?.version === version) return loading.done;
  const done = (async () => {
    await ensureIdentity();
    const token = await accessToken().catch(() => undefined);
    if (version !== $clientsVersion.get()) return;
    if (!token) {
      $memberDownloadsState.set({ status: 'idle', products: [], token: null, error: null });
      return;
    }
    $memberDownloadsState.set({ ...$memberDownloadsState.get(), status: 'loading', error: null });
    try {
      const answer = await getMyDownloads(site(), token);
      if (version !== $clientsVersion.get()) return;
      const products = toOwnedProducts(answer);
      $memberDownloadsState.set({ status: 'ready', products, token, error: null });
      renewBeforeExpiry(version);
    } catch (error) {
      if (version !== $clientsVersion.get()) return;
      $memberDownloadsState.set({
        ...$memberDownloadsState.get(),
        status: 'error',
        error: userMessage(error),
      });
    }
  })();
  loading = { version, done };
  return done;
}
