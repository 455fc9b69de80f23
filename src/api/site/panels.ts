import { siteJson } from './request';
import type { SiteOptions } from './request';
import type { Panel } from './types';

/** `GET /panels/index.json`: the home page's editorial panels, in order. */
export const getPanels = (options: SiteOptions): Promise<{ panels: Panel[] }> =>
  siteJson(options, '/panels/index.json');
