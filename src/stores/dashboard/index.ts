import { atom, computed, onStart, onStop } from 'nanostores';
import { getDashboard } from '@api/site/me';
import type { SiteOptions } from '@api/site/request';
import { userMessage } from '@domain/messages';
import { config } from '../connections';
import { $clientsVersion, onReset, swapped } from '../seam';
import { accessToken } from '../user/actions';
import { $reader } from '../user/reader';

/** The member dashboard as MembershipDashboard shows it. */
export type DashboardState =
  | { readonly status: 'loading' }
  /** Nobody is logged in: the plans instead. */
  | { readonly status: 'visitor' }
  /** The `/me/dashboard` fragment, sanitised. */
  | { readonly status: 'ready'; readonly html: string }
  | { readonly status: 'error'; readonly message: string };

type Loaded = { readonly userId: string } & (
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly html: string }
  | { readonly status: 'error'; readonly message: string }
);

const $loaded = atom<Loaded | undefined>(undefined);
let pending: { key: string; done: Promise<void> } | undefined;

export const resetDashboard = onReset(() => {
  $loaded.set(undefined);
  pending = undefined;
});

const site = (): SiteOptions => swapped('site') ?? { baseUrl: config().siteApiUrl };

/**
 * Fetches the member's dashboard fragment (sanitised by the site client before it is kept),
 * once per member and page; `force` asks again ("Try again").
 */
export function loadDashboard(userId: string, force = false): Promise<void> {
  const version = $clientsVersion.get();
  const key = `${version}:${userId}`;
  const known = $loaded.get();
  if (!force && known?.userId === userId && known.status === 'ready') return Promise.resolve();
  if (!force && pending?.key === key) return pending.done;
  const done = (async () => {
    $loaded.set({ userId, status: 'loading' });
    try {
      const token = await accessToken();
      if (!token) throw new Error('Not signed in');
      const html = await getDashboard(site(), token);
      if (version === $clientsVersion.get()) $loaded.set({ userId, status: 'ready', html });
    } catch (error) {
      if (version === $clientsVersion.get()) {
        $loaded.set({ userId, status: 'error', message: userMessage(error) });
      }
    }
  })();
  pending = { key, done };
  return done;
}

/** The dashboard for whoever is reading; it follows a login or logout on the page. */
export const $dashboard = /* @__PURE__ */ computed(
  [$reader, $loaded],
  (reader, loaded): DashboardState => {
    if (reader === undefined) return { status: 'loading' };
    if (reader === null) return { status: 'visitor' };
    if (!loaded || loaded.userId !== reader.id) return { status: 'loading' };
    return loaded.status === 'ready'
      ? { status: 'ready', html: loaded.html }
      : loaded.status === 'error'
        ? { status: 'error', message: loaded.message }
        : { status: 'loading' };
  },
);

// While a widget shows the dashboard, each member who signs in gets theirs loaded.
let unlisten: (() => void) | undefined;
onStart($dashboard, () => {
  // $reader finds out who is reading once it is listened to.
  unlisten = $reader.subscribe((reader) => {
    if (reader) queueMicrotask(() => void loadDashboard(reader.id));
  });
});
onStop($dashboard, () => {
  unlisten?.();
  unlisten = undefined;
});
