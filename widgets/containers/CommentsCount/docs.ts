import type { OptionsOf, WidgetDocs } from '@kit/docs';
import type widget from '.';

/** What editors read about CommentsCount: Storybook and the README build their tables from it. */
export const docs: WidgetDocs<OptionsOf<typeof widget>> = {
  summary:
    'How many comments the article has ("12 comments"), a link to the thread; fetches only the count. Write a plain "Comments" link in it: it stays until the count arrives, and when the count cannot be had the link still reads "Comments". Plain DOM: downloads no React.',
  attributes: {
    path: 'the page whose comments are counted; empty: this page',
    href: "where the thread is: the CommentsArea's id",
  },
};
