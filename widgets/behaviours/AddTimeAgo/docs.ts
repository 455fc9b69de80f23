import type { OptionsOf, WidgetDocs } from '@kit/docs';
import type widget from '.';

/** What editors read about AddTimeAgo: Storybook and the README build their tables from it. */
export const docs: WidgetDocs<OptionsOf<typeof widget>> = {
  summary:
    'On a `<time datetime>`, or on an element holding several (a list of articles): shows each date relative to now ("3 days ago", "in 2 months") in the page\'s language, keeps the absolute date in a `title`, and keeps the text current while the page stays open (every minute for recent dates, less often for old ones). Write the absolute date as the text: it is what readers without JavaScript see.',
  attributes: {
    locale:
      'the language to tell dates in (BCP 47, e.g. `de`); by default the nearest `lang` of the page',
  },
};
