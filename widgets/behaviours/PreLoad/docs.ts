import type { OptionsOf, WidgetDocs } from '@kit/docs';
import type widget from '.';

/** What editors read about PreLoad: Storybook and the README build their tables from it. */
export const docs: WidgetDocs<OptionsOf<typeof widget>> = {
  summary:
    'On a link, or on an element holding links (a navigation): when the pointer rests on a link (65 ms) or it gets keyboard focus, prefetches its page (`<link rel="prefetch">`) and the widget chunks that page uses, once per URL and only on this site. Does nothing when the reader saves data or is on a 2G-class connection.',
  attributes: {},
};
