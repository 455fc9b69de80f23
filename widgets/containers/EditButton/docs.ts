import type { OptionsOf, WidgetDocs } from '@kit/docs';
import type widget from '.';

/** What editors read about EditButton: Storybook and the README build their tables from it. */
export const docs: WidgetDocs<OptionsOf<typeof widget>> = {
  summary:
    'An "edit this article" link for users whose roles include editor or admin. Readers never download it: the loader checks the remembered session before fetching its code.',
  attributes: {
    editUrl: "the article's page in the editing tool",
    label: "the link's text",
  },
};
