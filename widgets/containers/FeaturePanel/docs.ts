import type { OptionsOf, WidgetDocs } from '@kit/docs';
import type widget from '.';

/** What editors read about FeaturePanel: Storybook and the README build their tables from it. */
export const docs: WidgetDocs<OptionsOf<typeof widget>> = {
  summary:
    'A promotional area: up to two partner ads for the placement (active, with a stat link, a company and a description; each at most 250 px wide, the click counted through the statlink, marked "Partner"), requested only once the reader accepted all cookies. A house panel from `/panels/index.json` (the one of the placement\'s kind, else the first) when no ad applies, ads are blocked or the reader has not accepted. A member with a plan sees only a house panel made for the placement, else nothing.',
  attributes: {
    placement: 'the area: the ads of this placement and the house panel of this kind (empty: any)',
  },
};
