import type { OptionsOf, WidgetDocs } from '@kit/docs';
import type widget from '.';

/** What editors read about SearchHitsCount: Storybook and the README build their tables from it. */
export const docs: WidgetDocs<OptionsOf<typeof widget>> = {
  summary:
    'How many articles the search page found ("12 results"), announced politely when it arrives; empty without a query. Plain DOM: downloads no React.',
  attributes: {},
};
