import type { OptionsOf, WidgetDocs } from '@kit/docs';
import type widget from '.';

/** What editors read about Tooltip: Storybook and the README build their tables from it. */
export const docs: WidgetDocs<OptionsOf<typeof widget>> = {
  summary:
    'The WAI-ARIA tooltip: a `role="tooltip"` text describing the element (`aria-describedby`), shown on hover and focus, kept while the pointer is on it, hidden by Escape. The text comes from `data-text` or the element\'s `title` (which shows natively without JS).',
  attributes: {
    text: "the tip's text (empty: the element's `title`)",
  },
};
