import type { OptionsOf, WidgetDocs } from '@kit/docs';
import type widget from '.';

/** What editors read about SearchResults: Storybook and the README build their tables from it. */
export const docs: WidgetDocs<OptionsOf<typeof widget>> = {
  summary:
    'The search page\'s articles for `?q=`, the matched words marked (as text and `<mark>`, never HTML from the index); "load more" shows 15 more, moves focus to the first new one and announces the count; empty and failure states with a retry. Plain DOM: downloads no React; the search client comes only to a page with a query.',
  attributes: {
    moreLabel: 'the text of the button that shows the next 15 articles',
  },
};
