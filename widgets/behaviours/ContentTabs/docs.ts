import type { OptionsOf, WidgetDocs } from '@kit/docs';
import type widget from '.';

/** What editors read about ContentTabs: Storybook and the README build their tables from it. */
export const docs: WidgetDocs<OptionsOf<typeof widget>> = {
  summary:
    "The WAI-ARIA tabs pattern on the editor's sections: each child element is a panel, its first heading becomes its tab. Left/Right/Home/End select tabs (automatic activation). A panel with an id puts it in the address (`#id`), so links and reloads open that tab. Without JS the sections read one after another.",
  attributes: {
    label: "the tab row's accessible name, e.g. Membership options (empty: none)",
  },
};
