import { atom } from 'nanostores';
import { getPanels } from '@api/site/panels';
import type { Panel } from '@api/site/types';
import type { SiteOptions } from '@api/site/request';
import { config } from '../connections';
import { $clientsVersion, onReset, swapped } from '../seam';

export type { Panel };

/** The house panels of `/panels/index.json`: undefined while they load. */
export const $housePanels = atom<readonly Panel[] | undefined>(undefined);
let loading: { version: number; done: Promise<void> } | undefined;

export const resetHousePanels = onReset(() => {
  $housePanels.set(undefined);
  loading = undefined;
});

const site = (): SiteOptions => swapped('site') ?? { baseUrl: config().siteApiUrl };

/**
 * Reads the house panels once per page. A failure leaves none: a FeaturePanel is a
 * promotion, so it then stays empty rather than telling the reader about an error.
 */
export function loadHousePanels(): Promise<void> {
  const version = $clientsVersion.get();
  if (loading?.version === version) return loading.done;
  $housePanels.set(undefined);
  const done = getPanels(site()).then(
    ({ panels }) => {
      if (version === $clientsVersion.get()) $housePanels.set(panels);
    },
    () => {
      if (version === $clientsVersion.get()) $housePanels.set([]);
    },
  );
  loading = { version, done };
  return done;
}
