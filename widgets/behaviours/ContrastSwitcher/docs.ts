import type { OptionsOf, WidgetDocs } from '@kit/docs';
import type widget from '.';

/** What editors read about ContrastSwitcher: Storybook and the README build their tables from it. */
export const docs: WidgetDocs<OptionsOf<typeof widget>> = {
  summary:
    'Toggles high contrast (`data-contrast="high"` on `<html>`), remembered between visits. Says whether it is on: `aria-pressed` for screen readers, a small switch after its words for the eye. Makes a non-button element keyboard operable.',
  attributes: {
    labelOn: "the label while high contrast is on (the editor's text otherwise)",
  },
};
