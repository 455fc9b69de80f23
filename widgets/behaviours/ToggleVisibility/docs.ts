import type { OptionsOf, WidgetDocs } from '@kit/docs';
import type widget from '.';

/** What editors read about ToggleVisibility: Storybook and the README build their tables from it. */
export const docs: WidgetDocs<OptionsOf<typeof widget>> = {
  summary:
    "The WAI-ARIA disclosure: the editor's button shows and hides the element its `data-target` names (`aria-expanded`, `aria-controls`). The element starts as written: add `hidden` to start closed.",
  attributes: {
    target: 'the element shown and hidden, as `#id`',
  },
};
