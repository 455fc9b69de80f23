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
/** Avatar thumbnails are this wide, in CSS pixels. */
export const AVATAR_SIZE = 70;

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
