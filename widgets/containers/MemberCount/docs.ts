import type { OptionsOf, WidgetDocs } from '@kit/docs';
import type widget from '.';

/** What editors read about MemberCount: Storybook and the README build their tables from it. */
export const docs: WidgetDocs<OptionsOf<typeof widget>> = {
  summary:
    "The number of members (readers with a paid plan) from the market feed, formatted for the reader's locale, inline in the editor's sentence, once there are enough of them to persuade (`minimum`). Whatever the host holds stays until the number arrives; an empty host shows a placeholder meanwhile. Plain DOM: downloads no React.",
  attributes: {
    one: 'the word after a count of one',
    other: 'the word after any other count',
    minimum:
      "the fewest members worth naming: below it the host shows the editor's own words (a few members are no reason to join)",
  },
};
