import type { OptionsOf, WidgetDocs } from '@kit/docs';
import type widget from '.';

/** What editors read about PostLoad: Storybook and the README build their tables from it. */
export const docs: WidgetDocs<OptionsOf<typeof widget>> = {
  summary:
    'Fetches an HTML fragment of this site into its element when the element nears the viewport, sanitised (no scripts, event handlers, `javascript:` links, forms or frames). Its own content is the fallback: it stays, with a note, if the fragment cannot load. Give the element a `min-block-size` for the fragment, or the page shifts when it arrives.',
  attributes: {
    src: "the fragment's URL, on this site (other origins are refused), e.g. `/assets/fragments/related-articles.html`",
  },
};
