import { computed } from 'nanostores';
import { getAds } from '@api/site';
import { noAdsFlagChange, shouldShowAds } from '@domain/ads';
import type { AdsAudience } from '@domain/ads';
import { STORAGE_KEYS } from '@domain/storage';
import { config } from '../connections';
import { $clientsVersion, onReset, swapped } from '../seam';
import { $identity, $plan } from '../user/state';
import { $ads } from './state';

let unfollow: (() => void) | undefined;
let pending: { version: number; done: Promise<void> } | undefined;

onReset(() => {
  unfollow?.();
  unfollow = undefined;
  pending = undefined;
});

// The no-ads flag is the one localStorage value of the ads (SPEC point 9). Storage may be
// unavailable (privacy modes): then each page simply waits for the reader.
function readFlag(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.noAds) !== null;
  } catch {
    return false;
  }
}

function writeFlag(set: boolean | undefined): void {
  try {
    if (set === true) localStorage.setItem(STORAGE_KEYS.noAds, '1');
    if (set === false) localStorage.removeItem(STORAGE_KEYS.noAds);
  } catch {
    // Nothing to remember then.
  }
}

/** Who is reading, as far as the ads care: follows $identity and $plan. */
const $reader = /* @__PURE__ */ computed(
  [$identity, $plan],
  ({ status, user }, plan): Omit<AdsAudience, 'noAdsFlag'> => ({
    identity: status,
    signedIn: user !== null,
    member: plan !== undefined,
  }),
);

/** The proxy's ads into the store; a failure marks them blocked (SPEC point 4). */
function fetchAds(): Promise<void> {
  const version = $clientsVersion.get();
  if (pending?.version === version) return pending.done;
  $ads.set({ ...$ads.get(), status: 'loading' });
  // The proxy is answered like the main site API: a fetch swapped in for it (stories) serves both.
  const done = getAds({ ...swapped('site'), baseUrl: config().adsProxy }).then(
    (ads) => {
      if (version === $clientsVersion.get()) {
        $ads.set({ ...$ads.get(), status: 'ready', ads, blocked: false });
      }
    },
    () => {
      if (version === $clientsVersion.get()) {
        $ads.set({ ...$ads.get(), status: 'error', blocked: true });
      }
    },
  );
  pending = { version, done };
  return done;
}

/** Follows the reader: hides or shows the ads, keeps the flag, loads ads once they show. */
function follow(known: Omit<AdsAudience, 'noAdsFlag'>): void {
  const reader: AdsAudience = { ...known, noAdsFlag: readFlag() };
  writeFlag(noAdsFlagChange(reader));
  const hidden = !shouldShowAds(reader);
  if ($ads.get().hidden !== hidden) $ads.setKey('hidden', hidden);
  if (!hidden && $ads.get().status === 'idle') void fetchAds();
}

/**
 * Asks for the page's ads: from now on the store follows the reader (hidden for a member
 * with a plan, shown after a logout or when fetching the user failed). The ads are fetched
 * once per page, and only when they show; a failure stays for the page (blocked). Resolves
 * once the ads are loaded, failed, or hidden.
 */
export function loadAds(): Promise<void> {
  unfollow ??= $reader.subscribe(follow);
  if (pending?.version === $clientsVersion.get()) return pending.done;
  const { hidden, status } = $ads.get();
  // Still loading for clients swapped out since (tests, stories): load again with the new ones.
  return !hidden && status === 'loading' ? fetchAds() : Promise.resolve();
}
