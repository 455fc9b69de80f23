import { map } from 'nanostores';
import type { Ad } from '@domain/ads';
import { onReset } from '../seam';

/** The partner ads of the page (SPEC points 3 and 4). */
export interface AdsState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** The merged, active ads of the proxy; an area picks its own with adsForArea. */
  ads: readonly Ad[];
  /** Hidden for a member with a plan (or, until the reader is known, by the no-ads flag). */
  hidden: boolean;
  /** Loading the ads failed: most likely an ad blocker (ShowIfAdBlock reads this). */
  blocked: boolean;
}

const initial = (): AdsState => ({ status: 'idle', ads: [], hidden: false, blocked: false });

/** The ads every FeaturePanel of the page shares. */
export const $ads = map<AdsState>(initial());

export const resetAds = onReset(() => $ads.set(initial()));
