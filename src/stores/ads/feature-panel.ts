import { computed } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import { featureContent } from '@domain/feature-panel';
import type { FeatureContent } from '@domain/feature-panel';
import { loadWhenShown } from '../load-when-shown';
import { $privacy } from '../privacy';
import { onReset } from '../seam';
import { knowReader } from '../user/at-rest';
import { $identity, $plan } from '../user/state';
import { loadAds } from './actions';
import { $housePanels, loadHousePanels } from './panels';
import type { Panel } from './panels';
import { $ads } from './state';

export type FeaturePanelContent = FeatureContent<Panel>;

let unfollow: (() => void) | undefined;

/**
 * Partner ads may be requested: the reader accepted all cookies and is known. Waiting for the
 * reader keeps a member's page (a remembered session still being checked) from asking.
 */
const $askForAds = computed(
  [$privacy, $identity],
  ({ accepted }, { status }) => accepted && (status === 'ready' || status === 'error'),
);

onReset(() => {
  unfollow?.();
  unfollow = undefined;
});

/**
 * Starts what a FeaturePanel needs: who is reading, the house panels, and the partner ads
 * once (and as soon as) the reader accepts all cookies on the banner and is known; until
 * then no ad request leaves the page.
 */
function start(): Promise<unknown> {
  unfollow ??= $askForAds.subscribe((ask) => {
    if (ask) void loadAds();
  });
  return Promise.all([knowReader(), loadHousePanels()]);
}

const $content = computed(
  [$identity, $plan, $privacy, $ads, $housePanels],
  ({ status }, plan, privacy, ads, panels) =>
    (placement: string) =>
      featureContent({
        placement,
        partnersAllowed: privacy.accepted,
        readerKnown: status === 'ready' || status === 'error',
        // Before the ads follow the reader (no consent yet), the plan alone hides them.
        ads: { ...ads, hidden: ads.hidden || plan !== undefined },
        panels,
      }),
);

/** What the FeaturePanel of a placement shows; the first panel shown starts the loads. */
export const $featurePanel: ReadableAtom<(placement: string) => FeaturePanelContent> =
  /* @__PURE__ */ loadWhenShown($content, start);
