import type { OptionsOf, WidgetDocs } from '@kit/docs';
import type widget from '.';

/** What editors read about ShowIfAdBlock: Storybook and the README build their tables from it. */
export const docs: WidgetDocs<OptionsOf<typeof widget>> = {
  summary:
    "Shows its element (removes `hidden`) only when loading the partner ads failed, most likely an ad blocker; hides it again if the ads load. Write the element with `hidden`; a page's FeaturePanel loads the ads.",
  attributes: {},
};
