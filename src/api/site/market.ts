import type { Commitment } from '@domain/validation';
import { siteJson } from './request';
import type { SiteOptions } from './request';
import type { Market } from './types';

/** `GET /market`: the live job listings, optionally filtered, with counts per filter value. */
export const getMarket = (
  options: SiteOptions,
  filter: {
    readonly commitment?: Commitment;
    readonly type?: string;
    readonly remote?: boolean;
  } = {},
): Promise<Market> =>
  siteJson(options, '/market', {
    query: {
      commitment: filter.commitment,
      type: filter.type,
      remote: filter.remote === undefined ? undefined : String(filter.remote),
    },
  });
