import { atom, computed } from 'nanostores';
import { getMarket } from '@api/site/market';
import type { SiteOptions } from '@api/site/request';
import { userMessage } from '@domain/messages';
import { config } from '../connections';
import { loadWhenShown } from '../load-when-shown';
import { $clientsVersion, onReset, swapped } from '../seam';

/** The number of members from the market feed, as MemberCount shows it. */
export type MemberCountState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly members: number }
  | { readonly status: 'error'; readonly message: string };

const LOADING: MemberCountState = { status: 'loading' };
const $state = atom<MemberCountState>(LOADING);
let loading: { version: number; done: Promise<void> } | undefined;

export const resetMarket = onReset(() => {
  $state.set(LOADING);
  loading = undefined;
});

const site = (): SiteOptions => swapped('site') ?? { baseUrl: config().siteApiUrl };

/** Reads the market feed once per page (again after `force`, as "Try again" asks). */
export function loadMemberCount(force = false): Promise<void> {
  const version = $clientsVersion.get();
  if (!force && loading?.version === version) return loading.done;
  const done = (async () => {
    $state.set(LOADING);
    try {
      const { members } = await getMarket(site());
      if (version === $clientsVersion.get()) $state.set({ status: 'ready', members });
    } catch (error) {
      if (version === $clientsVersion.get()) {
        $state.set({ status: 'error', message: userMessage(error) });
      }
    }
  })();
  loading = { version, done };
  return done;
}

/** The member count; the first widget that shows it loads the feed. */
export const $memberCount = /* @__PURE__ */ loadWhenShown(
  computed($state, (state) => state),
  () => loadMemberCount(),
);
