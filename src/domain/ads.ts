/** A partner ad (SPEC point 3). */
export interface Ad {
  readonly external_id: string;
  readonly active?: boolean;
  readonly statlink?: string;
  readonly company?: string;
  readonly description?: string;
  readonly logo?: string;
  readonly colours?: Readonly<Record<string, string>>;
  readonly placement?: string;
}

/** At most this many ads per area (SPEC point 9). */
export const ADS_PER_AREA = 2;
/** Ads are at most this wide, in CSS pixels. */
export const AD_MAX_WIDTH = 250;

/** Shown only if active and with a stat link, a company and a description (SPEC point 5). */
export const isEligibleAd = (ad: Ad): boolean =>
  ad.active === true &&
  Boolean(ad.statlink?.trim() && ad.company?.trim() && ad.description?.trim());

/** The ad proxy is called twice; the two lists merge, each ad once. */
export function mergeAds(first: readonly Ad[], second: readonly Ad[]): Ad[] {
  const seen = new Set<string>();
  return [...first, ...second].filter(
    (ad) => !seen.has(ad.external_id) && seen.add(ad.external_id),
  );
}

/** The ads an area shows: eligible, for its placement (or any), at most two. */
export const adsForArea = (ads: readonly Ad[], placement?: string): Ad[] =>
  ads
    .filter((ad) => isEligibleAd(ad) && (!placement || !ad.placement || ad.placement === placement))
    .slice(0, ADS_PER_AREA);

/** How far the page knows the reader (the identity store's status). */
export type IdentityStatus = 'idle' | 'loading' | 'ready' | 'error';

/** What decides whether ads show (SPEC point 4). */
export interface AdsAudience {
  readonly identity: IdentityStatus;
  /** Someone is logged in. */
  readonly signedIn: boolean;
  /** The reader has a paid plan (SPEC point 6: any paid plan hides ads). */
  readonly member: boolean;
  /** The no-ads flag a previous page left in local storage. */
  readonly noAdsFlag: boolean;
}

/**
 * Whether ads show (SPEC point 4): never for a member with a plan; always once fetching the
 * user failed; for a known reader without a plan, or after a logout. While the reader is not
 * known yet, the no-ads flag of the previous page decides, so a member's page skips the ads.
 */
export function shouldShowAds(audience: AdsAudience): boolean {
  if (audience.identity === 'error') return true;
  if (audience.member) return false;
  if (audience.identity === 'ready' || audience.signedIn) return true;
  return !audience.noAdsFlag;
}

/**
 * What becomes of the no-ads flag: set (true) while the ads are hidden for a member, removed
 * (false) once they show again for a known reader, left as it is (undefined) while nothing
 * is known yet.
 */
export function noAdsFlagChange(audience: AdsAudience): boolean | undefined {
  if (!shouldShowAds(audience)) return audience.member ? true : undefined;
  const known = audience.identity === 'ready' || audience.identity === 'error';
  return known || audience.signedIn ? false : undefined;
}
