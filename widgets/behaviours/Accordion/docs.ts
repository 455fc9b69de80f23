import type { OptionsOf, WidgetDocs } from '@kit/docs';
import type widget from '.';

/** What editors read about Accordion: Storybook and the README build their tables from it. */
export const docs: WidgetDocs<OptionsOf<typeof widget>> = {
  summary:
    "The WAI-ARIA accordion on the editor's markup: each heading (h2-h6) among the element's children becomes a button that shows and hides the element after it. Enter and Space toggle, Up/Down/Home/End move between headings. Without JS everything stays readable; a link to an id inside a section opens it.",
  attributes: {
    single: 'only one section open at a time (opening one closes the others)',
    open: 'the sections open from the start, counted from 1, e.g. 1 or 1,3 (none: all closed)',
  },
};
