import type { OptionsOf, WidgetDocs } from '@kit/docs';
import type widget from '.';

/** What editors read about SearchTitle: Storybook and the README build their tables from it. */
export const docs: WidgetDocs<OptionsOf<typeof widget>> = {
  summary:
    'The search page\'s query as the text of its heading (`Search results for "css"`) and as the document title. Put it on the page\'s `<h1>`; the text written there shows until it connects. Plain DOM: downloads no React.',
  attributes: {},
};
