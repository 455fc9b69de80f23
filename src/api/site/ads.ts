import { mergeAds } from '@domain/ads';
import type { Ad } from '@domain/ads';
import { connectionError } from '@domain/messages';
import { isRecord } from '../core/json';
import { siteJson } from './request';
import type { SiteOptions } from './request';

const adsOf = (body: unknown): Ad[] => {
  const ads = isRecord(body) ? body.ads : undefined;
  // An answer without an ad list is not an answer from the proxy.
  if (!Array.isArray(ads)) throw connectionError();
  return ads.filter((ad): ad is Ad => isRecord(ad) && typeof ad.external_id === 'string');
};

/**
 * The partner ads: `GET {adsProxy}/friskies` twice (each call serves one impression per
 * zone), the two `ads` lists merged, each ad once, the active ones only.
 */
export async function getAds(options: SiteOptions): Promise<Ad[]> {
  const [first, second] = await Promise.all([
    siteJson<unknown>(options, '/friskies'),
    siteJson<unknown>(options, '/friskies'),
  ]);
  return mergeAds(adsOf(first), adsOf(second)).filter((ad) => ad.active === true);
}
