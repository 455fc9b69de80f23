import type { OptionsOf, WidgetDocs } from '@kit/docs';
import type widget from '.';

/** What editors read about ContrastSwitcher: Storybook and the README build their tables from it. */
export const docs: WidgetDocs<OptionsOf<typeof widget>> = {
  summary:
    'Toggles high contrast (`data-contrast="high"` on `<html>`), `aria-pressed`, remembered between visits. Makes a non-button element keyboard operable.',
  attributes: {
    labelOn: "the label while high contrast is on (the editor's text otherwise)",
  },
};
