import type { OptionsOf, WidgetDocs } from '@kit/docs';
import type widget from '.';

/** What editors read about TOC: Storybook and the README build their tables from it. */
export const docs: WidgetDocs<OptionsOf<typeof widget>> = {
  summary:
    "Table of contents from the article's headings (ids added where missing), the section being read marked with `aria-current`, focus follows a followed link.",
  attributes: {
    source: 'selector of the article whose headings are listed',
    levels: 'the heading levels listed',
    title: 'the heading above the list',
  },
};
